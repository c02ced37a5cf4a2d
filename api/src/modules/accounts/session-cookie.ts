import { SESSION_COOKIE } from '@storefront/shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isWellFormedToken } from './tokens';

/** The session token of the request, when it carries a well-formed one. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return isWellFormedToken(token) ? token : undefined;
}

/** Secure when configured, or when the browser reached the edge over https (the edge says so). */
function isSecure(request: FastifyRequest, cookieSecure: boolean): boolean {
  return cookieSecure || request.headers['x-forwarded-proto'] === 'https' || request.protocol === 'https';
}

/** HttpOnly, SameSite=Lax, for as long as the session may stay idle (renewed as it is used). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  idleSeconds: number,
  cookieSecure: boolean,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: idleSeconds,
    secure: isSecure(request, cookieSecure),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, cookieSecure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(request, cookieSecure),
  });
}
