// PostgreSQL's text matching, redone in memory for the search index: pg_trgm's similarity and
// word_similarity (contrib/pg_trgm/trgm_op.c) and ts_rank with its default weights and no normalisation
// (src/backend/utils/adt/tsrank.c), so that a search answered from memory ranks as the SQL did. Values are
// rounded to single precision (`Math.fround`) like PostgreSQL's float4 results.

/** A lexeme of a stored tsvector with its positions and their weights (0 = D ... 3 = A). */
export interface Lexeme {
  word: string;
  positions: readonly number[];
  weights: readonly number[];
}

/** Trigrams of `text` in order, as pg_trgm makes them: per word of letters and digits, lower-cased, "  word ". */
export function trigrams(text: string): string[] {
  const out: string[] = [];
  for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = Array.from(`  ${word.toLowerCase()} `);
    for (let i = 0; i + 3 <= chars.length; i++) out.push(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return out;
}

/** The trigram data of a name, computed once per indexed document. */
export interface TrigramName {
  set: ReadonlySet<string>;
  sequence: readonly string[];
}

export function trigramName(text: string): TrigramName {
  const sequence = trigrams(text);
  return { set: new Set(sequence), sequence };
}

/** pg_trgm `similarity(a, b)`: shared trigrams over all trigrams of both. */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>, common = commonTrigrams(a, b)): number {
  if (a.size === 0 || b.size === 0) return 0;
  return Math.fround(common / (a.size + b.size - common));
}

/** How many trigrams the two sets share. */
export function commonTrigrams(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let common = 0;
  for (const t of small) if (large.has(t)) common += 1;
  return common;
}

const calcSml = (count: number, len1: number, len2: number) => Math.fround(count / (len1 + len2 - count));

/**
 * pg_trgm `word_similarity(query, text)`: the greatest similarity between the query's trigrams and a continuous
 * extent of the text's (`calc_word_similarity` + `iterate_word_similarity`, not strict).
 */
export function wordSimilarity(query: readonly string[], text: readonly string[]): number {
  const index = new Map<string, number>();
  const found: boolean[] = [];
  const idOf = (t: string) => {
    let id = index.get(t);
    if (id === undefined) {
      id = index.size;
      index.set(t, id);
      found.push(false);
    }
    return id;
  };
  for (const t of query) found[idOf(t)] = true;
  const ulen1 = index.size;
  const trg2 = text.map(idOf);
  const lastpos = new Array<number>(index.size).fill(-1);
  let ulen2 = 0;
  let count = 0;
  let lower = -1;
  let max = 0;
  for (let i = 0; i < trg2.length; i++) {
    const t = trg2[i]!;
    if (lower >= 0 || found[t]) {
      if (lastpos[t]! < 0) {
        ulen2 += 1;
        if (found[t]) count += 1;
      }
      lastpos[t] = i;
    }
    if (!found[t]) continue;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = calcSml(count, ulen1, ulen2);
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    // The extent ends at this trigram (the upper bound).
    for (let tmpLower = lower; tmpLower <= i; tmpLower++) {
      const tmp = calcSml(tmpCount, ulen1, tmpUlen2);
      if (tmp > current) {
        current = tmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tt = trg2[tmpLower]!;
      if (lastpos[tt] === tmpLower) {
        tmpUlen2 -= 1;
        if (found[tt]) tmpCount -= 1;
      }
    }
    max = Math.max(max, current);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tt = trg2[tmpLower]!;
      if (lastpos[tt] === tmpLower) lastpos[tt] = -1;
    }
  }
  return max;
}

/** pg_trgm's default thresholds of `%` and `<%`. */
export const SIMILARITY_THRESHOLD = 0.3;
export const WORD_SIMILARITY_THRESHOLD = 0.6;

const WEIGHTS = [0.1, 0.2, 0.4, 1.0];

/** The first lexeme not below `operand` (a vector's lexemes are sorted). */
function lowerBound(doc: readonly Lexeme[], operand: string): number {
  let lo = 0;
  let hi = doc.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (doc[mid]!.word < operand) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The lexemes of `doc` that the prefix operand `operand` matches, in the vector's order. */
function entriesOf(doc: readonly Lexeme[], operand: string): Lexeme[] {
  const out: Lexeme[] = [];
  for (let i = lowerBound(doc, operand); i < doc.length && doc[i]!.word.startsWith(operand); i++) out.push(doc[i]!);
  return out;
}

/** `doc @@ (a:* & b:* ...)`: every operand matches a lexeme. An empty query matches nothing. */
export function matchesAll(doc: readonly Lexeme[], operands: readonly string[]): boolean {
  return operands.length > 0 && operands.every((o) => doc[lowerBound(doc, o)]?.word.startsWith(o) === true);
}

/** A query of AND-ed prefix operands prepared for `tsRank`: unique and sorted as SortAndUniqItems (byte order). */
export interface RankQuery {
  items: readonly string[];
  /** Two operands or more (duplicates counted): the query's top is an AND. */
  and: boolean;
}

export function rankQuery(operands: readonly string[]): RankQuery {
  const items = [...new Set(operands)].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return { items, and: operands.length >= 2 };
}

function rankOr(doc: readonly Lexeme[], items: readonly string[]): number {
  let res = 0;
  for (const item of items) {
    for (const entry of entriesOf(doc, item)) {
      let resj = 0;
      let wjm = -1;
      let jm = 0;
      entry.weights.forEach((weight, j) => {
        const w = WEIGHTS[weight]!;
        resj += w / ((j + 1) * (j + 1));
        if (w > wjm) {
          wjm = w;
          jm = j;
        }
      });
      res += (wjm + resj - wjm / ((jm + 1) * (jm + 1))) / 1.64493406685;
    }
  }
  return items.length > 0 ? res / items.length : res;
}

const wordDistance = (w: number) => (w > 100 ? 1e-30 : 1 / (1.005 + 0.05 * Math.exp(w / 1.5 - 2)));

function rankAnd(doc: readonly Lexeme[], items: readonly string[]): number {
  if (items.length < 2) return rankOr(doc, items);
  const pos: (Lexeme | undefined)[] = new Array(items.length).fill(undefined);
  let res = -1;
  items.forEach((item, i) => {
    for (const entry of entriesOf(doc, item)) {
      pos[i] = entry;
      for (let k = 0; k < i; k++) {
        const other = pos[k];
        if (!other) continue;
        entry.positions.forEach((pl, l) => {
          other.positions.forEach((pp, p) => {
            const dist = Math.abs(pl - pp);
            if (!dist) return;
            const curw = Math.sqrt(WEIGHTS[entry.weights[l]!]! * WEIGHTS[other.weights[p]!]! * wordDistance(dist));
            res = res < 0 ? curw : 1 - (1 - res) * (1 - curw);
          });
        });
      }
    }
  });
  return res;
}

/** `ts_rank(doc, query)` of a query of AND-ed prefix operands (`rankQuery`). */
export function tsRank(doc: readonly Lexeme[], query: RankQuery): number {
  if (doc.length === 0 || query.items.length === 0) return 0;
  const res = query.and ? rankAnd(doc, query.items) : rankOr(doc, query.items);
  return Math.fround(res < 0 ? 1e-20 : res);
}
