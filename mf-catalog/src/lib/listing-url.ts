import { buildPath, DEFAULT_SORT_KEY, type StorefrontCode } from '@storefront/shared-contracts';

/** A listing's view as the URL holds it: sort, direction and the chosen values of each filter. */
export interface ListingView {
  sort?: string;
  dir?: string;
  filters: Record<string, string[]>;
}

/** Reads the view from a query string; a filter may be comma-separated or repeated. */
export function readListingView(search: string): ListingView {
  const query = new URLSearchParams(search);
  const filters: Record<string, string[]> = {};
  for (const key of new Set(query.keys())) {
    if (key === 'page' || key === 'sort' || key === 'dir') continue;
    const values = query
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length > 0) filters[key] = [...new Set(values)].sort();
  }
  return { sort: query.get('sort') ?? undefined, dir: query.get('dir') ?? undefined, filters };
}

/** The order a view names: none for the default order without a direction, which a listing has without one. */
export function namedSort(view: ListingView): string | undefined {
  return view.sort === DEFAULT_SORT_KEY && !view.dir ? undefined : view.sort;
}

/**
 * The query string of a view, written one way only (sort, dir, then filters by key, values sorted and
 * comma-separated; commas left readable; the default order without a direction not written), so equal views have
 * equal URLs and shared links stay short.
 */
export function listingSearch(view: ListingView): string {
  const parts: string[] = [];
  const sort = namedSort(view);
  if (sort) parts.push(`sort=${encodeURIComponent(sort)}`);
  if (view.dir) parts.push(`dir=${encodeURIComponent(view.dir)}`);
  for (const key of Object.keys(view.filters).sort()) {
    const values = view.filters[key] ?? [];
    if (values.length > 0)
      parts.push(`${encodeURIComponent(key)}=${[...values].sort().map(encodeURIComponent).join(',')}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The view with one filter value switched on or off. */
export function toggleFilter(view: ListingView, key: string, value: string): ListingView {
  const current = view.filters[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...view, filters: { ...view.filters, [key]: next } };
}

/** Page 1 of a listing with a view: where a change of filters or sort leads, and what a shared link opens. */
export function listingHref(storefront: StorefrontCode, slug: string, view: ListingView): string {
  const base =
    slug === 'all' ? buildPath('collections-all', storefront) : buildPath('collections-slug', storefront, { slug });
  return base + listingSearch(view);
}
