import {
  collectionsResponseSchema,
  listingResponseSchema,
  priceListQuerySchema,
  priceListSchema,
  productDetailSchema,
  reviewsPageSchema,
  contentQuerySchema,
} from '@storefront/shared-contracts/schemas';
import { LANGUAGES } from '@storefront/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CacheGetOptions, type CatalogCache, sendCachedJson } from '../../cache/catalog-cache';
import { notFound, validationFailed } from '../../http/errors';
import { errorResponses, notModified } from '../../http/responses';
import { storefrontFromIso } from '../../http/storefront';
import { REVIEW_COUNTS_MAX_AGE_MS, productPageKey, reviewsPageKey } from './cache-keys';
import { getPriceList } from './get-price-list';
import { getProduct, getProductReviews } from './get-product';
import { listCollections } from './list-collections';
import { localizeCollection } from './localize';
import { listProducts } from './list-products';
import { parseListingQuery } from './listing-query';
import type { PriceListRepository } from './price-list-repository';
import type { ProductImageStore } from './product-image';
import type { CatalogRepository } from './repository';

interface CatalogDeps {
  repo: CatalogRepository;
  priceLists: PriceListRepository;
  cache: CatalogCache;
  /**
   * Name-filtered price lists, apart from `cache`: any text a client types is a key, and thousands of them must
   * not push the collections, listings and product pages out of the catalogue cache.
   */
  filteredPriceLists: CatalogCache;
  images: ProductImageStore;
}

const isoParams = z.object({ iso: z.string() });
const slugParams = isoParams.extend({ slug: z.string().min(1).max(200) });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
const catalogue = { tags: ['catalogue'] };
/** The shopper's interface language where it is not the storefront's (French on the Europe storefront). */
const langQuery = z.object({ lang: z.enum(LANGUAGES).optional() });
const webpImage = {
  description: 'The product image, webp',
  content: { 'image/webp': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
};
const IMAGE_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)@([12])x\.webp$/;

/** Collections, listings, product pages (cached per catalogue version) and product images. */
export async function catalogRoutes(
  app: FastifyInstance,
  { repo, priceLists, cache, filteredPriceLists, images }: CatalogDeps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cached = (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => Promise<unknown>,
    options?: CacheGetOptions,
  ) => cache.get(key, compute, options).then((value) => sendCachedJson(request, reply, value));
  const withReviewCounts = { maxAgeMs: REVIEW_COUNTS_MAX_AGE_MS };

  r.get(
    '/api/:iso/collections',
    {
      schema: {
        ...catalogue,
        summary: 'The named collections with their product counts',
        params: isoParams,
        querystring: langQuery,
        response: { 200: collectionsResponseSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const storefront = storefrontFromIso(request.params.iso);
      const language = request.query.lang ?? storefront.language;
      return cached(request, reply, `collections|${storefront.iso}|${language}`, async () => {
        const { collections } = await listCollections(repo);
        return { collections: collections.map((c) => localizeCollection(c, language)) };
      });
    },
  );

  r.get(
    '/api/:iso/collections/:slug/products',
    {
      schema: {
        ...catalogue,
        summary: "A collection's listing ('all' for every product)",
        description:
          "Query: `lang` (the collection's name and description in that language), `page` (1-based), `sort` (popularity, rating, reviews, name, price, thc, cbd, yield_indoor, yield_outdoor), `dir` (asc, desc), and one parameter per public filter of the settings, its values comma-separated or repeated.",
        params: slugParams,
        response: { 200: listingResponseSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const storefront = storefrontFromIso(request.params.iso);
      // `?lang=` names the collection in the shopper's language; every other parameter is the listing's.
      const { lang, ...rest } = request.query as Record<string, unknown>;
      const asked = langQuery.safeParse({ lang });
      if (!asked.success) throw validationFailed([{ path: 'lang', message: `lang is one of ${LANGUAGES.join(', ')}` }]);
      const language = asked.data.lang ?? storefront.language;
      const query = parseListingQuery(rest);
      const { slug } = request.params;
      return cached(request, reply, `listing|${storefront.iso}|${language}|${slug}|${query.key}`, async () => {
        const listing = await listProducts(repo, storefront, slug, query);
        return { ...listing, collection: localizeCollection(listing.collection, language) };
      });
    },
  );

  r.get(
    '/api/:iso/products/:slug',
    {
      schema: {
        ...catalogue,
        summary: 'A product page: profile, packs with prices, FAQ, related strains and collections, reviews page 1',
        params: slugParams,
        querystring: contentQuerySchema,
        response: { 200: productDetailSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const storefront = storefrontFromIso(request.params.iso);
      const { slug } = request.params;
      // `?lang=`: the shopper's interface language (France and the Netherlands shop on the Europe storefront).
      const language = request.query.lang ?? storefront.language;
      const key = productPageKey(storefront.iso, slug) + (language === storefront.language ? '' : `|${language}`);
      return cached(request, reply, key, () => getProduct(repo, storefront, slug, language), withReviewCounts);
    },
  );

  r.get(
    '/api/:iso/products/:slug/reviews',
    {
      schema: {
        ...catalogue,
        summary: "Further pages of a product's reviews, newest first",
        params: slugParams,
        querystring: pageQuery.extend(langQuery.shape),
        response: { 200: reviewsPageSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const storefront = storefrontFromIso(request.params.iso);
      const { slug } = request.params;
      const { page } = request.query;
      // The reviews in the shopper's language (`?lang=`, else the storefront's).
      const language = request.query.lang ?? storefront.language;
      return cached(
        request,
        reply,
        `${reviewsPageKey(slug, page)}|${language}`,
        () => getProductReviews(repo, slug, page, language),
        withReviewCounts,
      );
    },
  );

  r.get(
    '/api/:iso/price-list',
    {
      schema: {
        ...catalogue,
        summary: 'Every product with every pack and its price, by name',
        params: isoParams,
        querystring: priceListQuerySchema,
        response: { 200: priceListSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const storefront = storefrontFromIso(request.params.iso);
      // Case-insensitive filter: one cache entry per lower-cased filter.
      const filter = (request.query.q ?? '').toLowerCase();
      const key = `price-list|${storefront.iso}|${filter}`;
      const compute = () => getPriceList(priceLists, storefront, filter);
      if (!filter) return cached(request, reply, key, compute);
      return filteredPriceLists.get(key, compute).then((value) => sendCachedJson(request, reply, value));
    },
  );

  r.get(
    '/api/images/products/:file',
    {
      schema: {
        ...catalogue,
        summary: 'A product image, `<slug>@1x.webp` (480 px) or `<slug>@2x.webp` (960 px)',
        params: z.object({ file: z.string() }),
        response: { 200: webpImage, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const match = IMAGE_FILE.exec(request.params.file);
      if (!match) throw notFound(`No image '${request.params.file}'; expected <product-slug>@1x.webp or @2x.webp.`);
      const slug = match[1] as string;
      const density = match[2] === '2' ? 2 : 1;
      const etag = images.etag(slug, density);
      const image = await images.get(slug, density);
      if (!image) throw notFound(`Unknown product '${slug}'.`);
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type('image/webp').send(image);
    },
  );
}
