import type { CurrencyCode, Language } from '@storefront/shared-contracts';
import type { Database, Queryable } from '../../db/database';
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
 * Characters that end a word of a name for the word-prefix key ("Mazar-i-Sharif", "Gorilla Glue #4"). An explicit
 * list, not a character class: PostgreSQL's `[:alnum:]` depends on the database's locale, the in-memory index's
 * must not.
 */
export const WORD_SEPARATORS = '-/()#&+,.:;!?';
const SEPARATOR_SPACES = ' '.repeat(WORD_SEPARATORS.length);

/** The ranking keys of a hit, best first; both the SQL and the in-memory index (search-index-rank.ts) sort by them. */
export const RANK_KEYS = ['exact', 'prefix', 'word_prefix', 'name_sim', 'fts_rank', 'trgm'] as const;

/**
 * WHERE and ranking of one searchable table: `alias` has the stored `search_<config>` vectors (0006_search.sql)
 * and `name` is its name or title. Parameters: $1 text, $2 tsquery, $3 prefix pattern. A hit matches the
 * full-text query in any config, is trigram-similar to the name (typos), or the name starts with the keyword.
 *
 * Ranking: the exact name, then names starting with the keyword, then names with a word starting with it
 * ("widow" -> White Widow, before strains whose texts merely mention widows), each of these tiers with the names
 * the keyword covers most first (`name_sim`: White Widow before Pineapple Widow Auto Regular); then full-text rank
 * and trigram similarity. The word-prefix test only ranks, it adds no hits: it cannot use an index, and a name
 * whose word starts with a keyword of letters is nearly always a full-text prefix hit anyway.
 */
export function matching(terms: SearchTerms, alias: string, name: string) {
  // ' ' + the name with separators as spaces contains ' ' + keyword: the keyword starts the name or one of its words.
  const wordPrefix = `(' ' || translate(lower(${name}), '${WORD_SEPARATORS}', '${SEPARATOR_SPACES}')) LIKE ('% ' || $3)`;
  const fts = terms.configs.map((config) => ({
    doc: `${alias}.search_${config}`,
    query: `to_tsquery('${config}', $2)`,
  }));
  return {
    where: `(${[...fts.map((f) => `${f.doc} @@ ${f.query}`), `${name} % $1`, `$1 <% ${name}`, `${name} ILIKE $3`].join(' OR ')})`,
    rank: `lower(${name}) = $1 AS exact, starts_with(lower(${name}), $1) AS prefix,
      ${wordPrefix} AS word_prefix, CASE WHEN ${wordPrefix} THEN similarity(${name}, $1) ELSE 0 END AS name_sim,
      greatest(${fts.map((f) => `coalesce(ts_rank(${f.doc}, ${f.query}), 0)`).join(', ')}) AS fts_rank,
      greatest(similarity(${name}, $1), word_similarity($1, ${name})) AS trgm`,
    orderBy: orderBy(),
  };
}

/** `ORDER BY` of the ranking keys, of columns of `from` (a subquery's alias) when given. */
export const orderBy = (from?: string) => RANK_KEYS.map((key) => `${from ? `${from}.` : ''}${key} DESC`).join(', ');

const page = (limit: number, offset: number) => `LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`;

/**
 * A type's hits in the shopper's language first, then the English ones not found in it; `own` and `english` are
 * each the best `offset + limit`, which is enough: when `own` is shorter it is all of them.
 */
export function mergeTranslated<T>(
  own: T[],
  english: T[],
  key: (row: T) => string,
  limit: number,
  offset: number,
): T[] {
  const seen = new Set(own.map(key));
  return [...own, ...english.filter((r) => !seen.has(key(r)))].slice(offset, offset + limit);
}

export interface SearchTotals {
  strains: number;
  collections: number;
  posts: number;
  pages: number;
}

const params = (terms: SearchTerms) => [terms.text, terms.tsquery, terms.prefixPattern];

/**
 * SQL only: the best hits of each type, at most `limit` each. `withIndexScans` runs a whole search in one
 * transaction with `SET LOCAL enable_seqscan = off`: the tables are small (270 strains), so the planner
 * scans them whole, which runs the trigram and full-text tests on every row; through the GIN indexes
 * (a BitmapOr of the four conditions) only the candidates are ranked. Measured on PGlite, 4-9x less per
 * strains statement.
 */
export function searchRepository(db: Queryable & Partial<Pick<Database, 'transaction'>>) {
  const queries = searchQueries(db);
  return {
    ...queries,
    withIndexScans<T>(fn: (repo: SearchQueries) => Promise<T>): Promise<T> {
      if (!db.transaction) return fn(queries);
      return db.transaction(async (tx) => {
        await tx.exec('SET LOCAL enable_seqscan = off');
        return fn(searchQueries(tx));
      });
    },
  };
}

