import { apiBaseQuery, createApi } from '@storefront/shared-contracts';

/**
 * The cart and checkout team's one api (RTK Query): one cache, one reducer, one middleware. Each feature adds its
 * endpoints with `injectEndpoints` (`features/<feature>/api/`); the area's setup injects this into the page's store.
 */
export const cartCheckoutApi = createApi({
  reducerPath: 'cartCheckoutApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Order'],
  endpoints: () => ({}),
});
