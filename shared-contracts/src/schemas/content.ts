import { z } from 'zod';
import { CONTENT_PAGE_ROUTE_IDS } from '../model/content';
import { ROUTES } from '../routes/route-table';
import { languageSchema } from './blog';
import { productCardSchema } from './catalog';
import { imageSchema, moneySchema, slugSchema } from './common';

/** Route ids without parameters: a call to action links to one. */
const STATIC_ROUTE_IDS = ROUTES.filter((r) => !r.path.includes('{')).map((r) => r.id) as [string, ...string[]];

/**
 * Content blocks: a page is a list of blocks, stored per language in `content_blocks`. Managed
 * blocks carry their text; dynamic blocks are computed from data when the page is asked for. The api resolves
 * both (a carousel's products, an image's file), so the UI only renders.
 */
export const CONTENT_BLOCK_TYPES = [
  'rich-text',
  'image-text',
  'product-carousel',
  'call-to-action',
  'faq-list',
  'shop-reviews',
] as const;
export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];

/** Managed: an optional heading and paragraphs. */
const richTextBlockSchema = z.object({
  type: z.literal('rich-text'),
  heading: z.string().optional(),
  paragraphs: z.array(z.string()),
});
/** Managed: a picture (a strain's image) beside a heading and text. */
const imageTextBlockSchema = z.object({
  type: z.literal('image-text'),
  heading: z.string(),
  text: z.string(),
  image: imageSchema,
  imageSide: z.enum(['start', 'end']),
});
/** Managed heading, dynamic products: the first strains of a collection, priced in the storefront's currency. */
const productCarouselBlockSchema = z.object({
  type: z.literal('product-carousel'),
  heading: z.string(),
  collection: z.object({ slug: slugSchema, name: z.string() }),
  products: z.array(productCardSchema),
});
/** Managed: a heading, a line and a button to a route of the route table (a static one). */
const callToActionBlockSchema = z.object({
  type: z.literal('call-to-action'),
  heading: z.string(),
  text: z.string(),
  label: z.string(),
  routeId: z.enum(STATIC_ROUTE_IDS),
});
/** Managed: questions and answers. */
const faqListBlockSchema = z.object({
  type: z.literal('faq-list'),
  heading: z.string(),
  items: z.array(z.object({ question: z.string(), answer: z.string() })),
});

