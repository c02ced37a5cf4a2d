import { langParam, type Language } from '@storefront/shared-contracts';
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
  language: Language,
): ListingArgs {
  const params: Record<string, string> = {};
  for (const key of new Set(query.keys())) {
    // `lang` is the shopper's language (below), never a filter taken from the page URL.
    if (key === 'page' || key === 'lang') continue;
    const value = query.getAll(key).join(',');
    if (value !== '') params[key] = value;
  }
  if (routeParams.page) params.page = routeParams.page;
  const sorted = Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
  return { iso, slug: routeParams.slug ?? 'all', params: sorted, ...langParam(iso, language) };
}
