import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbIdSchema, reviewUsefulVoteSchema } from '@storefront/shared-contracts/schemas';
import {
  apiPaths,
  buildPath,
  ERROR_CODES,
  REVIEW_VOTE_QUERY,
  REVIEWS_PAGE_QUERY,
  reviewAnchor,
  type ReviewVoteError,
} from '@storefront/shared-contracts';
import { AppError, notFound } from '../../http/errors';
import { acceptFormPosts, requireSameOrigin } from '../../http/form-posts';
import { limitCounter, limited, type Limit } from '../../http/rate-limit';
import { errorResponses } from '../../http/responses';
import type { CatalogCache } from '../../cache/catalog-cache';
import type { Database } from '../../db/database';
import { storefrontFromIso } from '../../http/storefront';
import { forgetProductPages } from '../catalog/cache-keys';
import { setVisitorCookie, visitorIdOf } from '../metrics/visitor';
import { voteReviewUseful } from './vote-review-useful';
import { reviewsRepository } from './repository';

interface ReviewDeps {
  db: Database;
  cache: CatalogCache;
  cookieSecure: boolean;
  limit: Limit;
}

const voteParams = z.object({ iso: z.string(), reviewId: z.coerce.number().pipe(dbIdSchema) });

export async function reviewRoutes(
  app: FastifyInstance,
  { db, cache, cookieSecure, limit }: ReviewDeps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/:iso/reviews/:reviewId/useful',
    {
      config: limited(limit),
      schema: {
        tags: ['catalogue'],
        summary:
          'The visitor found a review useful (once per visitor; a repeat answers alreadyVoted; a visitor new in this request: 409 VOTE_NEEDS_VISITOR, not counted)',
        params: voteParams,
        response: { 200: reviewUsefulVoteSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      storefrontFromIso(request.params.iso);
      const result = await voteReviewUseful(db, request.params.reviewId, visitorIdOf(request));
      reply.header('cache-control', 'no-store');
      setVisitorCookie(reply, result.visitorId, cookieSecure);
      if (result.vote === null) {
        throw new AppError(
          409,
          ERROR_CODES.voteNeedsVisitor,
          'Votes count from returning visitors: this browser has been given a visitor id now, vote again to count.',
        );
      }
      if (!result.vote.alreadyVoted) forgetProductPages(cache, result.productSlug);
      return result.vote;
    },
  );
  formVoteRoute(app, { db, cache, cookieSecure, limit });
}

/**
 * The form vote's address: `again`, its one retry (the 307 that sends the browser back with the visitor cookie it
 * was just given); `reviews-page`, the reviews page the shopper voted on, for the way back. A page that is no whole
 * number from 2 is dropped (page 1 is the product page's own), never refused: the vote still counts.
 */
const formVoteQuery = z.object({
  again: z.literal('1').optional(),
  [REVIEWS_PAGE_QUERY]: z
    .string()
    .optional()
    .transform((page) => (page && /^[1-9]\d{0,3}$/.test(page) && page !== '1' ? page : undefined)),
});

/**
 * The vote as a page without JavaScript (or before the product page's runs) sends it: a form with no fields. It
 * answers 303 back to the review on its product page (on the reviews page it was voted on), saying how it went
 * (`REVIEW_VOTE_QUERY`):
 * - counted, or voted before: `?voted=` / `?voted-before=` with the count the api has now;
 * - a visitor the api did not know (votes count from returning visitors): the reply gives the visitor cookie and
 *   307s the same post back here once (`?again=1`), so the browser sends it again with the cookie and the
 *   shopper's one tap counts, as the hydrated page's retry does. A browser that kept no cookie is sent back with
 *   `?vote-error=cookies` instead of round again;
 * - too many votes from this client: back with `?vote-error=busy`, counted in the handler so the answer is the page.
 * An unknown review is the api's 404 (the page never shows one); a post from another site is refused (403).
 */
function formVoteRoute(app: FastifyInstance, { db, cache, cookieSecure, limit }: ReviewDeps): void {
  acceptFormPosts(app);
  const allowed = limitCounter(app, limit, 'review-vote-form');
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/:iso/reviews/:reviewId/useful/form',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A review's useful vote posted by a page without JavaScript: 303 back to the review with the result",
        params: voteParams,
        querystring: formVoteQuery,
        consumes: ['application/x-www-form-urlencoded'],
        // The form has no fields: the review is in the address, the visitor in its cookie.
        body: z.object({}).optional(),
        response: {
          303: z
            .null()
            .describe('Back to the review on its product page, `?voted=`, `?voted-before=` or `?vote-error=`'),
          307: z.null().describe('A visitor new in this request: the same post again, now with the visitor cookie'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      requireSameOrigin(request, 'product page');
      const storefront = storefrontFromIso(request.params.iso);
      const { reviewId } = request.params;
      reply.header('cache-control', 'no-store');
      const review = await reviewsRepository.findReview(db, reviewId);
      if (!review) throw notFound(`Unknown review ${reviewId}.`);
      const page = request.query[REVIEWS_PAGE_QUERY];
      const onPage: Record<string, string> = page ? { [REVIEWS_PAGE_QUERY]: page } : {};
      const back = (query: Record<string, string>) =>
        `${buildPath('product-slug', storefront.code, { slug: review.product_slug })}?${new URLSearchParams({ ...onPage, ...query }).toString()}#${reviewAnchor(reviewId)}`;
      const refused = (code: ReviewVoteError) =>
        reply.redirect(back({ [REVIEW_VOTE_QUERY.error]: code, [REVIEW_VOTE_QUERY.review]: String(reviewId) }), 303);

      if (!(await allowed(request))) return refused('busy');
      const result = await voteReviewUseful(db, reviewId, visitorIdOf(request));
      setVisitorCookie(reply, result.visitorId, cookieSecure);
      if (result.vote === null) {
        if (request.query.again) return refused('cookies');
        const again = new URLSearchParams({ again: '1', ...onPage }).toString();
        return reply.redirect(`${apiPaths.reviewUsefulForm(request.params.iso, reviewId)}?${again}`, 307);
      }
      if (!result.vote.alreadyVoted) forgetProductPages(cache, result.productSlug);
      return reply.redirect(
        back({
          [result.vote.alreadyVoted ? REVIEW_VOTE_QUERY.votedBefore : REVIEW_VOTE_QUERY.voted]: String(reviewId),
          [REVIEW_VOTE_QUERY.count]: String(result.vote.usefulCount),
        }),
        303,
      );
    },
  );
}
