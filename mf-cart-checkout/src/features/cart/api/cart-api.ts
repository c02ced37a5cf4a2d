import { apiPaths, newIdempotencyKey, storeExtra, type Cart } from '@storefront/shared-contracts';
import { cartCheckoutApi } from '../../../api/cart-checkout-api';

interface ItemArgs {
  iso: string;
}

/** What a mutation's `onQueryStarted` receives that syncing the cart needs. */
interface Lifecycle {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: Cart }>;
  extra: unknown;
}

/** The cart's endpoints. Every mutation answers with the whole cart, computed by the server. */
export const cartApi = cartCheckoutApi.injectEndpoints({
  endpoints: (build) => {
    /** Every area hears of the cart the server answered with (`cart:changed`: the header's count follows). */
    const announce = (extra: unknown, cart: Cart) =>
      storeExtra(extra).bus.emit('cart:changed', { itemCount: cart.itemCount, seedCount: cart.seedCount });
    /** Writes the server's cart into the cache and announces it. */
    const syncCart = async (iso: string, { dispatch, queryFulfilled, extra }: Lifecycle) => {
      try {
        const { data } = await queryFulfilled;
        dispatch(cartApi.util.upsertQueryData('getCart', iso, data));
        announce(extra, data);
      } catch {
        // The caller shows the error.
      }
    };
    return {
      getCart: build.query<Cart, string>({
        query: (iso) => ({ url: apiPaths.cart(iso), schema: 'cart' }),
        async onQueryStarted(_iso, { queryFulfilled, extra }) {
          try {
            const { data } = await queryFulfilled;
            announce(extra, data);
          } catch {
            // "Cart cannot be fetched" is shown by the panel.
          }
        },
      }),
      addItem: build.mutation<Cart, ItemArgs & { packId: number; quantity: number }>({
        query: ({ iso, packId, quantity }) => ({
          url: apiPaths.cartItems(iso),
          method: 'POST',
          data: { packId, quantity },
          schema: 'cart',
          // One key per add (this call): a balancer that retries it on another api instance adds it once.
          idempotencyKey: newIdempotencyKey(),
        }),
        onQueryStarted: ({ iso }, lifecycle) => syncCart(iso, lifecycle),
      }),
      updateItem: build.mutation<Cart, ItemArgs & { lineId: number; quantity: number }>({
        query: ({ iso, lineId, quantity }) => ({
          url: apiPaths.cartItem(iso, lineId),
          method: 'PATCH',
          data: { quantity },
          schema: 'cart',
        }),
        onQueryStarted: ({ iso }, lifecycle) => syncCart(iso, lifecycle),
      }),
      removeItem: build.mutation<Cart, ItemArgs & { lineId: number }>({
        query: ({ iso, lineId }) => ({ url: apiPaths.cartItem(iso, lineId), method: 'DELETE', schema: 'cart' }),
        onQueryStarted: ({ iso }, lifecycle) => syncCart(iso, lifecycle),
      }),
      applyCoupon: build.mutation<Cart, ItemArgs & { code: string }>({
        query: ({ iso, code }) => ({ url: apiPaths.cartCoupon(iso), method: 'PUT', data: { code }, schema: 'cart' }),
        onQueryStarted: ({ iso }, lifecycle) => syncCart(iso, lifecycle),
      }),
      removeCoupon: build.mutation<Cart, ItemArgs>({
        query: ({ iso }) => ({ url: apiPaths.cartCoupon(iso), method: 'DELETE', schema: 'cart' }),
        onQueryStarted: ({ iso }, lifecycle) => syncCart(iso, lifecycle),
      }),
    };
  },
});

export const {
  useGetCartQuery,
  useUpdateItemMutation,
  useRemoveItemMutation,
  useApplyCouponMutation,
  useRemoveCouponMutation,
} = cartApi;
