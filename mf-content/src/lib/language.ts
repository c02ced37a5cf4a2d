import { sharedSelectors, type Language, type StorefrontState } from '@storefront/shared-contracts';

/** The shopper's interface language (shared-contracts): content is asked for in it. */
export { useLanguage } from '@storefront/shared-contracts';

export function languageOf(state: StorefrontState): Language {
  return sharedSelectors.selectLanguage(state);
}
