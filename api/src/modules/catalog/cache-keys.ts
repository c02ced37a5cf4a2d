import type { CatalogCache } from '../../cache/catalog-cache';

/** Catalogue cache keys of a product's page and its review pages, and how to forget them. */
export const productPageKey = (iso: string, slug: string) => `product|${iso}|${slug}`;
export const reviewsPageKey = (slug: string, page: number) => `reviews|${slug}|${page}`;

/**
 * Review useful counts change with votes, which do not move the catalogue version (that would empty every
 * cache on every click): a vote forgets the product's pages in this process, and other processes recompute
 * them after this age at the latest, like any browser or CDN that keeps them for `max-age=60`.
 */
export const REVIEW_COUNTS_MAX_AGE_MS = 60_000;

export function forgetProductPages(cache: CatalogCache, slug: string): void {
  cache.evict((key) => (key.startsWith('product|') && key.endsWith(`|${slug}`)) || key.startsWith(`reviews|${slug}|`));
}
