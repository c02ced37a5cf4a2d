import type { Language, Storefront } from '@storefront/shared-contracts';
import type { ContentBlock, HomeBlock } from '@storefront/shared-contracts/schemas';
import type { StoredBlock } from '../../db/seed/content-blocks-text';
import { listProducts } from '../catalog/list-products';
import { listCollections } from '../catalog/list-collections';
import { parseListingQuery } from '../catalog/listing-query';
import { localizeReview } from '../catalog/localize-review';
import { localizeCollection } from '../catalog/localize';
import { productImage } from '../catalog/mappers';
import type { CatalogRepository } from '../catalog/repository';
import { evaluateCoupon } from '../coupons/coupon-rules';
import type { PagesRepository } from './pages-repository';

/* The stored blocks of content pages and the home page with their dynamic part (products, reviews, coupons,
 * shipping, payment) computed for a storefront and language. */

/** Newest top-rated reviews on the shop-reviews block. */
const TOP_REVIEWS = 3;

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
export async function resolveBlock(
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
        reviews: reviews.map((r) => {
          const text = localizeReview(
            { title: r.title, body: r.body, originalLanguage: r.original_language },
            language,
          );
          return {
            author: r.author,
            rating: r.rating,
            ...text,
            product: { slug: r.slug, name: r.name },
          };
        }),
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
export async function resolveHomeBlock(
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
