import { useSelector } from 'react-redux';
import { sharedSelectors, type Language, type StorefrontState } from '@storefront/shared-contracts';

/** The shopper's interface language (France on the Europe storefront reads French). */
export function useLanguage(): Language {
  return useSelector((state: StorefrontState) => sharedSelectors.selectLanguage(state));
}

export function languageOf(state: StorefrontState): Language {
  return sharedSelectors.selectLanguage(state);
}
