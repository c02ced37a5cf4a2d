import { buildPath, REVIEWS_ANCHOR, REVIEWS_PAGE_QUERY, type StorefrontCode } from '@storefront/shared-contracts';
import { wholeNumber } from '../../lib/query-number';

/**
 * The reviews page the address asks for (`?reviews-page=`), or null when it names none: the pager's links and a
 * vote's way back write it; a shopper may edit it, so anything but a whole number is no page.
 */
export function requestedReviewsPage(search: string | URLSearchParams): number | null {
  return wholeNumber(new URLSearchParams(search).get(REVIEWS_PAGE_QUERY));
}

/** The page to show: the one asked for, brought within the product's pages (an old link, an edited address). */
export function reviewsPageWithin(requested: number | null, pageCount: number): number {
  return Math.min(Math.max(requested ?? 1, 1), Math.max(pageCount, 1));
}

/**
 * A reviews page's address on the product page, opened at the reviews: a real link, so the pager works before the
 * page's JavaScript and without it (the server renders that page), and Back returns to the page before.
 */
export function reviewsPageHref(storefront: StorefrontCode, slug: string, page: number): string {
  return `${buildPath('product-slug', storefront, { slug })}?${REVIEWS_PAGE_QUERY}=${page}#${REVIEWS_ANCHOR}`;
}
