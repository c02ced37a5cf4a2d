import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { metricsRepository } from './repository';

/** HttpOnly visitor cookie: one visitor row per browser, for referral reports and review votes (90 days, as the client keeps pap_v_id). */
export const VISITOR_COOKIE = 'sf_visitor';
const VISITOR_SHAPE = /^[a-f0-9]{32}$/;
const NINETY_DAYS = 90 * 24 * 3600;

/** The visitor id of the request's cookie, when it is well-formed (it may still be unknown to the database). */
export function visitorIdOf(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[VISITOR_COOKIE];
  return cookie && VISITOR_SHAPE.test(cookie) ? cookie : undefined;
}

/** Sets (and renews for 90 days) the visitor cookie. */
export function setVisitorCookie(reply: FastifyReply, visitorId: string, secure: boolean): void {
  reply.setCookie(VISITOR_COOKIE, visitorId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: NINETY_DAYS,
    // 'auto': Secure whenever the browser came over https (the edge says so), configured or not.
    secure: secure || 'auto',
  });
}

export interface ResolvedVisitor {
  id: string;
  created: boolean;
  /** The visitor's affiliate after this request: the given one when not empty, else the one it already had. */
  affiliateId: string;
}

/**
 * The visitor of `knownId` when it exists (touched, and given `affiliateId` when that is not empty),
 * else a new visitor with a random id.
 */
export async function resolveVisitor(
  tx: Queryable,
  knownId: string | undefined,
  affiliateId = '',
): Promise<ResolvedVisitor> {
  const known = knownId ? await metricsRepository.touchVisitor(tx, knownId, affiliateId) : null;
  if (knownId && known !== null) return { id: knownId, created: false, affiliateId: known };
  const id = randomUUID().replace(/-/g, '');
  await metricsRepository.createVisitor(tx, id, affiliateId);
  return { id, created: true, affiliateId };
}
