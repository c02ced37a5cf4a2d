import { parseSessionHint, SESSION_COOKIE, SESSION_HINT_COOKIE, sessionHintValue } from '@storefront/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isWellFormedToken } from './tokens';

/** The session token of the request, when it carries a well-formed one. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return isWellFormedToken(token) ? token : undefined;
}

/**
 * Secure when configured, or when the browser reached the edge over https: `request.protocol` reads the edge's
 * x-forwarded-proto only from an edge address (http/client-ip.ts).
 */
function isSecure(request: FastifyRequest, cookieSecure: boolean): boolean {
  return cookieSecure || request.protocol === 'https';
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

/** Whether this response already sets (`'set'`) or clears (`'clear'`) the session cookie. */
function sessionCookieChange(reply: FastifyReply): 'set' | 'clear' | null {
  const header = reply.getHeader('set-cookie');
  const lines = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  const line = lines.find((l) => l.startsWith(`${SESSION_COOKIE}=`));
  if (!line) return null;
  return line.startsWith(`${SESSION_COOKIE}=;`) || /;\s*max-age=0(;|$)/i.test(line) ? 'clear' : 'set';
}

/** The session a body answers (`sessionResponseSchema`), or null when it is no session answer. */
function sessionAnswerOf(payload: unknown): { loggedIn: boolean; firstName: string | null } | null {
  if (typeof payload !== 'string' || !payload.includes('"loggedIn"')) return null;
  try {
    const body = JSON.parse(payload) as { loggedIn?: unknown; customer?: { firstName?: unknown } | null };
    if (typeof body.loggedIn !== 'boolean') return null;
    const firstName = body.customer?.firstName;
    return { loggedIn: body.loggedIn, firstName: typeof firstName === 'string' ? firstName : null };
  } catch {
    return null;
  }
}

/**
 * The readable logged-in hint (`SESSION_HINT_COOKIE`: `1:<first name>`, no secret) beside the HttpOnly session
 * cookie, so the edge can serve a page kept for every visitor with this shopper's logged-in state and greeting
 * instead of a guest's (or instead of rendering it for them):
 *
 * - every account answer with a session body (login, logout, `/me`, a password reset or change, new details)
 *   sets it (logged in, with the first name) or clears it;
 * - a response that clears the session cookie (an ended or expired session, on any route) clears it;
 * - a renewed session cookie renews it, so both live as long.
 *
 * Never trusted for anything but what the page shows first: every account call still checks the session.
 */
export function registerSessionHintCookie(app: FastifyInstance, cookieSecure: boolean, idleSeconds: number): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const options = { path: '/', sameSite: 'lax' as const, httpOnly: false, secure: isSecure(request, cookieSecure) };
    // Cookies are not parsed yet when an earlier onRequest hook refused the request (the origin guard's 403).
    const hint = request.cookies?.[SESSION_HINT_COOKIE];
    const change = sessionCookieChange(reply);
    const path = request.url.split('?')[0] ?? '';
    const answer = path.startsWith('/api/account/') && reply.statusCode < 300 ? sessionAnswerOf(payload) : null;
    if (change === 'clear' || (answer && !answer.loggedIn)) {
      if (hint !== undefined) reply.clearCookie(SESSION_HINT_COOKIE, options);
    } else if (answer?.loggedIn) {
      reply.setCookie(SESSION_HINT_COOKIE, sessionHintValue(answer.firstName), { ...options, maxAge: idleSeconds });
    } else if (change === 'set' && parseSessionHint(hint)) {
      reply.setCookie(SESSION_HINT_COOKIE, hint!, { ...options, maxAge: idleSeconds });
    }
    return payload;
  });
}
