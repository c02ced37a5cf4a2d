import type { FastifyBaseLogger } from 'fastify';
import { apiPaths, langParam, type Language, type Settings } from '@storefront/shared-contracts';
import { settingsSchema } from '@storefront/shared-contracts/schemas';
import { discardBody, type ApiClient } from './api-client';
import { TtlCache } from './ttl-cache';

export interface SettingsSource {
  /**
   * The storefront's settings with its menu named in `language` (France on the Europe storefront reads French),
   * or null when the api cannot give them (the shell then asks itself).
   */
  get(iso: string, language: Language): Promise<Settings | null>;
}

export function createSettingsSource(
  api: ApiClient,
  ttl: { ok: number; failure: number },
  log: FastifyBaseLogger,
): SettingsSource {
  const cache = new TtlCache<Settings | null>(32);

  async function load(iso: string, language: Language) {
    try {
      const response = await api.get(apiPaths.settings(iso, langParam(iso, language).lang));
      if (!response.ok) {
        await discardBody(response);
        throw new Error(`status ${response.status}`);
      }
      const parsed = settingsSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error(`unexpected shape: ${parsed.error.message}`);
      return { value: parsed.data, ttlMs: ttl.ok };
    } catch (error) {
      log.warn({ err: error, iso, language }, 'settings unavailable; the page boots without them');
      return { value: null, ttlMs: ttl.failure };
    }
  }

  return { get: (iso, language) => cache.get(`${iso}|${language}`, () => load(iso, language)) };
}
