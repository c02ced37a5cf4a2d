import { apiPaths, SEARCH_DEFAULT_LIMIT, type SearchResponse } from '@storefront/shared-contracts';
import { catalogApi } from '../../../api/catalog-api';

export interface SearchArgs {
  iso: string;
  /** The keyword, trimmed and never empty (an empty keyword asks nothing). */
  q: string;
}

/** Injected when the search panel first opens, so search code is not on the first load. */
export const searchApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResponse, SearchArgs>({
      query: ({ iso, q }) => ({
        url: apiPaths.search(iso),
        params: { q, limit: SEARCH_DEFAULT_LIMIT },
        schema: 'search',
      }),
    }),
  }),
});

export const { useSearchQuery } = searchApi;
