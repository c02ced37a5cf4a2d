import { useSelector } from 'react-redux';
import { sharedSelectors } from '../store/shared-slice';
import type { StorefrontState } from '../store/storefront-store';

/** Whether the product is on the logged-in shopper's wishlist (always false for a guest). Since 2.4.0. */
export function useOnWishlist(productId: number): boolean {
  return useSelector((state: StorefrontState) => sharedSelectors.selectWishlist(state).includes(productId));
}
