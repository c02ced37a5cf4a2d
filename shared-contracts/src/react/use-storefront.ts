import { useStorefrontSelector } from './store-hooks';
import { STOREFRONTS, type Storefront } from '../locales';
import { sharedSelectors } from '../store/shared-slice';

/** The current storefront (prefix, api iso, currency) from the shared slice. */
export function useStorefront(): Storefront {
  const code = useStorefrontSelector((state) => sharedSelectors.selectStorefront(state));
  return STOREFRONTS[code];
}
