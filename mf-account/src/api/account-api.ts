import { apiBaseQuery, apiPaths, createApi, type SessionResponse, type Wishlist } from '@storefront/shared-contracts';

/**
 * The account team's one api (RTK Query); the area's setup injects it into the page's store. Here are the
 * endpoints the whole area reads (the session, the wishlist); each feature adds its own with `injectEndpoints`
 * (`features/<feature>/api/`). Everything is the logged-in customer's, so a login or logout resets the whole cache
 * (`resetApiState`).
 */
export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Session', 'Addresses', 'GrowerProfile', 'Wishlist', 'Orders'],
  endpoints: (build) => ({
    getSession: build.query<SessionResponse, void>({
      query: () => ({ url: apiPaths.me(), schema: 'session' }),
      providesTags: ['Session'],
    }),
    getWishlist: build.query<Wishlist, void>({
      query: () => ({ url: apiPaths.wishlist(), schema: 'wishlist' }),
      providesTags: ['Wishlist'],
    }),
  }),
});

export const { useGetSessionQuery, useGetWishlistQuery } = accountApi;
