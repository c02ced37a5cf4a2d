import type { SortKey } from '@storefront/shared-contracts';
import type { FilterKey } from './filters';

/**
 * The SQL fragments of a product listing, composed by `catalogRepository.listing`: each filter's condition over
 * `products p` and the sort order over the listing's `cards` subquery. A builder rather than fixed statements,
 * because a listing combines any of the filters (OR within a filter, AND across) with any sort.
 */

/** One active filter: its key and the database values chosen (a toggle has none). */
export interface FilterSql {
  key: FilterKey;
  toggle: boolean;
  values: string[];
}

/** `param` is the placeholder of a text[] of database values (empty for a toggle). */
type Condition = (param: string) => string;

const column =
  (name: string): Condition =>
  (param) =>
    `p.${name} = ANY(${param}::text[])`;
const overlaps =
  (name: string): Condition =>
  (param) =>
    `p.${name} && ${param}::text[]`;

/** The buckets of the flowering-time filter's option values. */
const FLOWERING_TIME_BUCKETS = `CASE WHEN p.flowering_days_max <= 56 THEN 'up-to-8-weeks'
  WHEN p.flowering_days_max <= 70 THEN '8-to-10-weeks' ELSE 'over-10-weeks' END`;

const CONDITIONS: Record<FilterKey, Condition> = {
  promotions: () => 'EXISTS (SELECT 1 FROM seed_packs fs WHERE fs.product_id = p.id AND fs.free_seeds > 0)',
  flowering_type: column('flowering_type'),
  gender: column('gender'),
  genetics: column('genetics'),
  difficulty: column('difficulty'),
  thc: column('thc_level'),
  cbd: column('cbd_level'),
  cbg: column('cbg_level'),
  climate: overlaps('climates'),
  flowering_time: (param) => `(${FLOWERING_TIME_BUCKETS}) = ANY(${param}::text[])`,
  terpene: overlaps('terpenes'),
  effect: overlaps('effects'),
  flavor: overlaps('flavors'),
};

/** SQL conditions of the active filters, with placeholders numbered from `firstParam`. */
export function filterConditions(
  filters: readonly FilterSql[],
  firstParam: number,
): { sql: string[]; params: unknown[] } {
  const sql: string[] = [];
  const params: unknown[] = [];
  for (const filter of filters) {
    const condition = CONDITIONS[filter.key];
    if (filter.toggle) {
      sql.push(`(${condition('')})`);
      continue;
    }
    params.push(filter.values);
    sql.push(`(${condition(`$${firstParam + params.length - 1}`)})`);
  }
  return { sql, params };
}

/** Columns of the listing's `cards` subquery; THC/CBD sort by content, which decides the level. */
const SORT_COLUMN: Record<SortKey, string> = {
  popularity: 'sales_count',
  rating: 'rating_avg',
  reviews: 'review_count',
  name: 'name COLLATE "C"',
  price: 'from_price',
  thc: 'thc_content',
  cbd: 'cbd_content',
  yield_indoor: 'yield_indoor',
  yield_outdoor: 'yield_outdoor',
};

/** ORDER BY with a fixed tie-breaker (name, then id), so pages never overlap or skip. */
export function orderBy(sort: SortKey, dir: 'asc' | 'desc'): string {
  const direction = dir === 'asc' ? 'ASC' : 'DESC';
  return `${SORT_COLUMN[sort]} ${direction}, name COLLATE "C" ASC, id ASC`;
}
