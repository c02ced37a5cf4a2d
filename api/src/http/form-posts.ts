import { ACCOUNT_ERROR_CODES } from '@storefront/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Parses HTML form posts (`application/x-www-form-urlencoded`) into a flat record, in the caller's scope. */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/**
 * A page's own early handler (edge/src/pages/early-add.ts) sends a form with fetch and asks for JSON, so the
 * shopper sees the result without a new page; a browser's native submit asks for HTML first and gets the 303.
 */
export function wantsJson(request: FastifyRequest): boolean {
  const first = (request.headers.accept ?? '').split(',')[0] ?? '';
  return first.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * A form post has no script to add a header, so the guard's "no Origin passes" (for servers and tests) would let a
 * page on another site post it with the shopper's cookies wherever a browser omits both: every browser sends
 * Origin on a form POST, so a form route requires it (or Sec-Fetch-Site: same-origin); the global guard has
 * already refused a foreign one. `page` names the page the form is on, for the message.
 */
export function requireSameOrigin(request: FastifyRequest, page: string): void {
  if (request.headers.origin !== undefined && request.headers.origin !== 'null') return;
  if (request.headers['sec-fetch-site'] === 'same-origin') return;
  throw new AppError(403, ACCOUNT_ERROR_CODES.badOrigin, `This form must be sent from the shop’s ${page}.`);
}
