import { useStorefrontSelector } from './store-hooks';
import { STOREFRONTS, type Language, type Storefront } from '../locales';
import { sharedSelectors } from '../store/shared-slice';

/** The current storefront (prefix, api iso, currency) from the shared slice. */
export function useStorefront(): Storefront {
  const code = useStorefrontSelector((state) => sharedSelectors.selectStorefront(state));
  return STOREFRONTS[code];
}

/** The shopper's interface language (France on the Europe storefront reads French): ask the api in it. */
export function useLanguage(): Language {
  return useStorefrontSelector((state) => sharedSelectors.selectLanguage(state));
}
