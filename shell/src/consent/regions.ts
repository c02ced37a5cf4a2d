import { REGIONS, type Region, type RegionId, type StorefrontCode } from '@storefront/shared-contracts';

/**
 * The region the header names and the region forms preselect: the one chosen before when it belongs to
 * the storefront being viewed (a shopper who chose Austria and opens /uk is in the United Kingdom shop);
 * else the storefront's region for the visitor's country (cfcountry: France on the Europe storefront);
 * else the storefront's first region.
 */
export function suggestedRegion(storefront: StorefrontCode, chosen: RegionId | null, country: string | null): Region {
  const inStorefront = REGIONS.filter((r) => r.storefront === storefront);
  const previous = inStorefront.find((r) => r.id === chosen);
  if (previous) return previous;
  return inStorefront.find((r) => r.country === country?.toUpperCase()) ?? inStorefront[0] ?? REGIONS[0]!;
}

/** Message id of a region's title. */
export const regionTitleId = (id: RegionId) => `shell.region.name.${id}`;
