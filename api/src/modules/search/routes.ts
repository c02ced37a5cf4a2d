import { searchQuerySchema, searchResponseSchema } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CatalogCache, sendCachedJson } from '../../cache/catalog-cache';
import { errorResponses, notModified } from '../../http/responses';
import { storefrontFromIso } from '../../http/storefront';
import type { SearchIndex } from './search-index';

interface SearchDeps {
  /**
   * Answers from memory, read again when the catalogue version moves (sql-vs-memory.bench.ts puts the SQL search
   * in its place to compare the two).
   */
  index: Pick<SearchIndex, 'search'>;
  /** A cache of its own: arbitrary keywords must not evict the catalogue's pages. */
  cache: CatalogCache;
}

export async function searchRoutes(app: FastifyInstance, { index, cache }: SearchDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/:iso/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Strains, collections, posts and pages matching a keyword',
        params: z.object({ iso: z.string() }),
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const storefront = storefrontFromIso(request.params.iso);
      const { q, limit, offset = 0 } = request.query;
      const language = request.query.lang ?? storefront.language;
      const value = await cache.get(`search|${storefront.iso}|${language}|${limit}|${offset}|${q}`, (version) =>
        index.search(version, storefront, q, limit, language, offset),
      );
      return sendCachedJson(request, reply, value);
    },
  );
}
