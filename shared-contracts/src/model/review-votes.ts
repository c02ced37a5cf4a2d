/**
 * The review vote's form post (`apiPaths.reviewUsefulForm`): without JavaScript, or before the product page's
 * runs, the api answers 303 back to the product page with one of these in its query, and the page shows the vote's
 * result on the review it was for. The api writes them and the product area reads them, so both take them from here.
 */
export const REVIEW_VOTE_QUERY = {
  /** `?voted=<reviewId>`: the vote counted now. */
  voted: 'voted',
  /** `?voted-before=<reviewId>`: this visitor had voted for the review before; nothing changed. */
  votedBefore: 'voted-before',
  /**
   * `&useful=<n>`: the review's count the api answered. Kept pages may show a count some seconds old (a vote does
   * not empty the page caches), so the page shows this one for the review voted on.
   */
  count: 'useful',
  /** `?vote-error=<code>&review=<reviewId>`: the vote did not count, and why. */
  error: 'vote-error',
  review: 'review',
} as const;

/**
 * Why a form vote did not count: `cookies`, the browser kept no visitor cookie, and votes count from returning
 * visitors only; `busy`, too many votes from this client for now.
 */
export const REVIEW_VOTE_ERRORS = ['cookies', 'busy'] as const;
export type ReviewVoteError = (typeof REVIEW_VOTE_ERRORS)[number];

/** The id a review's element carries, so a vote's answer brings the shopper back to the review they voted on. */
export const reviewAnchor = (reviewId: number): string => `review-${reviewId}`;

/**
 * A product page's reviews page in its address (`?reviews-page=2`): the pager's links, so that a shopper pages
 * without JavaScript (or before the page's runs) and the server renders that page. A vote's form carries it to the
 * api, whose 303 brings the shopper back to the page the review is on. A value that names no page shows the
 * nearest one. Since 4.12.0.
 */
export const REVIEWS_PAGE_QUERY = 'reviews-page';

/** The id of a product page's reviews (the pager's links point to it). Since 4.12.0. */
export const REVIEWS_ANCHOR = 'reviews';
