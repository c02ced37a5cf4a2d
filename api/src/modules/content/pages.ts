import {
  type ContentPageRouteId,
  type CurrencyCode,
  type Language,
  type Storefront,
} from '@storefront/shared-contracts';
import type { ContentBlock, ContentPage, HomeBlock, HomePageContent } from '@storefront/shared-contracts/schemas';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/errors';
import type { StoredBlock } from '../../db/seed/content-blocks-text';
import { listProducts } from '../catalog/list-products';
import { listCollections } from '../catalog/list-collections';
import { parseListingQuery } from '../catalog/listing-query';
import { localizeCollection } from '../catalog/localize';
import { productImage } from '../catalog/mappers';
import type { CatalogRepository } from '../catalog/repository';
import { evaluateCoupon } from '../coupons/coupon-rules';
import type { CouponRow } from '../coupons/repository';
import { postContent } from './blog';

interface PageRow {
  title: string;
  summary: string;
  body: string;
  language: Language;
}

/** Newest top-rated reviews on the shop-reviews block. */
const TOP_REVIEWS = 3;

/** SQL of the content pages and their blocks. */
export function pagesRepository(db: Queryable) {
  return {
    async page(routeId: string, language: Language): Promise<PageRow | null> {
      const { rows } = await db.query<PageRow>(
        `SELECT coalesce(t.title, p.title) AS title, coalesce(t.summary, p.summary) AS summary, p.body,
           CASE WHEN t.route_id IS NULL THEN 'en' ELSE t.language END AS language
         FROM content_pages p LEFT JOIN content_page_translations t ON t.route_id = p.route_id AND t.language = $2
         WHERE p.route_id = $1`,
        [routeId, language],
      );
      return rows[0] ?? null;
    },

    /** The languages a page has blocks in. */
    async blockLanguages(routeId: string): Promise<Language[]> {
      const { rows } = await db.query<{ language: Language }>(
        'SELECT DISTINCT language FROM content_blocks WHERE route_id = $1 ORDER BY language',
        [routeId],
      );
      return rows.map((r) => r.language);
    },

    async blocks(routeId: string, language: Language): Promise<StoredBlock[]> {
      const { rows } = await db.query<{ type: StoredBlock['type']; data: Record<string, unknown> }>(
        'SELECT type, data FROM content_blocks WHERE route_id = $1 AND language = $2 ORDER BY position',
        [routeId, language],
      );
      return rows.map((r) => ({ ...r.data, type: r.type }) as StoredBlock);
    },

    async productName(slug: string): Promise<string | null> {
      const { rows } = await db.query<{ name: string }>('SELECT name FROM products WHERE slug = $1', [slug]);
      return rows[0]?.name ?? null;
    },

    async reviewSummary() {
      const { rows } = await db.query<{ rating: number; review_count: number }>(
        'SELECT coalesce(round(avg(rating), 2), 0)::float8 AS rating, count(*)::int AS review_count FROM reviews',
      );
      return rows[0] ?? { rating: 0, review_count: 0 };
    },

    async topReviews(limit: number) {
      const { rows } = await db.query<{
        author: string;
        rating: number;
        title: string;
        body: string;
        slug: string;
        name: string;
      }>(
        `SELECT r.author, r.rating, r.title, r.body, p.slug, p.name FROM reviews r JOIN products p ON p.id = r.product_id
         WHERE r.rating = 5 AND r.verified ORDER BY r.reviewed_on DESC, r.id DESC LIMIT ${Math.trunc(limit)}`,
      );
      return rows;
    },

    /** Every public coupon as it applies in `currency` (the same columns the cart evaluates). */
    async publicCoupons(currency: CurrencyCode): Promise<CouponRow[]> {
      const { rows } = await db.query<CouponRow>(
        `SELECT c.code, c.kind, c.value AS percent, a.amount, coalesce(a.min_subtotal, 0) AS min_subtotal,
           a.coupon_code IS NOT NULL AS has_currency, c.active, to_char(c.valid_from, 'YYYY-MM-DD') AS valid_from,
           to_char(c.valid_until, 'YYYY-MM-DD') AS valid_until, c.usage_limit, c.times_used, c.once_per_email
         FROM coupons c LEFT JOIN coupon_amounts a ON a.coupon_code = c.code AND a.currency = $1
         WHERE c.public ORDER BY c.created_at, c.code`,
        [currency],
      );
      return rows;
    },

    /** The storefront's countries (in their order) with their shipping methods, cheapest first. */
    async shippingCountries(storefront: string) {
      const { rows } = await db.query<{
        iso: string;
        name: string;
        free_from: number;
        carrier: string;
        tracked: boolean;
        price: number;
        min_days: number;
        max_days: number;
      }>(
        `SELECT c.iso, c.name, c.free_from, k.label AS carrier, k.tracked, m.price, m.min_days, m.max_days
         FROM countries c JOIN shipping_methods m ON m.country_id = c.id JOIN carriers k ON k.key = m.carrier_key
         WHERE c.storefront = $1 ORDER BY c.position, m.price DESC, m.id`,
        [storefront],
      );
      return rows;
    },

    async paymentOptions(storefront: string) {
      const { rows } = await db.query<{ code: string; name: string; countries: string[] }>(
        'SELECT code, name, countries FROM payment_options WHERE storefront = $1 ORDER BY position',
        [storefront],
      );
      return rows;
    },
  };
}

