import { apiBaseQuery, apiPaths, sharedActions, type Cart, createApi } from '@storefront/shared-contracts';

interface ItemArgs {
  iso: string;
}

/** The cart team's api. Every mutation answers with the whole cart, computed by the server. */
export const cartApi = createApi({
  reducerPath: 'cartApi',
  baseQuery: apiBaseQuery,
  endpoints: (build) => {
    /** Writes the server's cart into the cache and the header's summary. */
    const syncCart = async (
      iso: string,
      queryFulfilled: Promise<{ data: Cart }>,
      dispatch: (action: unknown) => unknown,
    ) => {
      try {
        const { data } = await queryFulfilled;
        dispatch(cartApi.util.upsertQueryData('getCart', iso, data));
        dispatch(sharedActions.cartSummaryChanged({ itemCount: data.itemCount, seedCount: data.seedCount }));
      } catch {
        // The caller shows the error.
      }
    };
    return {
      getCart: build.query<Cart, string>({
        query: (iso) => ({ url: apiPaths.cart(iso), schema: 'cart' }),
        async onQueryStarted(iso, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(sharedActions.cartSummaryChanged({ itemCount: data.itemCount, seedCount: data.seedCount }));
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
        }),
        onQueryStarted: ({ iso }, { dispatch, queryFulfilled }) => syncCart(iso, queryFulfilled, dispatch),
      }),
      updateItem: build.mutation<Cart, ItemArgs & { lineId: number; quantity: number }>({
        query: ({ iso, lineId, quantity }) => ({
          url: apiPaths.cartItem(iso, lineId),
          method: 'PATCH',
          data: { quantity },
          schema: 'cart',
        }),
        onQueryStarted: ({ iso }, { dispatch, queryFulfilled }) => syncCart(iso, queryFulfilled, dispatch),
      }),
      removeItem: build.mutation<Cart, ItemArgs & { lineId: number }>({
        query: ({ iso, lineId }) => ({ url: apiPaths.cartItem(iso, lineId), method: 'DELETE', schema: 'cart' }),
        onQueryStarted: ({ iso }, { dispatch, queryFulfilled }) => syncCart(iso, queryFulfilled, dispatch),
      }),
      applyCoupon: build.mutation<Cart, ItemArgs & { code: string }>({
        query: ({ iso, code }) => ({ url: apiPaths.cartCoupon(iso), method: 'PUT', data: { code }, schema: 'cart' }),
        onQueryStarted: ({ iso }, { dispatch, queryFulfilled }) => syncCart(iso, queryFulfilled, dispatch),
      }),
      removeCoupon: build.mutation<Cart, ItemArgs>({
        query: ({ iso }) => ({ url: apiPaths.cartCoupon(iso), method: 'DELETE', schema: 'cart' }),
        onQueryStarted: ({ iso }, { dispatch, queryFulfilled }) => syncCart(iso, queryFulfilled, dispatch),
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
