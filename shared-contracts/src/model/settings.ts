import type { CarrierInfo, ProductFilter, Settings } from '../schemas/settings';

/** Spec 5: only the first filter group is used, and only its public filters. */
export function publicFilters(settings: Pick<Settings, 'product_filters'>): ProductFilter[] {
  return settings.product_filters.filterGroups[0]?.filters.filter((f) => f.public) ?? [];
}

/** Spec 5: the default region country is the entry whose id equals region.default_country_id read as an integer. */
export function defaultRegionCountry(settings: Pick<Settings, 'region' | 'region_countries'>) {
  const id = Number.parseInt(settings.region.default_country_id, 10);
  return settings.region_countries.find((c) => c.id === id);
}

/** Spec 4: the carrier info of the default country, replaced on 'en' by the cfcountry cookie's country. */
export function activeCarrierInfo(settings: Pick<Settings, 'region' | 'carrier_info'>, cfCountry?: string | null) {
  const empty = { min: 0, max: 0, delay: 0, free_from: 0 };
  const id = Number.parseInt(settings.region.default_country_id, 10);
  let active: CarrierInfo | undefined = settings.carrier_info.find((c) => c.id === id);
  if (settings.region.locale.code === 'en' && cfCountry) {
    active = settings.carrier_info.find((c) => c.iso.toLowerCase() === cfCountry.toLowerCase()) ?? active;
  }
  return active ? { min: active.min, max: active.max, delay: active.delay, free_from: active.free_from } : empty;
}
