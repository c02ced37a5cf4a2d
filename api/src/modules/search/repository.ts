import type { CurrencyCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import type { CardRow, CollectionRow } from '../catalog/repository';
import type { SearchTerms } from './search-terms';

export interface PostHitRow {
  slug: string;
  title: string;
  excerpt: string;
  category_slug: string;
  category_name: string;
  published_at: string;
  minutes_read: number;
}

export interface PageHitRow {
  route_id: string;
  title: string;
  summary: string;
}

/**
 * WHERE and ranking of one searchable table: `alias` has the stored `search_<config>` vectors (0006_search.sql)
 * and `name` is its name or title. Parameters: $1 text, $2 tsquery, $3 prefix pattern. A hit matches the
 * full-text query in any config, is trigram-similar to the name (typos), or the name starts with the keyword.
 */
export function matching(terms: SearchTerms, alias: string, name: string) {
  const fts = terms.configs.map((config) => ({
    doc: `${alias}.search_${config}`,
    query: `to_tsquery('${config}', $2)`,
  }));
  return {
    where: `(${[...fts.map((f) => `${f.doc} @@ ${f.query}`), `${name} % $1`, `$1 <% ${name}`, `${name} ILIKE $3`].join(' OR ')})`,
    rank: `lower(${name}) = $1 AS exact, starts_with(lower(${name}), $1) AS prefix,
      greatest(${fts.map((f) => `coalesce(ts_rank(${f.doc}, ${f.query}), 0)`).join(', ')}) AS fts_rank,
      greatest(similarity(${name}, $1), word_similarity($1, ${name})) AS trgm`,
    orderBy: 'exact DESC, prefix DESC, fts_rank DESC, trgm DESC',
  };
}

const params = (terms: SearchTerms) => [terms.text, terms.tsquery, terms.prefixPattern];

/** SQL only: the best hits of each type, at most `limit` each. */
export function searchRepository(db: Queryable) {
  return {
    async strains(terms: SearchTerms, currency: CurrencyCode, limit: number): Promise<CardRow[]> {
      const m = matching(terms, 'p', 'p.name');
      const { rows } = await db.query<CardRow>(
        `SELECT p.id, p.slug, p.name, p.flowering_type, p.gender, p.genetics, p.thc_level, p.rating_avg, p.review_count,
           (SELECT pp.amount FROM seed_packs sp JOIN pack_prices pp ON pp.pack_id = sp.id AND pp.currency = $4
            WHERE sp.product_id = p.id ORDER BY sp.seeds, pp.amount LIMIT 1) AS from_price,
           EXISTS (SELECT 1 FROM seed_packs promo WHERE promo.product_id = p.id AND promo.free_seeds > 0) AS promotion
         FROM (SELECT p.id, ${m.rank} FROM products p WHERE ${m.where} ORDER BY ${m.orderBy}, p.name COLLATE "C", p.id LIMIT ${Math.trunc(limit)}) hits
         JOIN products p ON p.id = hits.id
         ORDER BY hits.exact DESC, hits.prefix DESC, hits.fts_rank DESC, hits.trgm DESC, p.name COLLATE "C", p.id`,
        [...params(terms), currency],
      );
      return rows;
    },

    async collections(terms: SearchTerms, limit: number): Promise<CollectionRow[]> {
      const m = matching(terms, 'c', 'c.name');
      const { rows } = await db.query<CollectionRow>(
        `SELECT c.id, c.slug, c.name, c.description, c.icon,
           (SELECT count(*)::int FROM collection_products cp WHERE cp.collection_id = c.id) AS product_count, ${m.rank}
         FROM collections c WHERE ${m.where} ORDER BY ${m.orderBy}, c.position LIMIT ${Math.trunc(limit)}`,
        params(terms),
      );
      return rows;
    },

    /** Published posts only; drafts and posts scheduled for later stay out. */
    async posts(terms: SearchTerms, limit: number): Promise<PostHitRow[]> {
      const m = matching(terms, 'b', 'b.title');
      const { rows } = await db.query<PostHitRow>(
        `SELECT b.slug, b.title, b.excerpt, pc.slug AS category_slug, pc.name AS category_name, b.minutes_read,
           to_char(b.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS published_at, ${m.rank}
         FROM blog_posts b JOIN post_categories pc ON pc.id = b.category_id
         WHERE b.published_at <= now() AND ${m.where}
         ORDER BY ${m.orderBy}, b.published_at DESC, b.id LIMIT ${Math.trunc(limit)}`,
        params(terms),
      );
      return rows;
    },

    async pages(terms: SearchTerms, limit: number): Promise<PageHitRow[]> {
      const m = matching(terms, 'cp', 'cp.title');
      const { rows } = await db.query<PageHitRow>(
        `SELECT cp.route_id, cp.title, cp.summary, ${m.rank}
         FROM content_pages cp WHERE ${m.where} ORDER BY ${m.orderBy}, cp.route_id LIMIT ${Math.trunc(limit)}`,
        params(terms),
      );
      return rows;
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
