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
