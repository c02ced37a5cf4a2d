import { apiPaths, SEARCH_DEFAULT_LIMIT, type Language, type SearchResponse } from '@storefront/shared-contracts';
import { catalogApi } from '../../../api/catalog-api';

export interface SearchArgs {
  iso: string;
  /** The keyword, trimmed and never empty (an empty keyword asks nothing). */
  q: string;
  /** Results in the shopper's language, where it is not the storefront's. */
  lang?: Language;
  /** Hits per type: the panel's few by default, a results page's more. */
  limit?: number;
  /** Hits of each type to skip (the results page's later pages). */
  offset?: number;
}

/** Injected when the search panel first opens or the results page loads, so search code is not on the first load. */
export const searchApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResponse, SearchArgs>({
      query: ({ iso, q, lang, limit = SEARCH_DEFAULT_LIMIT, offset }) => ({
        url: apiPaths.search(iso),
        params: { q, limit, ...(offset ? { offset } : {}), ...(lang ? { lang } : {}) },
        schema: 'search',
      }),
    }),
  }),
});

export const { useSearchQuery } = searchApi;
