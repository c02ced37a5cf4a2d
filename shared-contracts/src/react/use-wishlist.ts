import { useStorefrontSelector } from './store-hooks';
import { sharedSelectors } from '../store/shared-slice';

/** Whether the product is on the logged-in shopper's wishlist (always false for a guest). Since 2.4.0. */
export function useOnWishlist(productId: number): boolean {
  return useStorefrontSelector((state) => sharedSelectors.selectWishlist(state).includes(productId));
}
