import { z } from 'zod';
import { LANGUAGES } from '../locales';
import { collectionSchema, productCardSchema } from './catalog';
import { slugSchema } from './common';
import { CONTENT_PAGE_ROUTE_IDS } from '../model/content';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, SEARCH_MAX_OFFSET, SEARCH_MAX_QUERY_LENGTH } from '../model/search';

const KEYWORD_REQUIRED = 'Enter a keyword to search for.';

/**
 * `GET /api/{iso}/search?q&limit&offset`: `q` is trimmed, 1 to 100 characters; `limit` is per result type and
 * `offset` skips that many hits of each type (the results page's later pages; since 4.6.0).
 */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: KEYWORD_REQUIRED })
    .trim()
    .min(1, KEYWORD_REQUIRED)
    .max(SEARCH_MAX_QUERY_LENGTH, `A search keyword has at most ${SEARCH_MAX_QUERY_LENGTH} characters.`),
  limit: z.coerce
    .number({ error: `limit is a whole number from 1 to ${SEARCH_MAX_LIMIT}.` })
    .int(`limit is a whole number from 1 to ${SEARCH_MAX_LIMIT}.`)
    .min(1, `limit is a whole number from 1 to ${SEARCH_MAX_LIMIT}.`)
    .max(SEARCH_MAX_LIMIT, `limit is a whole number from 1 to ${SEARCH_MAX_LIMIT}.`)
    .default(SEARCH_DEFAULT_LIMIT),
  offset: z.coerce
    .number({ error: `offset is a whole number from 0 to ${SEARCH_MAX_OFFSET}.` })
    .int(`offset is a whole number from 0 to ${SEARCH_MAX_OFFSET}.`)
    .min(0, `offset is a whole number from 0 to ${SEARCH_MAX_OFFSET}.`)
    .max(SEARCH_MAX_OFFSET, `offset is a whole number from 0 to ${SEARCH_MAX_OFFSET}.`)
    .optional(),
  /** The shopper's interface language where it is not the storefront's (French on the Europe storefront). */
  lang: z.enum(LANGUAGES).optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** A blog post hit; the UI links it to `/blog/{slug}`. */
export const searchPostSchema = z.object({
  slug: slugSchema,
  title: z.string(),
  excerpt: z.string(),
  category: z.object({ slug: slugSchema, name: z.string() }),
  /** ISO 8601 date-time. */
  publishedAt: z.string(),
  minutesRead: z.number().int().positive(),
});
export type SearchPost = z.infer<typeof searchPostSchema>;

/** A static page hit; `routeId` is a route of the shared route table, so the UI builds the localized path. */
export const searchPageSchema = z.object({
  routeId: z.enum(CONTENT_PAGE_ROUTE_IDS),
  title: z.string(),
  summary: z.string(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

/**
 * Search results grouped by type, best first in each group: exact and prefix name matches, then full-text
 * rank, then trigram similarity (typo tolerance). An empty group is an empty array.
 */
export const searchResponseSchema = z.object({
  /** The keyword searched, trimmed. */
  query: z.string(),
  strains: z.array(productCardSchema),
  collections: z.array(collectionSchema),
  posts: z.array(searchPostSchema),
  pages: z.array(searchPageSchema),
  /** How many hits each type has in all, for the results page's pagination. Since 4.6.0. */
  totals: z
    .object({
      strains: z.number().int().nonnegative(),
      collections: z.number().int().nonnegative(),
      posts: z.number().int().nonnegative(),
      pages: z.number().int().nonnegative(),
    })
    .optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
