import { z } from 'zod';
import { imageSchema, moneySchema, slugSchema } from './common';
import {
  CLIMATES,
  DEFAULT_SORT_KEY,
  DIFFICULTIES,
  FLOWERING_TYPES,
  GENDERS,
  GENETICS,
  LEVELS,
  SORT_DIRECTIONS,
  SORT_KEYS,
} from '../model/catalog';

const rangeSchema = z.object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() });

/** The strain profile of spec section 3. Yields in grams (indoor per m², outdoor per plant), heights in cm. */
export const strainProfileSchema = z.object({
  floweringType: z.enum(FLOWERING_TYPES),
  gender: z.enum(GENDERS),
  genetics: z.enum(GENETICS),
  /** e.g. "70% Indica / 30% Sativa" */
  ratio: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  thc: z.enum(LEVELS),
  cbd: z.enum(LEVELS),
  cbg: z.enum(LEVELS),
  /** Shown as "Up to {amount}". */
  yield: z.number().int().positive(),
  yieldIndoor: z.number().int().positive(),
  yieldOutdoor: z.number().int().positive(),
  height: rangeSchema,
  heightIndoor: rangeSchema,
  heightOutdoor: rangeSchema,
  climates: z.array(z.enum(CLIMATES)).min(1),
  /** Shown as "{min} to {max} days". */
  floweringTime: rangeSchema,
  flavors: z.array(z.string()),
  terpenes: z.array(z.string()),
  effects: z.array(z.string()),
  lineage: z.array(z.string()),
});
export type StrainProfile = z.infer<typeof strainProfileSchema>;

export const seedPackSchema = z.object({
  id: z.number().int().positive(),
  seeds: z.number().int().positive(),
  freeSeeds: z.number().int().nonnegative(),
  price: moneySchema,
});
export type SeedPack = z.infer<typeof seedPackSchema>;

/** A product card (normal, inline and small variants all read this). */
export const productCardSchema = z.object({
  id: z.number().int().positive(),
  slug: slugSchema,
  name: z.string(),
  floweringType: z.enum(FLOWERING_TYPES),
  gender: z.enum(GENDERS),
  genetics: z.enum(GENETICS),
  thc: z.enum(LEVELS),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  image: imageSchema,
  /** Price of the smallest pack in the storefront's currency. */
  fromPrice: moneySchema,
  /** True when a pack carries free seeds (the "Promotions" filter). */
  promotion: z.boolean(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const collectionSchema = z.object({
  slug: slugSchema,
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  productCount: z.number().int().nonnegative(),
});
export type Collection = z.infer<typeof collectionSchema>;
export const collectionsResponseSchema = z.object({ collections: z.array(collectionSchema) });
export type CollectionsResponse = z.infer<typeof collectionsResponseSchema>;

/**
 * Listing query: `page`, `sort`, `dir` and one parameter per public filter key whose value is
 * comma-separated option values (`1` for toggles). The same parameters make the shareable link.
 */
export const listingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  sort: z.enum(SORT_KEYS).default(DEFAULT_SORT_KEY),
  dir: z.enum(SORT_DIRECTIONS).optional(),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const listingResponseSchema = z.object({
  collection: collectionSchema,
  items: z.array(productCardSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
  sort: z.enum(SORT_KEYS),
  dir: z.enum(SORT_DIRECTIONS),
  /** Active filters after validation, key -> values. */
  filters: z.record(z.string(), z.array(z.string())),
});
export type ListingResponse = z.infer<typeof listingResponseSchema>;

export const reviewSchema = z.object({
  id: z.number().int().positive(),
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  reviewedAt: z.string(),
  verified: z.boolean(),
  usefulCount: z.number().int().nonnegative(),
  /** Source language when the text shown is a translation; null when original. */
  originalLanguage: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * `POST /api/{iso}/reviews/{reviewId}/useful` (no body): "found this useful", once per visitor (the HttpOnly
 * visitor cookie). Always 200: a repeated vote changes nothing and says `alreadyVoted: true`.
 */
export const reviewUsefulVoteSchema = z.object({
  reviewId: z.number().int().positive(),
  /** The count after this vote, as the next product page shows it. */
  usefulCount: z.number().int().nonnegative(),
  voted: z.literal(true),
  alreadyVoted: z.boolean(),
});
export type ReviewUsefulVote = z.infer<typeof reviewUsefulVoteSchema>;

export const reviewsPageSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
});

export const faqEntrySchema = z.object({ question: z.string(), answer: z.string() });

/** `GET /api/{iso}/products/{slug}` */
export const productDetailSchema = z.object({
  id: z.number().int().positive(),
  slug: slugSchema,
  name: z.string(),
  description: z.string(),
  profile: strainProfileSchema,
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  images: z.array(imageSchema).min(1),
  packs: z.array(seedPackSchema).min(1),
  /** The same strain's other flowering type. */
  alternative: z.object({ slug: slugSchema, name: z.string(), floweringType: z.enum(FLOWERING_TYPES) }).nullable(),
  relatedStrains: z.array(productCardSchema),
  relatedCollections: z.array(collectionSchema.pick({ slug: true, name: true, icon: true })),
  faq: z.array(faqEntrySchema),
  reviews: reviewsPageSchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
