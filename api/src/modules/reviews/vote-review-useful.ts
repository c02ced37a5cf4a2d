import type { ReviewUsefulVote } from '@storefront/shared-contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { resolveVisitor } from '../metrics/visitor';
import { reviewsRepository } from './repository';

export interface UsefulVoteResult {
  /** Null when the vote did not count: its visitor was unknown before this request (made now). */
  vote: ReviewUsefulVote | null;
  visitorId: string;
  /** Its cached product pages must be forgotten when the vote counted. */
  productSlug: string;
}

/**
 * "Found this useful": counts once per visitor, and only for a visitor that existed before this request: a
 * vote without a cookie, or with an id the api never issued, makes the visitor and counts nothing, so
 * cookieless scripts cannot raise a count. An unknown review is a 404 that leaves nothing behind.
 */
export async function voteReviewUseful(
  db: Database,
  reviewId: number,
  knownVisitorId: string | undefined,
): Promise<UsefulVoteResult> {
  return db.transaction(async (tx) => {
    const review = await reviewsRepository.findReview(tx, reviewId);
    if (!review) throw notFound(`Unknown review ${reviewId}.`);
    const visitor = await resolveVisitor(tx, knownVisitorId);
    if (visitor.created) return { vote: null, visitorId: visitor.id, productSlug: review.product_slug };
    const counted = await reviewsRepository.insertUsefulVote(tx, reviewId, visitor.id);
    const usefulCount = await reviewsRepository.usefulCount(tx, reviewId);
    return {
      vote: { reviewId, usefulCount, voted: true, alreadyVoted: !counted },
      visitorId: visitor.id,
      productSlug: review.product_slug,
    };
  });
}
