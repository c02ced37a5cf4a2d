import {
  apiBaseQuery,
  apiPaths,
  type CollectionsResponse,
  type ListingResponse,
  createApi,
} from '@storefront/shared-contracts';

export interface ListingArgs {
  iso: string;
  slug: string;
  /** page, sort, dir and filters, exactly as in the page URL (so a shared link restores them). */
  params: Record<string, string>;
}

/** The catalogue team's api: collections and listings. */
export const catalogApi = createApi({
  reducerPath: 'catalogApi',
  baseQuery: apiBaseQuery,
  endpoints: (build) => ({
    getCollections: build.query<CollectionsResponse, string>({
      query: (iso) => ({ url: apiPaths.collections(iso), schema: 'collections' }),
    }),
    getListing: build.query<ListingResponse, ListingArgs>({
      query: ({ iso, slug, params }) => ({ url: apiPaths.listing(iso, slug), params, schema: 'listing' }),
    }),
  }),
});

export const { useGetCollectionsQuery, useGetListingQuery } = catalogApi;
