import type { CurrencyCode, SortKey } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { type FilterSql, filterConditions, orderBy } from './listing-sql-repository';

export interface CollectionRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: string | null;
  product_count: number;
}

export interface CardRow {
  id: number;
  slug: string;
  name: string;
  flowering_type: 'photoperiod' | 'autoflower';
  gender: 'feminized' | 'regular';
  genetics: 'indica' | 'mostly_indica' | 'hybrid' | 'mostly_sativa' | 'sativa';
  thc_level: 'low' | 'medium' | 'high';
  rating_avg: number;
  review_count: number;
  from_price: number;
  promotion: boolean;
}

export interface ProductRow extends Omit<CardRow, 'from_price' | 'promotion'> {
  strain_id: number;
  description: string;
  ratio: string;
  difficulty: 'beginner' | 'advanced' | 'expert';
  cbd_level: 'low' | 'medium' | 'high';
  cbg_level: 'low' | 'medium' | 'high';
  thc_content: number;
  yield_overall: number;
  yield_indoor: number;
  yield_outdoor: number;
  height_min: number;
  height_max: number;
  height_indoor_min: number;
  height_indoor_max: number;
  height_outdoor_min: number;
  height_outdoor_max: number;
  flowering_days_min: number;
  flowering_days_max: number;
  climates: Array<'arid' | 'mediterranean' | 'mountains' | 'polar' | 'temperate' | 'tropical'>;
  flavors: string[];
  terpenes: string[];
  effects: string[];
  lineage: string[];
}

export interface ReviewRow {
  id: number;
  author: string;
  rating: number;
  title: string;
  body: string;
  reviewed_on: string;
  verified: boolean;
  useful_count: number;
  original_language: string | null;
}

/** Card columns plus the sort columns; `$1` is the currency of the from-price. */
const CARD_SELECT = `SELECT p.id, p.slug, p.name, p.flowering_type, p.gender, p.genetics, p.thc_level, p.rating_avg, p.review_count,
  p.sales_count, p.thc_content, p.cbd_content, p.yield_indoor, p.yield_outdoor, fp.amount AS from_price,
  EXISTS (SELECT 1 FROM seed_packs promo WHERE promo.product_id = p.id AND promo.free_seeds > 0) AS promotion
FROM products p
JOIN product_from_prices fp ON fp.product_id = p.id AND fp.currency = $1`;

/** Every column of ProductRow; not `*`, which would also carry the search vectors. */
const PRODUCT_COLUMNS = `id, strain_id, slug, name, description, flowering_type, gender, genetics, ratio, difficulty, thc_level, thc_content,
  cbd_level, cbd_content, cbg_level, yield_overall, yield_indoor, yield_outdoor, height_min, height_max, height_indoor_min, height_indoor_max,
  height_outdoor_min, height_outdoor_max, flowering_days_min, flowering_days_max, climates, flavors, terpenes, effects, lineage,
  rating_avg, review_count`;

