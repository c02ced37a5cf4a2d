import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  apiPaths,
  CART_COOKIE,
  CART_COUNT_COOKIE,
  parseSessionHint,
  SESSION_COOKIE,
  SESSION_HINT_COOKIE,
  STOREFRONTS,
  type ResolvedRoute,
} from '@storefront/shared-contracts';
import type { EdgeConfig } from '../config';
import { parseCartCount, type CartCount, type Visitor, type VisitorSession } from './page-cache-keys';

/**
 * The cart counts of a shopper with a cart or a session, for a kept page: from the api's count cookie
 * (`CART_COUNT_COOKIE`, set on every cart answer), else asked of the api once (the cookie was expired by a
 * login, logout or order, or predates it). The api's answer sets the cookie (its Set-Cookie lines are passed
 * on), so the next page needs no call. Null when the api cannot say: the shopper's page is then rendered for them.
 */
export async function visitorCartCount(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<EdgeConfig, 'apiUrl' | 'apiTimeoutMs'>,
  route: ResolvedRoute,
): Promise<CartCount | null> {
  const cookies = request.cookies as Record<string, string | undefined>;
  const known = parseCartCount(cookies[CART_COUNT_COOKIE]);
  if (known) return known;
  const forwarded = [CART_COOKIE, SESSION_COOKIE]
    .filter((name) => cookies[name] !== undefined)
    .map((name) => `${name}=${encodeURIComponent(cookies[name]!)}`)
    .join('; ');
  try {
    const response = await fetch(config.apiUrl + apiPaths.cart(STOREFRONTS[route.storefront].iso), {
      headers: { accept: 'application/json', cookie: forwarded, 'x-request-id': request.id },
      signal: AbortSignal.timeout(config.apiTimeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const cart = (await response.json()) as { itemCount?: unknown; seedCount?: unknown };
    const { itemCount, seedCount } = cart;
    if (!Number.isInteger(itemCount) || !Number.isInteger(seedCount)) return null;
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length > 0) reply.header('set-cookie', setCookies);
    return { itemCount: itemCount as number, seedCount: seedCount as number };
  } catch (error) {
    request.log.warn({ err: error }, "the shopper's cart count is unknown: their page is rendered for them");
    return null;
  }
}

const GUEST: VisitorSession = { loggedIn: false, firstName: null };

/**
 * The session of a shopper with a cart or a session, for a kept page: a guest without a session cookie; with one,
 * from the api's logged-in hint (`SESSION_HINT_COOKIE`, set beside the session), else asked of the api once (a
 * session older than the hint, or a hint expired first): its answer sets or clears the hint (and clears an ended
 * session's cookie), passed on like the cart's. A hint without a session cookie counts for nothing. Null when the
 * api cannot say: the shopper's page is then rendered for them.
 */
export async function visitorSession(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<EdgeConfig, 'apiUrl' | 'apiTimeoutMs'>,
): Promise<VisitorSession | null> {
  const cookies = request.cookies as Record<string, string | undefined>;
  const session = cookies[SESSION_COOKIE];
  if (session === undefined) return GUEST;
  const hint = parseSessionHint(cookies[SESSION_HINT_COOKIE]);
  if (hint) return { loggedIn: true, firstName: hint.firstName };
  try {
    const response = await fetch(config.apiUrl + apiPaths.me(), {
      headers: {
        accept: 'application/json',
        cookie: `${SESSION_COOKIE}=${encodeURIComponent(session)}`,
        'x-request-id': request.id,
      },
      signal: AbortSignal.timeout(config.apiTimeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const body = (await response.json()) as { loggedIn?: unknown; customer?: { firstName?: unknown } | null };
    if (typeof body.loggedIn !== 'boolean') return null;
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length > 0) reply.header('set-cookie', setCookies);
    const firstName = body.customer?.firstName;
    return body.loggedIn ? { loggedIn: true, firstName: typeof firstName === 'string' ? firstName : null } : GUEST;
  } catch (error) {
    request.log.warn({ err: error }, "the shopper's session is unknown: their page is rendered for them");
    return null;
  }
}

/** A shopper's counts and session for a kept page (both asked at once when asked), or null when either is unknown. */
export async function visitorOf(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<EdgeConfig, 'apiUrl' | 'apiTimeoutMs'>,
  route: ResolvedRoute,
): Promise<Visitor | null> {
  const [count, session] = await Promise.all([
    visitorCartCount(request, reply, config, route),
    visitorSession(request, reply, config),
  ]);
  return count && session ? { ...count, ...session } : null;
}
