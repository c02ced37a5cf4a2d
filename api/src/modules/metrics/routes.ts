import { referralRequestSchema, referralResponseSchema } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { limited, type Limit } from '../../http/rate-limit';
import { errorResponses } from '../../http/responses';
import { recordReferral } from './record-referral';
import { setVisitorCookie, visitorIdOf } from './visitor';

export async function metricsRoutes(
  app: FastifyInstance,
  { db, cookieSecure, limit }: { db: Database; cookieSecure: boolean; limit: Limit },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/metric/referral',
    {
      config: limited(limit),
      schema: {
        tags: ['metrics'],
        summary: 'Reports a referral (spec 7); sets the visitor cookie',
        body: referralRequestSchema,
        response: { 200: referralResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await recordReferral(db, {
        ...request.body,
        knownVisitorId: visitorIdOf(request),
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      reply.header('cache-control', 'no-store');
      setVisitorCookie(reply, result.data.v_id, cookieSecure);
      return result;
    },
  );
}
