import {
  buildPath,
  langParam,
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_OFFSET,
  SEARCH_MAX_QUERY_LENGTH,
  type Language,
  type StorefrontCode,
} from '@storefront/shared-contracts';
import type { SearchArgs } from './api/search-api';

/** Hits of each type on one results page: as many as the api gives at once. */
export const RESULTS_PER_PAGE = SEARCH_MAX_LIMIT;

/** The keyword (`?q=`, trimmed, at most what the api takes) and the page (`?page=`, 1 when absent or not a page). */
export function readSearchPage(query: URLSearchParams): { q: string; page: number } {
  const q = (query.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_QUERY_LENGTH).trim();
  const raw = Number(query.get('page'));
  const lastPage = Math.floor(SEARCH_MAX_OFFSET / RESULTS_PER_PAGE) + 1;
  const page = Number.isInteger(raw) && raw >= 1 ? Math.min(raw, lastPage) : 1;
  return { q, page };
}

/** The api request of a results page; the same on the server (prefetch, head) and in the browser (hydration). */
export function searchPageArgs(iso: string, query: URLSearchParams, language: Language): SearchArgs | null {
  const { q, page } = readSearchPage(query);
  if (q === '') return null;
  const offset = (page - 1) * RESULTS_PER_PAGE;
  return { iso, q, limit: RESULTS_PER_PAGE, ...(offset > 0 ? { offset } : {}), ...langParam(iso, language) };
}

/** `/search?q=…[&page=n]` of a storefront (`/de/suche?q=…`). */
export function searchPageHref(storefront: StorefrontCode, q: string, page = 1): string {
  const query = new URLSearchParams({ q });
  if (page > 1) query.set('page', String(page));
  return `${buildPath('search', storefront)}?${query.toString()}`;
}