export type PagesRepository = ReturnType<typeof pagesRepository>;

/** A country's name in `language` (the stored name when the runtime has none). */
function countryName(iso: string, language: Language, stored: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(iso) ?? stored;
  } catch {
    return stored;
  }
}

/**
 * Names of the generic payment methods per language; brand names (iDEAL, Klarna, Bitcoin, TWINT ...) and any
 * method not listed keep the stored name of the payment settings.
 */
const PAYMENT_NAMES: Record<string, Record<Language, string>> = {
  credit_card: { en: 'Card payment', de: 'Kartenzahlung', nl: 'Kaartbetaling', fr: 'Carte bancaire' },
  bank_transfer: { en: 'Bank transfer', de: 'Banküberweisung', nl: 'Bankoverschrijving', fr: 'Virement bancaire' },
  eps: { en: 'EPS bank transfer', de: 'EPS-Überweisung', nl: 'EPS-overschrijving', fr: 'Virement EPS' },
  payid: { en: 'PayID bank transfer', de: 'PayID-Überweisung', nl: 'PayID-overschrijving', fr: 'Virement PayID' },
  interac: {
    en: 'Interac e-Transfer',
    de: 'Interac-Überweisung',
    nl: 'Interac-overschrijving',
    fr: 'Virement Interac',
  },
  ach: { en: 'ACH bank transfer', de: 'ACH-Überweisung', nl: 'ACH-overschrijving', fr: 'Virement ACH' },
};

/** The stored name is the storefront's wording (UK: "Faster Payments ..."): kept for the storefront's language. */
const paymentName = (code: string, stored: string, language: Language, storefront: Storefront) =>
  language === storefront.language ? stored : (PAYMENT_NAMES[code]?.[language] ?? stored);

/** A stored block with its dynamic part computed; null when what it points at is gone (the block is left out). */
async function resolveBlock(
  block: StoredBlock,
  repo: PagesRepository,
  catalog: CatalogRepository,
  storefront: Storefront,
  language: Language,
): Promise<ContentBlock | null> {
  switch (block.type) {
    case 'rich-text':
    case 'call-to-action':
    case 'faq-list':
      return block as ContentBlock;
    case 'image-text': {
      const name = await repo.productName(block.product);
      if (!name) return null;
      return {
        type: 'image-text',
        heading: block.heading,
        text: block.text,
        image: productImage(block.product, name),
        imageSide: block.imageSide,
      };
    }
    case 'product-carousel': {
      const listing = await listProducts(catalog, storefront, block.collection, parseListingQuery({})).catch(
        () => null,
      );
      if (!listing) return null;
      return {
        type: 'product-carousel',
        heading: block.heading,
        collection: localizeCollection({ slug: listing.collection.slug, name: listing.collection.name }, language),
        products: listing.items.slice(0, block.limit),
      };
    }
    case 'shop-reviews': {
      const [summary, reviews] = await Promise.all([repo.reviewSummary(), repo.topReviews(TOP_REVIEWS)]);
      return {
        type: 'shop-reviews',
        heading: block.heading,
        rating: summary.rating,
        reviewCount: summary.review_count,
        reviews: reviews.map((r) => ({
          author: r.author,
          rating: r.rating,
          title: r.title,
          body: r.body,
          product: { slug: r.slug, name: r.name },
        })),
        profiles: block.profiles,
      };
    }
    case 'discount-codes': {
      const now = new Date();
      const currency = storefront.currency;
      const live = (await repo.publicCoupons(currency)).filter(
        (c) => evaluateCoupon(c, Math.max(c.min_subtotal, 1), now).ok,
      );
      return {
        type: 'discount-codes',
        heading: block.heading,
        codes: live.map((c) => ({
          code: c.code,
          discount:
            c.kind === 'percent'
              ? { kind: 'percent' as const, percent: c.percent ?? 0 }
              : { kind: 'fixed' as const, amount: { amount: c.amount ?? 0, currency } },
          minimum: c.min_subtotal > 0 ? { amount: c.min_subtotal, currency } : null,
          validFrom: c.valid_from,
          validUntil: c.valid_until,
          usesLeft: c.usage_limit === null ? null : c.usage_limit - c.times_used,
          oncePerCustomer: c.once_per_email,
        })),
      };
    }
    case 'shipping-table': {
      const currency = storefront.currency;
      const countries: Extract<ContentBlock, { type: 'shipping-table' }>['countries'] = [];
      for (const row of await repo.shippingCountries(storefront.code)) {
        let country = countries.at(-1);
        if (country?.iso !== row.iso) {
          country = {
            iso: row.iso,
            name: countryName(row.iso, language, row.name),
            freeFrom: row.free_from > 0 ? { amount: row.free_from, currency } : null,
            methods: [],
          };
          countries.push(country);
        }
        country.methods.push({
          carrier: row.carrier,
          tracked: row.tracked,
          price: { amount: row.price, currency },
          minDays: row.min_days,
          maxDays: row.max_days,
        });
      }
      return { type: 'shipping-table', heading: block.heading, note: block.note, countries };
    }
    case 'payment-methods': {
      const [options, countries] = await Promise.all([
        repo.paymentOptions(storefront.code),
        repo.shippingCountries(storefront.code),
      ]);
      const stored = new Map(countries.map((c) => [c.iso, c.name]));
      return {
        type: 'payment-methods',
        heading: block.heading,
        methods: options.map((o) => ({
          code: o.code,
          name: paymentName(o.code, o.name, language, storefront),
          countries: o.countries.map((iso) => countryName(iso, language, stored.get(iso) ?? iso)),
        })),
      };
    }
    // The home page's own types: not on a content page.
    case 'hero':
    case 'collection-grid':
    case 'seedfinder-teaser':
      return null;
  }
}

