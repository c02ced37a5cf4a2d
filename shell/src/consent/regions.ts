import { REGIONS, type Region, type RegionId, type StorefrontCode } from '@storefront/shared-contracts';

/**
 * The region to preselect: the one chosen before; else the storefront's region for the visitor's
 * country (cfcountry: France on the Europe storefront); else the storefront's first region.
 */
export function suggestedRegion(storefront: StorefrontCode, chosen: RegionId | null, country: string | null): Region {
  const previous = REGIONS.find((r) => r.id === chosen);
  if (previous) return previous;
  const inStorefront = REGIONS.filter((r) => r.storefront === storefront);
  return inStorefront.find((r) => r.country === country?.toUpperCase()) ?? inStorefront[0] ?? REGIONS[0]!;
}

/** Message id of a region's title. */
export const regionTitleId = (id: RegionId) => `shell.region.name.${id}`;
