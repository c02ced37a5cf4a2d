import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  apiPaths,
  CART_COOKIE,
  CART_COUNT_COOKIE,
  SESSION_COOKIE,
  STOREFRONTS,
  type ResolvedRoute,
} from '@storefront/shared-contracts';
import type { EdgeConfig } from '../config';
import { parseCartCount, type CartCount } from './page-cache';

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
