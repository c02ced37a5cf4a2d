import { referralRequestSchema } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { recordReferral } from './record-referral';

/** HttpOnly visitor cookie: lets a browser's later reports reuse its visitor row (90 days, as the client keeps pap_v_id). */
export const VISITOR_COOKIE = 'sf_visitor';
const VISITOR_SHAPE = /^[a-f0-9]{32}$/;
const NINETY_DAYS = 90 * 24 * 3600;

export async function metricsRoutes(app: FastifyInstance, { db, cookieSecure }: { db: Database; cookieSecure: boolean }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/metric/referral', { schema: { body: referralRequestSchema } }, async (request, reply) => {
    const cookie = request.cookies[VISITOR_COOKIE];
    const result = await recordReferral(db, {
      ...request.body,
      knownVisitorId: cookie && VISITOR_SHAPE.test(cookie) ? cookie : undefined,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    });
    reply
      .header('cache-control', 'no-store')
      .setCookie(VISITOR_COOKIE, result.data.v_id, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: NINETY_DAYS, secure: cookieSecure });
    return result;
  });
}
