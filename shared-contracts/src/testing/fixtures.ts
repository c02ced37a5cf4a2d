/**
 * Example payloads that satisfy the contracts, for every team's component tests. Each builder parses
 * its result with the schema, so a contract change breaks the fixtures loudly instead of silently.
 */
import { cartSchema, type Cart, type CartLine } from '../schemas/cart';
import {
  listingResponseSchema,
  productCardSchema,
  productDetailSchema,
  reviewSchema,
  type ListingResponse,
  type ProductCard,
  type ProductDetail,
  type Review,
} from '../schemas/catalog';
import type { CurrencyCode } from '../locales';
import { priceListSchema, type PriceList } from '../schemas/price-list';
import { searchResponseSchema, type SearchResponse } from '../schemas/search';

const image = (slug: string) => ({
  src: `/api/images/products/${slug}@1x.webp`,
  src2x: `/api/images/products/${slug}@2x.webp`,
  width: 480,
  height: 480,
  alt: slug,
});

export function exampleProductCard(overrides: Partial<ProductCard> = {}): ProductCard {
  const slug = overrides.slug ?? 'amnesia-haze-auto';
  return productCardSchema.parse({
    id: 1,
    slug,
    name: 'Amnesia Haze Auto',
    floweringType: 'autoflower',
    gender: 'feminized',
    genetics: 'mostly_sativa',
    thc: 'high',
    rating: 4.6,
    reviewCount: 12,
    image: image(slug),
    fromPrice: { amount: 1290, currency: 'EUR' },
    promotion: false,
    ...overrides,
  });
}

export function exampleListing(overrides: Partial<ListingResponse> = {}): ListingResponse {
  return listingResponseSchema.parse({
    collection: { slug: 'high-thc', name: 'High THC', description: 'Potent strains', icon: null, productCount: 30 },
    items: [
      exampleProductCard(),
      exampleProductCard({
        id: 2,
        slug: 'white-widow',
        name: 'White Widow',
        fromPrice: { amount: 990, currency: 'EUR' },
      }),
    ],
    total: 30,
    page: 1,
    pageSize: 24,
    pageCount: 2,
    sort: 'popularity',
    dir: 'desc',
    filters: {},
    ...overrides,
  });
}

export function exampleProduct(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return productDetailSchema.parse({
    id: 1,
    slug: 'amnesia-haze-auto',
    name: 'Amnesia Haze Auto',
    description: 'A sativa classic that flowers on its own.',
    profile: {
      floweringType: 'autoflower',
      gender: 'feminized',
      genetics: 'mostly_sativa',
      ratio: '30% Indica / 70% Sativa',
      difficulty: 'advanced',
      thc: 'high',
      cbd: 'low',
      cbg: 'medium',
      yield: 450,
      yieldIndoor: 500,
      yieldOutdoor: 150,
      height: { min: 60, max: 120 },
      heightIndoor: { min: 60, max: 100 },
      heightOutdoor: { min: 80, max: 120 },
      climates: ['mediterranean', 'temperate'],
      floweringTime: { min: 63, max: 70 },
      flavors: ['citrus', 'earthy'],
      terpenes: ['limonene'],
      effects: ['uplifting'],
      lineage: ['Amnesia Haze', 'Ruderalis'],
    },
    rating: 4.6,
    reviewCount: 12,
    images: [image('amnesia-haze-auto')],
    packs: [
      { id: 11, seeds: 1, freeSeeds: 0, price: { amount: 1290, currency: 'EUR' } },
      { id: 13, seeds: 3, freeSeeds: 0, price: { amount: 3490, currency: 'EUR' } },
      { id: 15, seeds: 5, freeSeeds: 2, price: { amount: 5290, currency: 'EUR' } },
    ],
    alternative: { slug: 'amnesia-haze', name: 'Amnesia Haze', floweringType: 'photoperiod' },
    relatedStrains: [],
    relatedCollections: [],
    faq: [],
    reviews: { items: [], total: 0, page: 1, pageCount: 0 },
    ...overrides,
  });
}

