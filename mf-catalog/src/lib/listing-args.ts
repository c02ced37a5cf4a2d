import { langParam, type Language } from '@storefront/shared-contracts';
import { namedSort, readListingView } from './listing-url';
import type { ListingArgs } from '../api/catalog-api';

/**
 * The one place that turns a listing URL into the api request, so the prefetch and the page's hook
 * ask for exactly the same thing (and the page finds the prefetched data in the cache). One view gives one
 * request however its address writes it: the view as `readListingView` reads it (a filter's values
 * comma-separated or repeated by a form sent without JavaScript, sorted), the default order unnamed. A page the
 * edge's loader fetched for a form's fields is hydrated at the address it names, written one way.
 */
export function listingArgs(
  iso: string,
  routeParams: Readonly<Record<string, string>>,
  query: URLSearchParams,
  language: Language,
): ListingArgs {
  const view = readListingView(query.toString());
  const params: Record<string, string> = {};
  for (const [key, values] of Object.entries(view.filters)) params[key] = values.join(',');
  // `lang` is the shopper's language (below), never a filter taken from the page URL.
  delete params.lang;
  const sort = namedSort(view);
  if (sort) params.sort = sort;
  if (view.dir) params.dir = view.dir;
  if (routeParams.page) params.page = routeParams.page;
  const sorted = Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
  return { iso, slug: routeParams.slug ?? 'all', params: sorted, ...langParam(iso, language) };
}
