import { DEFAULT_SORT_KEY, langParam, type Language } from '@storefront/shared-contracts';
import type { ListingArgs } from '../api/catalog-api';

/**
 * The one place that turns a listing URL into the api request, so the prefetch and the page's hook
 * ask for exactly the same thing (and the page finds the prefetched data in the cache). One view gives one
 * request however its address writes it: a filter's values, comma-separated or given more than once (a filter
 * form sent without JavaScript), are joined with commas in order, and the default order is not named. A page the
 * edge's loader fetched for a form's fields is hydrated at the address it names, written one way.
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
    const values = query.getAll(key).flatMap((value) => value.split(','));
    const value = (key === 'sort' || key === 'dir' ? values : [...new Set(values.map((v) => v.trim()))].sort())
      .filter(Boolean)
      .join(',');
    if (value !== '') params[key] = value;
  }
  if (params.sort === DEFAULT_SORT_KEY && !params.dir) delete params.sort;
  if (routeParams.page) params.page = routeParams.page;
  const sorted = Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
  return { iso, slug: routeParams.slug ?? 'all', params: sorted, ...langParam(iso, language) };
}
