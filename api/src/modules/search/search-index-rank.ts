import type { TextSearchConfig } from './search-terms';
import {
  type RankQuery,
  SIMILARITY_THRESHOLD,
  type TrigramName,
  WORD_SIMILARITY_THRESHOLD,
  commonTrigrams,
  matchesAll,
  similarity,
  tsRank,
  wordSimilarity,
} from './text-match';
import type { Doc } from './search-index-load';

/*
 * The search index's ranking: which documents a query hits and in which order, as the SQL of repository.ts
 * decides it (`RANK_KEYS`: exact name, name prefix, word prefix, name similarity within those, full-text rank, trigram
 * similarity, then the caller's tie-break).
 */

/** A query as the index uses it: the text's trigrams and, per config, the stemmed prefix operands. */
export interface Query {
  text: string;
  trigrams: TrigramName;
  /** Null: the keyword has no word (no full-text test at all). */
  operands: Partial<Record<TextSearchConfig, string[]>> | null;
  ranks: Partial<Record<TextSearchConfig, RankQuery>>;
  configs: readonly TextSearchConfig[];
}

export interface Scored<D> {
  doc: D;
  exact: boolean;
  prefix: boolean;
  wordPrefix: boolean;
  /** `similarity` of the name when it has a word starting with the query, else 0. */
  nameSim: number;
  fts: number;
  trgm: number;
}

/** `matching()` of repository.ts, in memory: which documents hit and their ranking keys. */
export function score<D extends Doc>(docs: readonly D[], q: Query): Scored<D>[] {
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
    const wordPrefix = d.words.includes(` ${q.text}`);
    out.push({
      doc: d,
      exact: d.lower === q.text,
      prefix,
      wordPrefix,
      nameSim: wordPrefix ? sim : 0,
      fts,
      trgm: Math.max(sim, wordSim),
    });
  }
  return out;
}

/** The hits in ranking order, `limit` of them from `offset`. */
export function ranked<D extends Doc>(
  hits: Scored<D>[],
  tieBreak: (a: D, b: D) => number,
  limit: number,
  offset = 0,
): D[] {
  const flag = (a: boolean, b: boolean) => Number(b) - Number(a);
  return hits
    .sort(
      (a, b) =>
        flag(a.exact, b.exact) ||
        flag(a.prefix, b.prefix) ||
        flag(a.wordPrefix, b.wordPrefix) ||
        b.nameSim - a.nameSim ||
        b.fts - a.fts ||
        b.trgm - a.trgm ||
        tieBreak(a.doc, b.doc),
    )
    .slice(offset, offset + limit)
    .map((h) => h.doc);
}

// Code unit order is byte (UTF-8, COLLATE "C") order for every character outside the astral planes.
export const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
export const textOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
