import type { CurrencyCode, Language, SearchResponse, Storefront } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { toCollection } from '../catalog/list-collections';
import { localizeCollection } from '../catalog/localize';
import { toCard } from '../catalog/mappers';
import type { CardRow, CollectionRow } from '../catalog/repository';
import type { PageHitRow, PostHitRow } from './repository';
import { toPage, toPost } from './search';
import { type SearchTerms, type TextSearchConfig, searchTerms } from './search-terms';
import {
  type Lexeme,
  SIMILARITY_THRESHOLD,
  type TrigramName,
  WORD_SIMILARITY_THRESHOLD,
  commonTrigrams,
  type RankQuery,
  matchesAll,
  rankQuery,
  similarity,
  trigramName,
  tsRank,
  wordSimilarity,
} from './text-match';

type Vectors = Record<TextSearchConfig, Lexeme[]>;

/** A searchable document: its name or title (exact, prefix and trigram tests) and its stored vectors. */
interface Doc {
  lower: string;
  trigrams: TrigramName;
  vectors: Vectors;
}

interface StrainDoc extends Doc {
  row: Omit<CardRow, 'from_price'>;
  fromPrices: Partial<Record<CurrencyCode, number>>;
}
interface CollectionDoc extends Doc {
  row: CollectionRow;
  position: number;
}
interface PostDoc extends Doc {
  id: number;
  slug: string;
  publishedMs: number;
}
interface PageDoc extends Doc {
  routeId: string;
}

