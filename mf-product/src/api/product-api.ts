import { apiBaseQuery, apiPaths, type ProductDetail, createApi } from '@storefront/shared-contracts';

export interface ProductArgs {
  iso: string;
  slug: string;
}

/** The product team's api. */
export const productApi = createApi({
  reducerPath: 'productApi',
  baseQuery: apiBaseQuery,
  endpoints: (build) => ({
    getProduct: build.query<ProductDetail, ProductArgs>({
      query: ({ iso, slug }) => ({ url: apiPaths.product(iso, slug), schema: 'productDetail' }),
    }),
  }),
});

export const { useGetProductQuery } = productApi;
