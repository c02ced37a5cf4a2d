import type { FastifyBaseLogger } from 'fastify';
import { apiPaths, type RouteRule } from '@storefront/shared-contracts';

export { findRouteRule } from '@storefront/shared-contracts';
import { routeRulesSchema } from '@storefront/shared-contracts/schemas';
import { discardBody, type ApiClient } from './api-client';
import { TtlCache } from './ttl-cache';

export interface RouteRulesSource {
  get(): Promise<RouteRule[]>;
}

/**
 * `GET /api/route-rules`, cached. When the api is down the last good rules stay in force
 * (or none, if it never answered): pages keep working without redirects.
 */
export function createRouteRulesSource(
  api: ApiClient,
  ttl: { ok: number; failure: number },
  log: FastifyBaseLogger,
): RouteRulesSource {
  const cache = new TtlCache<RouteRule[]>(1);
  let lastGood: RouteRule[] = [];

  async function load() {
    try {
      const response = await api.get(apiPaths.routeRules());
      if (!response.ok) {
        await discardBody(response);
        throw new Error(`status ${response.status}`);
      }
      const parsed = routeRulesSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error(`unexpected shape: ${parsed.error.message}`);
      lastGood = parsed.data.rules;
      return { value: lastGood, ttlMs: ttl.ok };
    } catch (error) {
      log.warn({ err: error }, 'route rules unavailable; using the last known rules');
      return { value: lastGood, ttlMs: ttl.failure };
    }
  }

  return { get: () => cache.get('rules', load) };
}
