import type { SortKey } from '@storefront/shared-contracts';

/** Spec 2.4's sort keys: names and prices read best ascending, everything else best first. */
export const DEFAULT_DIRECTION: Record<SortKey, 'asc' | 'desc'> = {
  popularity: 'desc',
  rating: 'desc',
  reviews: 'desc',
  name: 'asc',
  price: 'asc',
  thc: 'desc',
  cbd: 'desc',
  yield_indoor: 'desc',
  yield_outdoor: 'desc',
};

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
