import {
  authorPageSchema,
  authorsResponseSchema,
  blogEntrySchema,
  blogIndexSchema,
  contentPageSchema,
  contentQuerySchema,
  homePageSchema,
  sitemapSchema,
  slugSchema,
} from '@storefront/shared-contracts/schemas';
import { CONTENT_PAGE_ROUTE_IDS } from '@storefront/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CatalogCache, sendCachedJson } from '../../cache/catalog-cache';
import { errorResponses, notModified } from '../../http/responses';
import { storefrontFromIso } from '../../http/storefront';
import { getAuthorPage, getAuthors, getBlogEntry, getBlogIndex } from './blog';
import type { CatalogRepository } from '../catalog/repository';
import { getContentPage, getHomePage } from './pages';
import type { PagesRepository } from './pages-repository';
import type { ContentRepository } from './repository';
import { getSitemap } from './sitemap';
import type { Queryable } from '../../db/database';

interface ContentDeps {
  repo: ContentRepository;
  pages: PagesRepository;
  catalog: CatalogRepository;
  db: Queryable;
  cache: CatalogCache;
}

/**
 * Posts appear when their publication time passes and coupons run out or expire, so cached answers are recomputed
 * at least every minute.
 */
const MAX_AGE_MS = 60_000;

const isoParam = z.string().describe('A storefront iso: en-en, de-de, en-uk ...');

export async function contentRoutes(
  app: FastifyInstance,
  { repo, pages, catalog, db, cache }: ContentDeps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/:iso/sitemap',
    {
      schema: {
        tags: ['content'],
        summary: 'Every content page, collection, product, post category, published post and author (the sitemaps)',
        params: z.object({ iso: isoParam }),
        querystring: contentQuerySchema,
        response: { 200: sitemapSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const storefront = storefrontFromIso(request.params.iso);
      const language = request.query.lang ?? storefront.language;
      const value = await cache.get(`sitemap|${language}`, () => getSitemap(db, language), { maxAgeMs: MAX_AGE_MS });
      return sendCachedJson(request, reply, value);
    },
  );

  r.get(
    '/api/:iso/pages/:routeId',
    {
      schema: {
        tags: ['content'],
        summary: 'A content page (our story, policies, reviews ...) as content blocks, in a language',
        params: z.object({ iso: isoParam, routeId: z.enum(CONTENT_PAGE_ROUTE_IDS) }),
        querystring: contentQuerySchema,
        response: { 200: contentPageSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const storefront = storefrontFromIso(request.params.iso);
      const language = request.query.lang ?? storefront.language;
      const { routeId } = request.params;
      // Dynamic blocks read data that changes without a catalogue version (coupon uses, today's date).
      const value = await cache.get(
        `page|${storefront.iso}|${language}|${routeId}`,
        () => getContentPage(pages, catalog, storefront, routeId, language),
        { maxAgeMs: MAX_AGE_MS },
      );
      return sendCachedJson(request, reply, value);
    },
  );

  r.get(
    '/api/:iso/home',
    {
      schema: {
        tags: ['content'],
        summary: "The home page's blocks (hero, collections, carousels ...), in a language",
        params: z.object({ iso: isoParam }),
        querystring: contentQuerySchema,
        response: { 200: homePageSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const storefront = storefrontFromIso(request.params.iso);
      const language = request.query.lang ?? storefront.language;
      // Carousel prices are the storefront's: one answer per storefront and language.
      const value = await cache.get(
        `home|${storefront.iso}|${language}`,
        () => getHomePage(pages, catalog, storefront, language),
        { maxAgeMs: MAX_AGE_MS },
      );
      return sendCachedJson(request, reply, value);
    },
  );

  r.get(
    '/api/:iso/blog',
    {
      schema: {
        tags: ['content'],
        summary: 'The blog index: the featured post, the latest posts and the post categories',
        params: z.object({ iso: isoParam }),
        querystring: contentQuerySchema,
        response: { 200: blogIndexSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const storefront = storefrontFromIso(request.params.iso);
      const language = request.query.lang ?? storefront.language;
      const value = await cache.get(`blog|${language}`, () => getBlogIndex(repo, language), { maxAgeMs: MAX_AGE_MS });
      return sendCachedJson(request, reply, value);
    },
  );

  r.get(
    '/api/:iso/blog/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A blog post (text, table of contents, author, related posts) or a post category with its posts',
        params: z.object({ iso: isoParam, slug: slugSchema }),
        querystring: contentQuerySchema,
        response: { 200: blogEntrySchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const storefront = storefrontFromIso(request.params.iso);
      const language = request.query.lang ?? storefront.language;
      const { slug } = request.params;
      const value = await cache.get(`blog|${language}|${slug}`, () => getBlogEntry(repo, language, slug), {
        maxAgeMs: MAX_AGE_MS,
      });
      return sendCachedJson(request, reply, value);
    },
  );

  r.get(
    '/api/:iso/authors',
    {
      schema: {
        tags: ['content'],
        summary: 'The blog authors',
        params: z.object({ iso: isoParam }),
        querystring: contentQuerySchema,
        response: { 200: authorsResponseSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const storefront = storefrontFromIso(request.params.iso);
      const language = request.query.lang ?? storefront.language;
      const value = await cache.get(`authors|${language}`, () => getAuthors(repo, language), { maxAgeMs: MAX_AGE_MS });
      return sendCachedJson(request, reply, value);
    },
  );

  r.get(
    '/api/:iso/authors/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'An author with their published posts',
        params: z.object({ iso: isoParam, slug: slugSchema }),
        querystring: contentQuerySchema,
        response: { 200: authorPageSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const storefront = storefrontFromIso(request.params.iso);
      const language = request.query.lang ?? storefront.language;
      const { slug } = request.params;
      const value = await cache.get(`authors|${language}|${slug}`, () => getAuthorPage(repo, language, slug), {
        maxAgeMs: MAX_AGE_MS,
      });
      return sendCachedJson(request, reply, value);
    },
  );
}
