import { useSelector } from 'react-redux';
import { STOREFRONTS, type Storefront } from '../locales';
import { sharedSelectors } from '../store/shared-slice';
import type { StorefrontState } from '../store/storefront-store';

/** The current storefront (prefix, api iso, currency) from the shared slice. */
export function useStorefront(): Storefront {
  const code = useSelector((state: StorefrontState) => sharedSelectors.selectStorefront(state));
  return STOREFRONTS[code];
}
