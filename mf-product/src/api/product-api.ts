import {
  apiBaseQuery,
  apiPaths,
  type Language,
  type ProductDetail,
  createApi,
  langParam,
} from '@storefront/shared-contracts';

export interface ProductArgs {
  iso: string;
  slug: string;
  /** The shopper's language where it is not the storefront's (French on the Europe storefront). */
  lang?: Language;
}

/** The product's query args: `lang` only when the shopper reads another language than the storefront's. */
export function productArgs(iso: string, slug: string, language: Language): ProductArgs {
  return { iso, slug, ...langParam(iso, language) };
}

/** The product team's api. */
export const productApi = createApi({
  reducerPath: 'productApi',
  baseQuery: apiBaseQuery,
  endpoints: (build) => ({
    getProduct: build.query<ProductDetail, ProductArgs>({
      query: ({ iso, slug, lang }) => ({
        url: apiPaths.product(iso, slug),
        ...(lang ? { params: { lang } } : {}),
        schema: 'productDetail',
      }),
    }),
  }),
});

export const { useGetProductQuery } = productApi;
