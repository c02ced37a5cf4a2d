import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES, isLanguage } from '@storefront/shared-contracts';
import { routeRulesSchema, settingsSchema } from '@storefront/shared-contracts/schemas';
import { errorResponses, notModified } from '../../http/responses';
import { type CatalogCache, sendCachedJson } from '../../cache/catalog-cache';
import { storefrontFromIsoOrLanguage } from '../../http/storefront';
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

  r.get(
    '/api/:iso/settings',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A storefront's settings (spec 3, General settings)",
        params: z.object({
          iso: z.string().describe('A storefront iso (en-en, de-de, en-uk ...) or a bare language (en, de, nl, fr)'),
        }),
        querystring: z.object({
          lang: z
            .enum(LANGUAGES)
            .optional()
            .describe(
              'The names (collections, post categories) in this language; the storefront or bare language by default',
            ),
        }),
        response: { 200: settingsSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { iso } = request.params;
      const storefront = storefrontFromIsoOrLanguage(iso);
      // A bare language answers in that language (nl: the Europe storefront in Dutch); ?lang= does the same.
      const language = request.query.lang ?? (isLanguage(iso) ? iso : storefront.language);
      const value = await cache.get(`settings|${storefront.iso}|${language}`, () =>
        getSettings(repo, storefront, maxSeedsPerCart, language),
      );
      return sendCachedJson(request, reply, value);
    },
  );

  r.get(
    '/api/route-rules',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Route rules: redirects the edge and the shell apply (spec 2.3)',
        response: { 200: routeRulesSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const value = await cache.get('route-rules', () => getRouteRules(repo));
      return sendCachedJson(request, reply, value);
    },
  );
}
