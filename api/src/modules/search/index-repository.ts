import type { CurrencyCode, Language } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import type { CardRow, CollectionRow } from '../catalog/repository';

/**
 * SQL of the in-memory search index (search-index-load.ts, search-index.ts): the whole searchable catalogue and
 * content in one statement per catalogue version, and the stemming of keywords as `to_tsquery` does it.
 */

export interface PostBase {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  minutes_read: number;
  category_id: number;
  category_slug: string;
  category_name: string;
  published_at: string;
  published_ms: number;
}
export interface PostTranslation {
  post_id: number;
  language: Language;
  title: string;
  excerpt: string;
  minutes_read: number;
}
export interface PageBase {
  route_id: string;
  title: string;
  summary: string;
}
export interface PageTranslation {
  route_id: string;
  language: Language;
  title: string;
  summary: string;
}

/** A row's stored search vectors in their text output (`'lexeme':1A,5B ...`). */
export interface StoredVectors {
  english: string;
  german: string;
}

/** Everything the index reads, each a list of rows of one table (with its vectors where searchable). */
export interface IndexRows {
  strains: Array<Omit<CardRow, 'from_price'> & StoredVectors>;
  /** Every pack price, ordered as `product_from_prices` picks the "from" price (smallest pack first). */
  pack_prices: Array<{ product_id: number; currency: CurrencyCode; amount: number }>;
  collections: Array<CollectionRow & StoredVectors & { position: number }>;
  posts: Array<PostBase & StoredVectors>;
  post_translations: Array<PostTranslation & StoredVectors>;
  category_translations: Array<{ category_id: number; language: Language; name: string }>;
  pages: Array<PageBase & StoredVectors>;
  page_translations: Array<PageTranslation & StoredVectors>;
}

/** The stored vectors as text, parsed in search-index-load.ts: far cheaper than unnesting them in SQL. */
const vectors = (alias: string) => `${alias}.search_english::text AS english, ${alias}.search_german::text AS german`;
const list = (sql: string) => `(SELECT coalesce(jsonb_agg(to_jsonb(x)), '[]') FROM (${sql}) x)`;

/** One row of one jsonb list per table: one statement, so one snapshot. */
const LOAD = `SELECT
  ${list(`SELECT p.id, p.slug, p.name, p.flowering_type, p.gender, p.genetics, p.thc_level, p.rating_avg,
      p.review_count,
      EXISTS (SELECT 1 FROM seed_packs promo WHERE promo.product_id = p.id AND promo.free_seeds > 0) AS promotion,
      ${vectors('p')}
    FROM products p`)} AS strains,
  ${list(`SELECT sp.product_id, pp.currency, pp.amount FROM seed_packs sp JOIN pack_prices pp ON pp.pack_id = sp.id
    ORDER BY sp.product_id, pp.currency, sp.seeds, pp.amount`)} AS pack_prices,
  ${list(`SELECT c.id, c.slug, c.name, c.description, c.icon, c.position,
      (SELECT count(*)::int FROM collection_products cp WHERE cp.collection_id = c.id) AS product_count, ${vectors('c')}
    FROM collections c`)} AS collections,
  ${list(`SELECT b.id, b.slug, b.title, b.excerpt, b.minutes_read, b.category_id, pc.slug AS category_slug,
      pc.name AS category_name, (extract(epoch FROM b.published_at) * 1000)::float8 AS published_ms,
      to_char(b.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS published_at, ${vectors('b')}
    FROM blog_posts b JOIN post_categories pc ON pc.id = b.category_id WHERE b.published_at IS NOT NULL`)} AS posts,
  ${list(`SELECT t.post_id, t.language, t.title, t.excerpt, t.minutes_read, ${vectors('t')}
    FROM blog_post_translations t`)} AS post_translations,
  ${list('SELECT category_id, language, name FROM post_category_translations')} AS category_translations,
  ${list(`SELECT cp.route_id, cp.title, cp.summary, ${vectors('cp')} FROM content_pages cp`)} AS pages,
  ${list(`SELECT t.route_id, t.language, t.title, t.summary, ${vectors('t')}
    FROM content_page_translations t`)} AS page_translations`;

/** Everything the search reads, in one statement (one snapshot). */
export async function loadIndexRows(db: Queryable): Promise<IndexRows> {
  const { rows } = await db.query<IndexRows>(LOAD);
  return rows[0]!;
}

/** Each of `words` as a prefix `to_tsquery` in English and in German, in their text output. */
export async function stemWords(
  db: Queryable,
  words: string[],
): Promise<Array<{ w: string; english: string; german: string }>> {
  const { rows } = await db.query<{ w: string; english: string; german: string }>(
    `SELECT w, to_tsquery('english', w || ':*')::text AS english, to_tsquery('german', w || ':*')::text AS german
     FROM unnest($1::text[]) AS w`,
    [words],
  );
  return rows;
}