/** A stored block of the home page resolved; null for a type the home does not show (or what it points at is gone). */
async function resolveHomeBlock(
  block: StoredBlock,
  repo: PagesRepository,
  catalog: CatalogRepository,
  storefront: Storefront,
  language: Language,
): Promise<HomeBlock | null> {
  switch (block.type) {
    case 'hero':
    case 'seedfinder-teaser':
      return block;
    case 'collection-grid': {
      const { collections } = await listCollections(catalog);
      return {
        type: 'collection-grid',
        heading: block.heading,
        collections: collections.map((c) => {
          const { slug, name } = localizeCollection(c, language);
          return { slug, name, productCount: c.productCount };
        }),
      };
    }
    case 'rich-text':
    case 'image-text':
    case 'product-carousel':
    case 'call-to-action':
    case 'faq-list':
      return (await resolveBlock(block, repo, catalog, storefront, language)) as HomeBlock | null;
    default:
      return null;
  }
}

/** The blocks of a page in `language`, else in English (null: the page has none in either). */
async function storedBlocks(repo: PagesRepository, routeId: string, language: Language) {
  const languages = await repo.blockLanguages(routeId);
  const blockLanguage: Language | null = languages.includes(language)
    ? language
    : languages.includes('en')
      ? 'en'
      : null;
  return { languages, blockLanguage, stored: blockLanguage ? await repo.blocks(routeId, blockLanguage) : [] };
}

/** The home page's blocks in `language`, else in English (the same rule as a content page). */
export async function getHomePage(
  repo: PagesRepository,
  catalog: CatalogRepository,
  storefront: Storefront,
  language: Language,
): Promise<HomePageContent> {
  const { languages, blockLanguage, stored } = await storedBlocks(repo, 'home', language);
  const textLanguage = blockLanguage ?? 'en';
  const resolved = await Promise.all(stored.map((b) => resolveHomeBlock(b, repo, catalog, storefront, textLanguage)));
  return {
    language: textLanguage,
    languages: languages.length > 0 ? languages : ['en'],
    blocks: resolved.filter((b) => b !== null),
  };
}

/** The stored body as rich-text blocks: a heading and its paragraphs per section. */
export function bodyBlocks(body: string): ContentBlock[] {
  const blocks: Extract<ContentBlock, { type: 'rich-text' }>[] = [];
  for (const part of postContent(body)) {
    if (part.type === 'heading') blocks.push({ type: 'rich-text', heading: part.text, paragraphs: [] });
    else {
      const last = blocks.at(-1);
      if (last) last.paragraphs.push(part.text);
      else blocks.push({ type: 'rich-text', paragraphs: [part.text] });
    }
  }
  return blocks;
}

/** A content page in `language`: its blocks in that language, else in English, else its stored body. */
export async function getContentPage(
  repo: PagesRepository,
  catalog: CatalogRepository,
  storefront: Storefront,
  routeId: ContentPageRouteId,
  language: Language,
): Promise<ContentPage> {
  const [page, { languages, blockLanguage, stored }] = await Promise.all([
    repo.page(routeId, language),
    storedBlocks(repo, routeId, language),
  ]);
  if (!page) throw notFound(`There is no content page '${routeId}'.`);
  const resolved = await Promise.all(
    stored.map((b) => resolveBlock(b, repo, catalog, storefront, blockLanguage ?? 'en')),
  );
  const blocks = blockLanguage ? resolved.filter((b) => b !== null) : bodyBlocks(page.body);
  const textLanguage = blockLanguage ?? 'en';
  return {
    routeId,
    // Title and blocks in one language: a page shown in English fallback keeps its English title.
    title: textLanguage === page.language ? page.title : (await repo.page(routeId, 'en'))!.title,
    summary: textLanguage === page.language ? page.summary : (await repo.page(routeId, 'en'))!.summary,
    language: textLanguage,
    languages: languages.length > 0 ? languages : ['en'],
    blocks,
  };
}
