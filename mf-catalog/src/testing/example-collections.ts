import type { CollectionsResponse } from '@storefront/shared-contracts';

/** The 8 named collections of spec 2.4 / 9, in the api's order (test fixture; the api client parses it with the contract's schema). */
export const COLLECTION_NAMES = [
  'High THC',
  'High Yield',
  'Fast Flowering',
  'High CBD',
  'Easy to grow',
  'Newest strains',
  'Best Sellers',
  'Landrace',
];

const slugOf = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

export function exampleCollections(): CollectionsResponse {
  return {
    collections: COLLECTION_NAMES.map((name, index) => ({
      slug: slugOf(name),
      name,
      description: `${name} strains`,
      icon: null,
      productCount: 25 + index,
    })),
  };
}
