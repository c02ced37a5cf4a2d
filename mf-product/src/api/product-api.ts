import {
  apiBaseQuery,
  apiPaths,
  type FormAdded,
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
    /**
     * The add-to-cart form sent as the page's loader sends it before hydration (the api's form route, answering
     * JSON to an `Accept` that puts it first, as axios's does): the page's own answer while the cart area, which
     * owns adds once it is in, is still on its way.
     */
    sendAddForm: build.mutation<FormAdded, { action: string; fields: Record<string, string> }>({
      query: ({ action, fields }) => ({
        url: action,
        method: 'POST',
        data: new URLSearchParams(fields),
        schema: 'formAdded',
      }),
    }),
  }),
});

export const { useGetProductQuery, useSendAddFormMutation } = productApi;
