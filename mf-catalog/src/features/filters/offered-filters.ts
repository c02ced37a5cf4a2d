import type { ProductFilter, Settings } from '@storefront/shared-contracts';

/** Spec 5: only the public filters of the first filter group of the settings are offered to shoppers. */
export function offeredFilters(settings: Settings | null): ProductFilter[] {
  return settings?.product_filters.filterGroups[0]?.filters.filter((filter) => filter.public) ?? [];
}