interface PostBase {
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
interface PostTranslation {
  post_id: number;
  language: Language;
  title: string;
  excerpt: string;
  minutes_read: number;
}
interface PageBase {
  route_id: string;
  title: string;
  summary: string;
}
interface PageTranslation {
  route_id: string;
  language: Language;
  title: string;
  summary: string;
}

/** The catalogue and content as the search sees them, at one catalogue version. */
interface IndexData {
  strains: StrainDoc[];
  collections: CollectionDoc[];
  posts: PostDoc[];
  postTranslations: Map<Language, PostDoc[]>;
  pages: PageDoc[];
  pageTranslations: Map<Language, PageDoc[]>;
  postById: Map<number, PostBase>;
  postText: Map<string, PostTranslation>;
  categoryNames: Map<string, string>;
  pageByRoute: Map<string, PageBase>;
  pageText: Map<string, PageTranslation>;
}

const WEIGHT_INDEX: Record<string, number> = { D: 0, C: 1, B: 2, A: 3 };

/** A tsvector's text output: quoted lexemes (`''` and backslash escapes) with positions and weight letters. */
export function parseTsvector(text: string): Lexeme[] {
  const out: Lexeme[] = [];
  for (const m of text.matchAll(/'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g)) {
    const word = m[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1');
    const positions: number[] = [];
    const weights: number[] = [];
    for (const p of (m[2] ?? '').split(',').filter(Boolean)) {
      const letter = p.at(-1)!;
      const weighted = letter >= 'A' && letter <= 'D';
      positions.push(Number(weighted ? p.slice(0, -1) : p));
      weights.push(weighted ? WEIGHT_INDEX[letter]! : 0);
    }
    out.push({ word, positions, weights });
  }
  return out;
}

/** The stored vectors as text (`'lexeme':1A,5B ...`), parsed here: far cheaper than unnesting them in SQL. */
const vectors = (alias: string) => `${alias}.search_english::text AS english, ${alias}.search_german::text AS german`;
const list = (sql: string) => `(SELECT coalesce(jsonb_agg(to_jsonb(x)), '[]') FROM (${sql}) x)`;

/** Everything the search reads, in one statement (one snapshot). */
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

interface Raw {
  english: string;
  german: string;
}

function doc(name: string, raw: Raw): Doc {
  const toLexemes = parseTsvector;
  return {
    lower: name.toLowerCase(),
    trigrams: trigramName(name),
    vectors: { english: toLexemes(raw.english), german: toLexemes(raw.german) },
  };
}

function byLanguage<T extends { language: Language }, D>(rows: T[], make: (row: T) => D): Map<Language, D[]> {
  const map = new Map<Language, D[]>();
  for (const row of rows) map.set(row.language, [...(map.get(row.language) ?? []), make(row)]);
  return map;
}

async function load(db: Queryable): Promise<IndexData> {
  const { rows } = await db.query<{
    strains: Array<Omit<CardRow, 'from_price'> & Raw>;
    pack_prices: Array<{ product_id: number; currency: CurrencyCode; amount: number }>;
    collections: Array<CollectionRow & Raw & { position: number }>;
    posts: Array<PostBase & Raw>;
    post_translations: Array<PostTranslation & Raw>;
    category_translations: Array<{ category_id: number; language: Language; name: string }>;
    pages: Array<PageBase & Raw>;
    page_translations: Array<PageTranslation & Raw>;
  }>(LOAD);
  const r = rows[0]!;
  // "From" prices: the smallest pack's, per currency (the first row of each, as product_from_prices orders them).
  const fromPrices = new Map<number, Partial<Record<CurrencyCode, number>>>();
  for (const p of r.pack_prices) {
    const prices = fromPrices.get(p.product_id) ?? {};
    prices[p.currency] ??= p.amount;
    fromPrices.set(p.product_id, prices);
  }
  const postById = new Map(r.posts.map((p) => [p.id, p]));
  const postDoc = (id: number, title: string, raw: Raw): PostDoc | undefined => {
    const base = postById.get(id);
    return base && { ...doc(title, raw), id, slug: base.slug, publishedMs: base.published_ms };
  };
  const defined = <T>(items: (T | undefined)[]): T[] => items.filter((x): x is T => x !== undefined);
  return {
    strains: r.strains.map(({ english, german, ...row }) => ({
      ...doc(row.name, { english, german }),
      row,
      fromPrices: fromPrices.get(row.id) ?? {},
    })),
    collections: r.collections.map(({ english, german, position, ...row }) => ({
      ...doc(row.name, { english, german }),
      row,
      position,
    })),
    posts: defined(r.posts.map((p) => postDoc(p.id, p.title, p))),
    postTranslations: new Map(
      [...byLanguage(r.post_translations, (t) => postDoc(t.post_id, t.title, t))].map(([l, d]) => [l, defined(d)]),
    ),
    pages: r.pages.map((p) => ({ ...doc(p.title, p), routeId: p.route_id })),
    pageTranslations: byLanguage(r.page_translations, (t) => ({ ...doc(t.title, t), routeId: t.route_id })),
    postById,
    postText: new Map(r.post_translations.map((t) => [`${t.post_id}|${t.language}`, t])),
    categoryNames: new Map(r.category_translations.map((c) => [`${c.category_id}|${c.language}`, c.name])),
    pageByRoute: new Map(r.pages.map((p) => [p.route_id, p])),
    pageText: new Map(r.page_translations.map((t) => [`${t.route_id}|${t.language}`, t])),
  };
}

/** A query as the index uses it: the text's trigrams and, per config, the stemmed prefix operands. */
interface Query {
  text: string;
  trigrams: TrigramName;
  /** Null: the keyword has no word (no full-text test at all). */
  operands: Partial<Record<TextSearchConfig, string[]>> | null;
  ranks: Partial<Record<TextSearchConfig, RankQuery>>;
  configs: readonly TextSearchConfig[];
}

interface Scored<D> {
  doc: D;
  exact: boolean;
  prefix: boolean;
  fts: number;
  trgm: number;
}

/** `matching()` of repository.ts, in memory: which documents hit and their ranking keys. */
function score<D extends Doc>(docs: readonly D[], q: Query): Scored<D>[] {
  const out: Scored<D>[] = [];
  const queryTrigrams = q.trigrams.set.size;
  for (const d of docs) {
    let ftsMatch = false;
    for (const config of q.configs) {
      const operands = q.operands?.[config];
      if (operands && matchesAll(d.vectors[config], operands)) ftsMatch = true;
    }
    const common = commonTrigrams(d.trigrams.set, q.trigrams.set);
    const sim = similarity(d.trigrams.set, q.trigrams.set, common);
    const prefix = d.lower.startsWith(q.text);
    // word_similarity is at most the share of the query's trigrams found in the name: skip it when that is
    // below its threshold and nothing else makes a hit.
    const wordSimPossible = queryTrigrams > 0 && common / queryTrigrams >= WORD_SIMILARITY_THRESHOLD;
    if (!ftsMatch && sim < SIMILARITY_THRESHOLD && !prefix && !wordSimPossible) continue;
    const wordSim = common === 0 ? 0 : wordSimilarity(q.trigrams.sequence, d.trigrams.sequence);
    if (!ftsMatch && sim < SIMILARITY_THRESHOLD && !prefix && wordSim < WORD_SIMILARITY_THRESHOLD) continue;
    let fts = 0;
    for (const config of q.configs) {
      const rank = q.ranks[config];
      if (rank) fts = Math.max(fts, tsRank(d.vectors[config], rank));
    }
    out.push({ doc: d, exact: d.lower === q.text, prefix, fts, trgm: Math.max(sim, wordSim) });
  }
  return out;
}

function ranked<D extends Doc>(hits: Scored<D>[], tieBreak: (a: D, b: D) => number, limit: number): D[] {
  const flag = (a: boolean, b: boolean) => Number(b) - Number(a);
  return hits
    .sort(
      (a, b) =>
        flag(a.exact, b.exact) ||
        flag(a.prefix, b.prefix) ||
        b.fts - a.fts ||
        b.trgm - a.trgm ||
        tieBreak(a.doc, b.doc),
    )
    .slice(0, limit)
    .map((h) => h.doc);
}

// Code unit order is byte (UTF-8, COLLATE "C") order for every character outside the astral planes.
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const textOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The search of `search.ts` answered from memory (issue 19): the catalogue, posts and pages with their stored
 * search vectors are read once per catalogue version (`at`), and a search compares names and vectors in
 * JavaScript as PostgreSQL did (text-match.ts). The only statement left per search stems the keyword's words not
 * seen before with the database's own text search configs (english, german), the same `to_tsquery` the SQL used.
 */
export class SearchIndex {
  private data: { version: number; value: Promise<IndexData> } | undefined;
  private readonly stems = new Map<string, Record<TextSearchConfig, string[]>>();

  constructor(
    private readonly db: Queryable,
    private readonly maxStems = 20_000,
  ) {}

  /** The index of catalogue version `version`, read when it moved. */
  at(version: number): Promise<IndexData> {
    if (this.data?.version !== version) {
      // The words of every name and title are stemmed with the index: searches for them send no statement.
      const value = load(this.db).then(async (data) => {
        const names = [data.strains, data.collections, data.posts, data.pages, ...data.postTranslations.values()];
        const words = new Set<string>();
        for (const docs of [...names, ...data.pageTranslations.values()])
          for (const d of docs) for (const w of d.lower.match(/[\p{L}\p{N}]+/gu) ?? []) words.add(w);
        await this.learn([...words].filter((w) => !this.stems.has(w)));
        return data;
      });
      this.data = { version, value };
      value.catch(() => {
        if (this.data?.value === value) this.data = undefined;
      });
    }
    return this.data.value;
  }

  async search(
    version: number,
    storefront: Storefront,
    keyword: string,
    limit: number,
    language: Language = storefront.language,
  ): Promise<SearchResponse> {
    const terms = searchTerms(keyword, storefront, language);
    const [data, operands] = await Promise.all([this.at(version), this.operands(terms)]);
    const ranks: Query['ranks'] = {};
    for (const config of terms.configs) {
      const list = operands?.[config];
      if (list) ranks[config] = rankQuery(list);
    }
    const q: Query = { text: terms.text, trigrams: trigramName(terms.text), operands, ranks, configs: terms.configs };
    const now = Date.now();
    const published = (d: PostDoc) => d.publishedMs <= now;
    const postOrder = (a: PostDoc, b: PostDoc) => b.publishedMs - a.publishedMs || a.id - b.id;
    const pageOrder = (a: PageDoc, b: PageDoc) => textOrder(a.routeId, b.routeId);

    const strains = ranked(
      score(data.strains, q),
      (a, b) => byteOrder(a.row.name, b.row.name) || a.row.id - b.row.id,
      limit,
    );
    const collections = ranked(score(data.collections, q), (a, b) => a.position - b.position, limit);

    const postRow = (d: PostDoc): PostHitRow => {
      const base = data.postById.get(d.id)!;
      const tr = data.postText.get(`${d.id}|${language}`);
      return {
        slug: base.slug,
        title: tr?.title ?? base.title,
        excerpt: tr?.excerpt ?? base.excerpt,
        category_slug: base.category_slug,
        category_name: data.categoryNames.get(`${base.category_id}|${language}`) ?? base.category_name,
        published_at: base.published_at,
        minutes_read: tr?.minutes_read ?? base.minutes_read,
      };
    };
    const englishPosts = ranked(score(data.posts.filter(published), q), postOrder, limit);
    let posts = englishPosts;
    if (language !== 'en') {
      const own = ranked(score((data.postTranslations.get(language) ?? []).filter(published), q), postOrder, limit);
      const seen = new Set(own.map((d) => d.slug));
      posts = [...own, ...englishPosts.filter((d) => !seen.has(d.slug))].slice(0, limit);
    }

    const pageRow = (d: PageDoc): PageHitRow => {
      const base = data.pageByRoute.get(d.routeId)!;
      const tr = data.pageText.get(`${d.routeId}|${language}`);
      return { route_id: base.route_id, title: tr?.title ?? base.title, summary: tr?.summary ?? base.summary };
    };
    const englishPages = ranked(score(data.pages, q), pageOrder, limit);
    let pages = englishPages;
    if (language !== 'en') {
      const own = ranked(score(data.pageTranslations.get(language) ?? [], q), pageOrder, limit);
      const seen = new Set(own.map((d) => d.routeId));
      pages = [...own, ...englishPages.filter((d) => !seen.has(d.routeId))].slice(0, limit);
    }

    return {
      query: keyword,
      strains: strains.map((d) =>
        toCard({ ...d.row, from_price: d.fromPrices[storefront.currency] as number }, storefront.currency),
      ),
      collections: collections.map((d) => localizeCollection(toCollection(d.row), language)),
      posts: posts.map((d) => toPost(postRow(d))),
      pages: pages.map((d) => toPage(pageRow(d))),
    };
  }

  /** Stems `words` in one statement and remembers them. */
  private async learn(words: string[]): Promise<void> {
    if (words.length === 0) return;
    const { rows } = await this.db.query<{ w: string; english: string; german: string }>(
      `SELECT w, to_tsquery('english', w || ':*')::text AS english, to_tsquery('german', w || ':*')::text AS german
       FROM unnest($1::text[]) AS w`,
      [words],
    );
    if (this.stems.size + rows.length > this.maxStems) this.stems.clear();
    const lexemes = (tsquery: string) =>
      [...tsquery.matchAll(/'((?:[^']|'')*)':\*/g)].map((m) => m[1]!.replace(/''/g, "'"));
    for (const row of rows) this.stems.set(row.w, { english: lexemes(row.english), german: lexemes(row.german) });
  }

  /** Per config, the keyword's words as `to_tsquery(config, 'word:*')` stems them (stop words dropped). */
  private async operands(terms: SearchTerms): Promise<Query['operands']> {
    if (terms.tsquery === null) return null;
    const words = terms.tsquery.split(' & ').map((w) => w.slice(0, -2));
    await this.learn([...new Set(words.filter((w) => !this.stems.has(w)))]);
    const operands: Partial<Record<TextSearchConfig, string[]>> = {};
    for (const config of terms.configs) operands[config] = words.flatMap((w) => this.stems.get(w)?.[config] ?? []);
    return operands;
  }
}
