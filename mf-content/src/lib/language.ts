import {
  sharedSelectors,
  type Language,
  type StorefrontState,
  useStorefrontSelector,
} from '@storefront/shared-contracts';

/** The shopper's interface language (France on the Europe storefront reads French): content is asked for in it. */
export function useLanguage(): Language {
  return useStorefrontSelector((state) => sharedSelectors.selectLanguage(state));
}

export function languageOf(state: StorefrontState): Language {
  return sharedSelectors.selectLanguage(state);
}
