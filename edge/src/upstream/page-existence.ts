import type { FastifyBaseLogger } from 'fastify';
import { apiPaths, STOREFRONTS, type RouteMatch } from '@storefront/shared-contracts';
import { discardBody, type ApiClient } from './api-client';
import { TtlCache } from './ttl-cache';

/** `unknown`: the api could not say (down, slow, 5xx); the page is served and the browser shows its state. */
export type Existence = 'found' | 'missing' | 'unknown';

export interface PageExistence {
  check(match: RouteMatch): Promise<Existence>;
}

/** The api path that decides whether a data-driven page exists, or null for pages that always exist. */
export function existencePath(match: RouteMatch): string | null {
  const iso = STOREFRONTS[match.storefront].iso;
  const slug = match.params.slug;
  if (!slug) return null;
  switch (match.routeId) {
    case 'product-slug':
      return apiPaths.product(iso, slug);
    case 'collections-slug':
    case 'collections-slug-page':
      return `${apiPaths.listing(iso, slug)}?page=${encodeURIComponent(match.params.page ?? '1')}`;
    default:
      return null;
  }
}

export function createPageExistence(
  api: ApiClient,
  ttl: { ok: number; failure: number },
  log: FastifyBaseLogger,
): PageExistence {
  const cache = new TtlCache<Existence>(5000);

  async function load(path: string) {
    try {
      const response = await api.get(path);
      await discardBody(response);
      if (response.status === 404) return { value: 'missing' as const, ttlMs: ttl.ok };
      if (response.ok) return { value: 'found' as const, ttlMs: ttl.ok };
      throw new Error(`status ${response.status}`);
    } catch (error) {
      log.warn({ err: error, path }, 'cannot tell whether the page exists; serving it');
      return { value: 'unknown' as const, ttlMs: ttl.failure };
    }
  }

  return {
    async check(match) {
      const path = existencePath(match);
      return path ? cache.get(path, () => load(path)) : 'found';
    },
  };
}
