import { REVIEW_VOTE_ERRORS, REVIEW_VOTE_QUERY, type ReviewVoteError } from '@storefront/shared-contracts';
import { wholeNumber } from '../../lib/query-number';

/** What a product page's query says about a vote its form posted (the api's 303 back, `REVIEW_VOTE_QUERY`). */
export interface VoteResult {
  reviewId: number;
  /** `now`: counted; `before`: this visitor had voted; else why it did not count. */
  outcome: 'now' | 'before' | ReviewVoteError;
  /** The review's count the api answered, when it gave one. */
  count: number | null;
}

/** Reads the vote's answer from the page's query; anything it does not know is no answer. */
export function readVoteResult(search: string): VoteResult | null {
  const query = new URLSearchParams(search);
  const count = wholeNumber(query.get(REVIEW_VOTE_QUERY.count));
  const now = wholeNumber(query.get(REVIEW_VOTE_QUERY.voted));
  if (now !== null) return { reviewId: now, outcome: 'now', count };
  const before = wholeNumber(query.get(REVIEW_VOTE_QUERY.votedBefore));
  if (before !== null) return { reviewId: before, outcome: 'before', count };
  const error = query.get(REVIEW_VOTE_QUERY.error);
  const reviewId = wholeNumber(query.get(REVIEW_VOTE_QUERY.review));
  if (reviewId === null || !(REVIEW_VOTE_ERRORS as readonly string[]).includes(error ?? '')) return null;
  return { reviewId, outcome: error as ReviewVoteError, count: null };
}