function searchQueries(db: Queryable) {
  return {
    async strains(terms: SearchTerms, currency: CurrencyCode, limit: number, offset = 0): Promise<CardRow[]> {
      const m = matching(terms, 'p', 'p.name');
      const { rows } = await db.query<CardRow>(
        `SELECT p.id, p.slug, p.name, p.flowering_type, p.gender, p.genetics, p.thc_level, p.rating_avg, p.review_count,
           (SELECT pp.amount FROM seed_packs sp JOIN pack_prices pp ON pp.pack_id = sp.id AND pp.currency = $4
            WHERE sp.product_id = p.id ORDER BY sp.seeds, pp.amount LIMIT 1) AS from_price,
           EXISTS (SELECT 1 FROM seed_packs promo WHERE promo.product_id = p.id AND promo.free_seeds > 0) AS promotion
         FROM (SELECT p.id, ${m.rank} FROM products p WHERE ${m.where} ORDER BY ${m.orderBy}, p.name COLLATE "C", p.id ${page(limit, offset)}) hits
         JOIN products p ON p.id = hits.id
         ORDER BY ${orderBy('hits')}, p.name COLLATE "C", p.id`,
        [...params(terms), currency],
      );
      return rows;
    },

    async collections(terms: SearchTerms, limit: number, offset = 0): Promise<CollectionRow[]> {
      const m = matching(terms, 'c', 'c.name');
      const { rows } = await db.query<CollectionRow>(
        `SELECT c.id, c.slug, c.name, c.description, c.icon,
           (SELECT count(*)::int FROM collection_products cp WHERE cp.collection_id = c.id) AS product_count, ${m.rank}
         FROM collections c WHERE ${m.where} ORDER BY ${m.orderBy}, c.position ${page(limit, offset)}`,
        params(terms),
      );
      return rows;
    },

    /**
     * Published posts only; drafts and posts scheduled for later stay out. In another language than English
     * its versions are searched first and every hit shows its version's title (English where it has none).
     */
    async posts(terms: SearchTerms, limit: number, language: Language = 'en', offset = 0): Promise<PostHitRow[]> {
      const hits = async (alias: 'b' | 't', from: string) => {
        const m = matching(terms, alias, `${alias}.title`);
        const { rows } = await db.query<PostHitRow>(
          `SELECT b.slug, coalesce(tr.title, b.title) AS title, coalesce(tr.excerpt, b.excerpt) AS excerpt,
             pc.slug AS category_slug, coalesce(pct.name, pc.name) AS category_name,
             coalesce(tr.minutes_read, b.minutes_read) AS minutes_read,
             to_char(b.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS published_at, ${m.rank}
           FROM ${from}
           JOIN post_categories pc ON pc.id = b.category_id
           LEFT JOIN blog_post_translations tr ON tr.post_id = b.id AND tr.language = $4
           LEFT JOIN post_category_translations pct ON pct.category_id = pc.id AND pct.language = $4
           WHERE b.published_at <= now() AND ${m.where}
           ORDER BY ${m.orderBy}, b.published_at DESC, b.id LIMIT ${Math.trunc(offset + limit)}`,
          [...params(terms), language],
        );
        return rows;
      };
      const english = await hits('b', 'blog_posts b');
      if (language === 'en') return english.slice(offset);
      const own = await hits('t', 'blog_post_translations t JOIN blog_posts b ON b.id = t.post_id AND t.language = $4');
      return mergeTranslated(own, english, (r) => r.slug, limit, offset);
    },

    async pages(terms: SearchTerms, limit: number, language: Language = 'en', offset = 0): Promise<PageHitRow[]> {
      const hits = async (alias: 'cp' | 't', from: string) => {
        const m = matching(terms, alias, `${alias}.title`);
        const { rows } = await db.query<PageHitRow>(
          `SELECT cp.route_id, coalesce(tr.title, cp.title) AS title, coalesce(tr.summary, cp.summary) AS summary, ${m.rank}
           FROM ${from}
           LEFT JOIN content_page_translations tr ON tr.route_id = cp.route_id AND tr.language = $4
           WHERE ${m.where} ORDER BY ${m.orderBy}, cp.route_id LIMIT ${Math.trunc(offset + limit)}`,
          [...params(terms), language],
        );
        return rows;
      };
      const english = await hits('cp', 'content_pages cp');
      if (language === 'en') return english.slice(offset);
      const own = await hits(
        't',
        'content_page_translations t JOIN content_pages cp ON cp.route_id = t.route_id AND t.language = $4',
      );
      return mergeTranslated(own, english, (r) => r.route_id, limit, offset);
    },

    /** How many hits each type has in all (a post or page found in English and in `language` counts once). */
    async totals(terms: SearchTerms, language: Language = 'en'): Promise<SearchTotals> {
      const count = async (sql: string, values: unknown[]) =>
        (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, values)).rows[0]?.n ?? 0;
      const translated = (base: string, alias: string, table: string, join: string, extra = '') => {
        const own = matching(terms, 't', 't.title').where;
        const english = matching(terms, alias, `${alias}.title`).where;
        return language === 'en'
          ? count(`${base} WHERE ${extra}${english}`, params(terms))
          : count(
              `${base} WHERE ${extra}(${english} OR EXISTS (SELECT 1 FROM ${table} t WHERE ${join} AND t.language = $4 AND ${own}))`,
              [...params(terms), language],
            );
      };
      const [strains, collections, posts, pages] = [
        await count(`products p WHERE ${matching(terms, 'p', 'p.name').where}`, params(terms)),
        await count(`collections c WHERE ${matching(terms, 'c', 'c.name').where}`, params(terms)),
        await translated(
          'blog_posts b',
          'b',
          'blog_post_translations',
          't.post_id = b.id',
          'b.published_at <= now() AND ',
        ),
        await translated('content_pages cp', 'cp', 'content_page_translations', 't.route_id = cp.route_id'),
      ];
      return { strains, collections, posts, pages };
    },
  };
}

export type SearchQueries = ReturnType<typeof searchQueries>;
export type SearchRepository = ReturnType<typeof searchRepository>;
