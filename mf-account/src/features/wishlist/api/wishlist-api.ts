import { apiPaths, type Wishlist } from '@storefront/shared-contracts';
import { accountApi } from '../../../api/account-api';

/** The wishlist: adding and removing a product (the hearts, through the agent). */
export const wishlistApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    addToWishlist: build.mutation<Wishlist, number>({
      query: (productId) => ({ url: apiPaths.wishlistItem(productId), method: 'PUT', schema: 'wishlist' }),
      invalidatesTags: ['Wishlist'],
    }),
    removeFromWishlist: build.mutation<Wishlist, number>({
      query: (productId) => ({ url: apiPaths.wishlistItem(productId), method: 'DELETE', schema: 'wishlist' }),
      invalidatesTags: ['Wishlist'],
    }),
  }),
});
