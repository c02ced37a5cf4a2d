import type { CurrencyCode, Language } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import type { CardRow, CollectionRow } from '../catalog/repository';
import {
  type PageBase,
  type PageTranslation,
  type PostBase,
  type PostTranslation,
  type StoredVectors as Raw,
  loadIndexRows,
} from './index-repository';
import { WORD_SEPARATORS } from './repository';
import type { TextSearchConfig } from './search-terms';
import { type Lexeme, type TrigramName, trigramName } from './text-match';

/**
 * The search index's data: the catalogue, posts and pages with their stored search vectors, read in one
 * statement per catalogue version and turned into documents the ranking (search-index-rank.ts) compares.
 */

type Vectors = Record<TextSearchConfig, Lexeme[]>;

/** A searchable document: its name or title (exact, prefix and trigram tests) and its stored vectors. */
export interface Doc {
  lower: string;
  /** ' ' + `lower` with word separators as spaces: contains ' ' + a keyword that starts one of its words. */
  words: string;
  trigrams: TrigramName;
  vectors: Vectors;
}

export interface StrainDoc extends Doc {
  row: Omit<CardRow, 'from_price'>;
  fromPrices: Partial<Record<CurrencyCode, number>>;
}
export interface CollectionDoc extends Doc {
  row: CollectionRow;
  position: number;
}
export interface PostDoc extends Doc {
  id: number;
  slug: string;
  publishedMs: number;
}
export interface PageDoc extends Doc {
  routeId: string;
}

/** The catalogue and content as the search sees them, at one catalogue version. */
export interface IndexData {
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

function doc(name: string, raw: Raw): Doc {
  const toLexemes = parseTsvector;
  const lower = name.toLowerCase();
  return {
    lower,
    words: ` ${[...lower].map((c) => (WORD_SEPARATORS.includes(c) ? ' ' : c)).join('')}`,
    trigrams: trigramName(name),
    vectors: { english: toLexemes(raw.english), german: toLexemes(raw.german) },
  };
}

function byLanguage<T extends { language: Language }, D>(rows: T[], make: (row: T) => D): Map<Language, D[]> {
  const map = new Map<Language, D[]>();
  for (const row of rows) map.set(row.language, [...(map.get(row.language) ?? []), make(row)]);
  return map;
}

export async function loadIndex(db: Queryable): Promise<IndexData> {
  const r = await loadIndexRows(db);
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
