import type { Storefront } from '@storefront/shared-contracts';

const cache = new Map<string, Intl.DisplayNames>();

function regionNames(locale: string): Intl.DisplayNames {
  let names = cache.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    cache.set(locale, names);
  }
  return names;
}

/**
 * A country's name in the interface language ("Belgien", "België", "Belgique"): the api sends ISO codes and one
 * stored (English or German) name, so the language's name comes from the CLDR data of Intl, the same on the
 * server render and in the browser.
 */
export function countryName(locale: string, iso: string): string {
  return regionNames(locale).of(iso.toUpperCase()) ?? iso;
}

/** A storefront's region in the interface language: the Europe storefront is UN M49 region 150 ("Europa"). */
export function storefrontRegion(locale: string, storefront: Pick<Storefront, 'code' | 'defaultCountry'>): string {
  return regionNames(locale).of(storefront.code === 'en' ? '150' : storefront.defaultCountry) ?? storefront.code;
}
