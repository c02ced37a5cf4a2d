import { apiPaths, type PriceList } from '@storefront/shared-contracts';
import { catalogApi } from '../../../api/catalog-api';

export interface PriceListArgs {
  iso: string;
  /** The name filter, trimmed; empty lists every strain. */
  q: string;
}

/** Injected by the price-list page and its prefetch only, so the first load of other pages does not carry it. */
export const priceListApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getPriceList: build.query<PriceList, PriceListArgs>({
      query: ({ iso, q }) => ({ url: apiPaths.priceList(iso), params: q ? { q } : undefined, schema: 'priceList' }),
    }),
  }),
});

export const { useGetPriceListQuery } = priceListApi;

/** The request of a price-list URL: the same for the prefetch and the page. */
export function priceListArgs(iso: string, query: URLSearchParams): PriceListArgs {
  return { iso, q: (query.get('q') ?? '').trim() };
}