export function exampleCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 101,
    packId: 15,
    productSlug: 'amnesia-haze-auto',
    productName: 'Amnesia Haze Auto',
    seeds: 5,
    freeSeeds: 2,
    quantity: 1,
    unitPrice: { amount: 5290, currency: 'EUR' },
    lineTotal: { amount: 5290, currency: 'EUR' },
    image: image('amnesia-haze-auto'),
    ...overrides,
  };
}

/** A cart whose totals are computed from its lines, as the server does (no discount or shipping yet). */
export function exampleCart(lines: CartLine[] = [], currency: CurrencyCode = 'EUR'): Cart {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal.amount, 0);
  return cartSchema.parse({
    id: lines.length ? 'cart-token' : null,
    currency,
    items: lines,
    seedCount: lines.reduce((sum, line) => sum + line.seeds * line.quantity, 0),
    maxSeeds: 100,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    coupon: null,
    couponIssue: null,
    subtotal: { amount: subtotal, currency },
    discount: { amount: 0, currency },
    shipping: { amount: 0, currency },
    shippingInfo: { country: 'NL', free: false, freeOver: { amount: 5000, currency } },
    total: { amount: subtotal, currency },
  });
}

/** Search results for "amnesia haze" with a hit in every group; pass `{ posts: [] }` etc. for empty groups. */
export function exampleSearchResponse(overrides: Partial<SearchResponse> = {}): SearchResponse {
  return searchResponseSchema.parse({
    query: 'amnesia haze',
    strains: [
      exampleProductCard({ id: 9, slug: 'amnesia-haze', name: 'Amnesia Haze', floweringType: 'photoperiod' }),
      exampleProductCard(),
    ],
    collections: [
      { slug: 'high-thc', name: 'High THC', description: 'Potent strains', icon: 'mdi:fire', productCount: 30 },
    ],
    posts: [
      {
        slug: 'strain-review-amnesia-haze-in-a-small-tent',
        title: 'Strain review: Amnesia Haze in a small tent',
        excerpt: 'A long-flowering sativa classic grown under one LED.',
        category: { slug: 'strain-reviews', name: 'Strain reviews' },
        publishedAt: '2023-05-29T08:00:00Z',
        minutesRead: 3,
      },
    ],
    pages: [
      { routeId: 'price-list', title: 'Price list', summary: 'Every strain and every seed pack with its price.' },
    ],
    ...overrides,
  });
}

/** A two-strain price list in euro, sorted by name like the api's. */
export function examplePriceList(overrides: Partial<PriceList> = {}): PriceList {
  const eur = (amount: number) => ({ amount, currency: 'EUR' as const });
  return priceListSchema.parse({
    currency: 'EUR',
    items: [
      {
        id: 9,
        slug: 'amnesia-haze',
        name: 'Amnesia Haze',
        floweringType: 'photoperiod',
        packs: [
          { id: 31, seeds: 1, freeSeeds: 0, price: eur(1099) },
          { id: 32, seeds: 5, freeSeeds: 1, price: eur(4799) },
        ],
      },
      {
        id: 10,
        slug: 'amnesia-haze-auto',
        name: 'Amnesia Haze Auto',
        floweringType: 'autoflower',
        packs: [{ id: 35, seeds: 3, freeSeeds: 0, price: eur(3199) }],
      },
    ],
    ...overrides,
  });
}

/** A review; `originalLanguage` set means the text shown is a translation. */
export function exampleReview(overrides: Partial<Review> = {}): Review {
  return reviewSchema.parse({
    id: 501,
    author: 'Sam',
    rating: 5,
    title: 'Easy and strong',
    body: 'Grew fast under one LED and smelled of lemons.',
    reviewedAt: '2024-03-05T10:00:00Z',
    verified: true,
    usefulCount: 3,
    originalLanguage: null,
    ...overrides,
  });
}
