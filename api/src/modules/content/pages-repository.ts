import type { CurrencyCode, Language } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import type { StoredBlock } from '../../db/seed/content-blocks-text';
import type { CouponRow } from '../coupons/repository';

interface PageRow {
  title: string;
  summary: string;
  body: string;
  language: Language;
}

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
        original_language: string | null;
      }>(
        `SELECT r.author, r.rating, r.title, r.body, r.original_language, p.slug, p.name FROM reviews r JOIN products p ON p.id = r.product_id
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
