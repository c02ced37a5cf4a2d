import {
  apiBaseQuery,
  apiPaths,
  type CollectionsResponse,
  type Language,
  type ListingResponse,
  createApi,
  langParam,
} from '@storefront/shared-contracts';

export interface CollectionsArgs {
  iso: string;
  /** The shopper's language where it is not the storefront's (French on the Europe storefront). */
  lang?: Language;
}

export interface ListingArgs {
  iso: string;
  slug: string;
  /** page, sort, dir and filters, exactly as in the page URL (so a shared link restores them). */
  params: Record<string, string>;
  /** The collection's name and description in the shopper's language, where it is not the storefront's. */
  lang?: Language;
}

/** The collections' query args: `lang` only when the shopper reads another language than the storefront's. */
export function collectionsArgs(iso: string, language: Language): CollectionsArgs {
  return { iso, ...langParam(iso, language) };
}

/** The catalogue team's api: collections and listings. */
export const catalogApi = createApi({
  reducerPath: 'catalogApi',
  baseQuery: apiBaseQuery,
  endpoints: (build) => ({
    getCollections: build.query<CollectionsResponse, CollectionsArgs>({
      query: ({ iso, lang }) => ({
        url: apiPaths.collections(iso),
        ...(lang ? { params: { lang } } : {}),
        schema: 'collections',
      }),
    }),
    getListing: build.query<ListingResponse, ListingArgs>({
      query: ({ iso, slug, params, lang }) => ({
        url: apiPaths.listing(iso, slug),
        params: lang ? { ...params, lang } : params,
        schema: 'listing',
      }),
    }),
  }),
});

export const { useGetCollectionsQuery, useGetListingQuery } = catalogApi;