export const contentBlockSchema = z.discriminatedUnion('type', [
  richTextBlockSchema,
  imageTextBlockSchema,
  productCarouselBlockSchema,
  callToActionBlockSchema,
  faqListBlockSchema,
  /** Dynamic: the average of every product review, the newest top reviews, and external review profiles. */
  z.object({
    type: z.literal('shop-reviews'),
    heading: z.string(),
    rating: z.number().min(0).max(5),
    reviewCount: z.number().int().nonnegative(),
    reviews: z.array(
      z.object({
        author: z.string(),
        rating: z.number().int().min(1).max(5),
        title: z.string(),
        body: z.string(),
        /** The language the review was written in, when the text shown is a translation (spec 2.4). */
        originalLanguage: z.string().nullable().optional(),
        product: z.object({ slug: slugSchema, name: z.string() }),
      }),
    ),
    profiles: z.array(z.object({ name: z.string(), url: z.url(), rating: z.number(), reviewCount: z.number().int() })),
  }),
  /** Dynamic: the public codes live now (active, in their dates, uses left, usable in the storefront's currency). */
  z.object({
    type: z.literal('discount-codes'),
    heading: z.string(),
    codes: z.array(
      z.object({
        code: z.string(),
        /** The whole percent off, or the fixed amount off in the storefront's currency. */
        discount: z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('percent'), percent: z.number().int().min(1).max(100) }),
          z.object({ kind: z.literal('fixed'), amount: moneySchema }),
        ]),
        /** The minimum subtotal in the storefront's currency; null: none. */
        minimum: moneySchema.nullable(),
        /** Inclusive dates (YYYY-MM-DD, UTC); null: no bound. */
        validFrom: z.string().nullable(),
        validUntil: z.string().nullable(),
        /** Uses left of a code with a usage limit; null: unlimited. */
        usesLeft: z.number().int().positive().nullable(),
        oncePerCustomer: z.boolean(),
      }),
    ),
  }),
  /** Dynamic: the storefront's countries with their shipping methods, from the shipping-method data. */
  z.object({
    type: z.literal('shipping-table'),
    heading: z.string(),
    /** Managed: the line under the table (a country not listed: the contact form). */
    note: z.string(),
    countries: z.array(
      z.object({
        iso: z.string().length(2),
        /** In the page's language. */
        name: z.string(),
        /** Shipping is free from this subtotal; null: always free. */
        freeFrom: moneySchema.nullable(),
        methods: z.array(
          z.object({
            carrier: z.string(),
            tracked: z.boolean(),
            price: moneySchema,
            minDays: z.number().int().nonnegative(),
            maxDays: z.number().int().nonnegative(),
          }),
        ),
      }),
    ),
  }),
  /** Dynamic: the storefront's payment methods and where each is offered, from the payment settings. */
  z.object({
    type: z.literal('payment-methods'),
    heading: z.string(),
    methods: z.array(
      z.object({
        code: z.string(),
        /** In the page's language. */
        name: z.string(),
        /** Country names (page language) where it is offered; empty: every country of the storefront. */
        countries: z.array(z.string()),
      }),
    ),
  }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/**
 * The home page's blocks (stored as `content_blocks` of route `home`): the managed blocks above plus three of
 * the catalogue's (mf-catalog renders the home). The api leaves out stored blocks of other types.
 */
export const HOME_BLOCK_TYPES = [
  'hero',
  'collection-grid',
  'seedfinder-teaser',
  'rich-text',
  'image-text',
  'product-carousel',
  'call-to-action',
  'faq-list',
] as const;
export type HomeBlockType = (typeof HOME_BLOCK_TYPES)[number];

export const homeBlockSchema = z.discriminatedUnion('type', [
  /** Managed: the page's main heading, a line and a link to a collection. */
  z.object({
    type: z.literal('hero'),
    heading: z.string(),
    text: z.string(),
    label: z.string(),
    collection: slugSchema,
  }),
  /** Dynamic: every named collection with its product count, named in the language. */
  z.object({
    type: z.literal('collection-grid'),
    heading: z.string(),
    collections: z.array(
      z.object({ slug: slugSchema, name: z.string(), productCount: z.number().int().nonnegative() }),
    ),
  }),
  /** Managed: a line and a link that opens the Seedfinder (its page without JavaScript). */
  z.object({ type: z.literal('seedfinder-teaser'), heading: z.string(), text: z.string(), label: z.string() }),
  richTextBlockSchema,
  imageTextBlockSchema,
  productCarouselBlockSchema,
  callToActionBlockSchema,
  faqListBlockSchema,
]);
export type HomeBlock = z.infer<typeof homeBlockSchema>;

/** `GET /api/{iso}/home?lang=`: the home page's blocks in `language` (English when there is no version). */
export const homePageSchema = z.object({
  language: languageSchema,
  languages: z.array(languageSchema),
  blocks: z.array(homeBlockSchema),
});
export type HomePageContent = z.infer<typeof homePageSchema>;

/** `GET /api/{iso}/pages/{routeId}?lang=`: a content page in `language` (English when there is no version). */
export const contentPageSchema = z.object({
  routeId: z.enum(CONTENT_PAGE_ROUTE_IDS),
  title: z.string(),
  summary: z.string(),
  language: languageSchema,
  languages: z.array(languageSchema),
  blocks: z.array(contentBlockSchema),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** `GET /api/{iso}/sitemap?lang=`: what the sitemap page and the XML sitemaps list, from the data. */
export const sitemapSchema = z.object({
  /** The content pages, titled in the language. */
  pages: z.array(z.object({ routeId: z.enum(CONTENT_PAGE_ROUTE_IDS), title: z.string() })),
  /** Product categories: the collections. */
  collections: z.array(z.object({ slug: slugSchema, name: z.string() })),
  products: z.array(z.object({ slug: slugSchema, name: z.string() })),
  postCategories: z.array(z.object({ slug: slugSchema, name: z.string() })),
  posts: z.array(
    z.object({
      slug: slugSchema,
      title: z.string(),
      language: languageSchema,
      languages: z.array(languageSchema),
      updatedAt: z.string(),
    }),
  ),
  authors: z.array(z.object({ slug: slugSchema, name: z.string() })),
});
export type Sitemap = z.infer<typeof sitemapSchema>;
