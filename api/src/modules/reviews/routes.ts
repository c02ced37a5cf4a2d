import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbIdSchema, reviewUsefulVoteSchema } from '@storefront/shared-contracts/schemas';
import { ERROR_CODES } from '@storefront/shared-contracts';
import { AppError } from '../../http/errors';
import { limited, type Limit } from '../../http/rate-limit';
import { errorResponses } from '../../http/responses';
import type { CatalogCache } from '../../cache/catalog-cache';
import type { Database } from '../../db/database';
import { storefrontFromIso } from '../../http/storefront';
import { forgetProductPages } from '../catalog/cache-keys';
import { setVisitorCookie, visitorIdOf } from '../metrics/visitor';
import { voteReviewUseful } from './vote-review-useful';

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
}
