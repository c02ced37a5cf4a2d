import type { ReviewUsefulVote } from '@storefront/shared-contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { resolveVisitor } from '../metrics/visitor';
import { reviewsRepository } from './repository';

export interface UsefulVoteResult {
  vote: ReviewUsefulVote;
  visitorId: string;
  /** Its cached product pages must be forgotten when the vote counted. */
  productSlug: string;
}

/** "Found this useful": counts once per visitor; an unknown review is a 404 that leaves nothing behind. */
export async function voteReviewUseful(
  db: Database,
  reviewId: number,
  knownVisitorId: string | undefined,
): Promise<UsefulVoteResult> {
  return db.transaction(async (tx) => {
    const review = await reviewsRepository.findReview(tx, reviewId);
    if (!review) throw notFound(`Unknown review ${reviewId}.`);
    const visitor = await resolveVisitor(tx, knownVisitorId);
    const counted = await reviewsRepository.insertUsefulVote(tx, reviewId, visitor.id);
    const usefulCount = await reviewsRepository.usefulCount(tx, reviewId);
    return {
      vote: { reviewId, usefulCount, voted: true, alreadyVoted: !counted },
      visitorId: visitor.id,
      productSlug: review.product_slug,
    };
  });
}
