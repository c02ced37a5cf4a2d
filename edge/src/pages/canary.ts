import type { FastifyReply, FastifyRequest } from 'fastify';
import { CANARY_COOKIE, CANARY_COOKIE_MAX_AGE_SECONDS, type ServedPointer } from '../release/active-pointer';

/**
 * Keeps the visitor on their side of every canary split (the `sf_canary` id the split is hashed from), says
 * which side this page was on (`x-canary`), and logs it: the request's log line then carries `canary`, so the
 * canary's share of traffic (and its errors, under the same reqId) can be counted from the logs.
 */
export function rememberCanarySide(
  request: FastifyRequest,
  reply: FastifyReply,
  split: Pick<ServedPointer, 'canary' | 'newCanaryId'>,
): void {
  if (split.newCanaryId)
    reply.setCookie(CANARY_COOKIE, split.newCanaryId, {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: request.protocol === 'https',
      maxAge: CANARY_COOKIE_MAX_AGE_SECONDS,
    });
  const sides = Object.entries(split.canary);
  if (sides.length === 0) return;
  reply.header('x-canary', sides.map(([name, side]) => `${name}=${side}`).join(', '));
  request.log.info({ canary: split.canary }, 'canary split');
}
