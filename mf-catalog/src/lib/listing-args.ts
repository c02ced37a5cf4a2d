import type { ListingArgs } from '../api/catalog-api';

/**
 * The one place that turns a listing URL into the api request, so the prefetch and the page's hook
 * ask for exactly the same thing (and the page finds the prefetched data in the cache). A parameter given
 * more than once (a filter form sent without JavaScript) is joined with commas, as the api reads it.
 */
export function listingArgs(
  iso: string,
  routeParams: Readonly<Record<string, string>>,
  query: URLSearchParams,
): ListingArgs {
  const params: Record<string, string> = {};
  for (const key of new Set(query.keys())) {
    if (key === 'page') continue;
    const value = query.getAll(key).join(',');
    if (value !== '') params[key] = value;
  }
  if (routeParams.page) params.page = routeParams.page;
  const sorted = Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
  return { iso, slug: routeParams.slug ?? 'all', params: sorted };
}
