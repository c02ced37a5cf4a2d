import { createHash, randomBytes } from 'node:crypto';
import { CART_COOKIE } from '@storefront/shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const THIRTY_DAYS = 30 * 24 * 3600;

/** 256 random bits; only its hash is stored, so a database leak does not hand out carts. */
export function newCartToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashCartToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The cart token of the request, when it has a well-formed one. */
export function cartTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[CART_COOKIE];
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

/** Sets (and renews for 30 days) the HttpOnly cart cookie. */
export function setCartCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(CART_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: THIRTY_DAYS,
    // 'auto': Secure whenever the browser came over https (the edge says so), configured or not.
    secure: secure || 'auto',
  });
}

export function clearCartCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(CART_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: secure || 'auto' });
}
