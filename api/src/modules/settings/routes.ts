import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CatalogCache, sendCachedJson } from '../../cache/catalog-cache';
import { storefrontFromIso } from '../../http/storefront';
import { getRouteRules, getSettings } from './get-settings';
import type { SettingsRepository } from './repository';

interface SettingsDeps {
  repo: SettingsRepository;
  cache: CatalogCache;
  maxSeedsPerCart: number;
}

export async function settingsRoutes(
  app: FastifyInstance,
  { repo, cache, maxSeedsPerCart }: SettingsDeps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/:iso/settings', { schema: { params: z.object({ iso: z.string() }) } }, async (request, reply) => {
    const storefront = storefrontFromIso(request.params.iso);
    const value = await cache.get(`settings|${storefront.iso}`, () => getSettings(repo, storefront, maxSeedsPerCart));
    return sendCachedJson(request, reply, value);
  });

  r.get('/api/route-rules', async (request, reply) => {
    const value = await cache.get('route-rules', () => getRouteRules(repo));
    return sendCachedJson(request, reply, value);
  });
}