export interface ListingSql {
  currency: CurrencyCode;
  /** null: every product (the virtual collection `all`). */
  collectionId: number | null;
  /** OR within a filter, AND across. */
  filters: readonly FilterSql[];
  sort: SortKey;
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export function catalogRepository(db: Queryable) {
  return {
    async collections(): Promise<CollectionRow[]> {
      const { rows } = await db.query<CollectionRow>(
        `SELECT c.id, c.slug, c.name, c.description, c.icon, count(cp.product_id)::int AS product_count
         FROM collections c LEFT JOIN collection_products cp ON cp.collection_id = c.id
         GROUP BY c.id ORDER BY c.position`,
      );
      return rows;
    },

    async productCount(): Promise<number> {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      return rows[0]?.n ?? 0;
    },

    /** One page of cards plus the total of the whole filtered listing. */
    async listing(q: ListingSql): Promise<{ rows: CardRow[]; total: number }> {
      const fixed: unknown[] = [q.currency];
      let where = 'TRUE';
      if (q.collectionId !== null) {
        fixed.push(q.collectionId);
        where = `p.id IN (SELECT product_id FROM collection_products WHERE collection_id = $${fixed.length})`;
      }
      const filters = filterConditions(q.filters, fixed.length + 1);
      const conditions = [where, ...filters.sql].join(' AND ');
      const params = [...fixed, ...filters.params];
      const { rows } = await db.query<CardRow & { total: number }>(
        `SELECT cards.*, count(*) OVER ()::int AS total FROM (${CARD_SELECT} WHERE ${conditions}) cards
         ORDER BY ${orderBy(q.sort, q.dir)} LIMIT ${Math.trunc(q.limit)} OFFSET ${Math.trunc(q.offset)}`,
        params,
      );
      if (rows.length > 0 || q.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
      const count = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (${CARD_SELECT} WHERE ${conditions}) cards`,
        params,
      );
      return { rows: [], total: count.rows[0]?.n ?? 0 };
    },

    async productBySlug(slug: string): Promise<ProductRow | undefined> {
      const { rows } = await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE slug = $1`, [slug]);
      return rows[0];
    },

    async packs(productId: number, currency: CurrencyCode) {
      const { rows } = await db.query<{ id: number; seeds: number; free_seeds: number; amount: number }>(
        `SELECT sp.id, sp.seeds, sp.free_seeds, pp.amount FROM seed_packs sp
         JOIN pack_prices pp ON pp.pack_id = sp.id AND pp.currency = $2
         WHERE sp.product_id = $1 ORDER BY sp.seeds`,
        [productId, currency],
      );
      return rows;
    },

    async alternative(product: Pick<ProductRow, 'id' | 'strain_id'>) {
      const { rows } = await db.query<{ slug: string; name: string; flowering_type: 'photoperiod' | 'autoflower' }>(
        'SELECT slug, name, flowering_type FROM products WHERE strain_id = $1 AND id <> $2',
        [product.strain_id, product.id],
      );
      return rows[0] ?? null;
    },

    /** Same flowering type, other strains: same genetics first, then the closest THC, then the best sellers. */
    async relatedCards(
      product: Pick<ProductRow, 'strain_id' | 'flowering_type' | 'genetics' | 'thc_content'>,
      currency: CurrencyCode,
      limit: number,
    ) {
      const { rows } = await db.query<CardRow>(
        `${CARD_SELECT} WHERE p.flowering_type = $2 AND p.strain_id <> $3
         ORDER BY (p.genetics = $4) DESC, abs(p.thc_content - $5), p.sales_count DESC, p.id LIMIT ${Math.trunc(limit)}`,
        [currency, product.flowering_type, product.strain_id, product.genetics, product.thc_content],
      );
      return rows;
    },

    async collectionsOf(productId: number) {
      const { rows } = await db.query<{ slug: string; name: string; icon: string | null }>(
        `SELECT c.slug, c.name, c.icon FROM collections c
         JOIN collection_products cp ON cp.collection_id = c.id AND cp.product_id = $1 ORDER BY c.position`,
        [productId],
      );
      return rows;
    },

    async faq(productId: number) {
      const { rows } = await db.query<{ question: string; answer: string }>(
        'SELECT question, answer FROM product_faqs WHERE product_id = $1 ORDER BY position',
        [productId],
      );
      return rows;
    },

    /** Newest first; the useful count is the imported base plus the votes. */
    async reviews(productId: number, limit: number, offset: number) {
      const { rows } = await db.query<ReviewRow>(
        `SELECT id, author, rating, title, body, reviewed_on::text AS reviewed_on, verified, original_language,
           useful_count + (SELECT count(*)::int FROM review_useful_votes v WHERE v.review_id = reviews.id) AS useful_count
         FROM reviews WHERE product_id = $1 ORDER BY reviewed_on DESC, id DESC LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`,
        [productId],
      );
      return rows;
    },

    async productImageInfo(slug: string) {
      const { rows } = await db.query<{ name: string; hue: number; flowering_type: string; genetics: string }>(
        `SELECT p.name, s.image_hue AS hue, p.flowering_type, p.genetics FROM products p
         JOIN strains s ON s.id = p.strain_id WHERE p.slug = $1`,
        [slug],
      );
      return rows[0];
    },
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
