import { CART_COOKIE, CART_COUNT_COOKIE, SESSION_COOKIE } from '@storefront/shared-contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** As long as the cart cookie lives (renewed with it on every cart answer). */
const MAX_AGE_SECONDS = 30 * 24 * 3600;

const CART_ROUTE = /^\/api\/[^/]+\/cart(\/|$)/;
const PLACE_ORDER = /^\/api\/[^/]+\/orders$/;
const MAX_COUNT = 1_000_000;

/** `<itemCount>.<seedCount>` of a cart answer, or null when the body is not a cart. */
export function cartCountOf(payload: unknown): string | null {
  if (typeof payload !== 'string' || !payload.includes('"itemCount"')) return null;
  try {
    const cart = JSON.parse(payload) as { itemCount?: unknown; seedCount?: unknown };
    const { itemCount, seedCount } = cart;
    if (!Number.isInteger(itemCount) || !Number.isInteger(seedCount)) return null;
    if ((itemCount as number) < 0 || (seedCount as number) < 0) return null;
    if ((itemCount as number) > MAX_COUNT || (seedCount as number) > MAX_COUNT) return null;
    return `${itemCount as number}.${seedCount as number}`;
  } catch {
    return null;
  }
}

/** Whether the response (already) sets or clears one of these cookies. */
function setsCookie(reply: FastifyReply, names: readonly string[]): boolean {
  const header = reply.getHeader('set-cookie');
  const lines = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  return lines.some((line) => names.some((name) => line.startsWith(`${name}=`)));
}

/**
 * The cart's counts as a readable cookie (`CART_COUNT_COOKIE`), so the edge can serve a page kept for every
 * visitor with this shopper's count in the header instead of rendering a page for each shopper.
 *
 * - Every cart answer (2xx, a cart body) sets it, so it follows each add, change, removal and read.
 * - A login or logout (a response that sets or clears the cart or session cookie) and a placed order move or
 *   end the cart: the count is expired, and the edge asks for the cart once on the next page.
 *
 * Not a secret (the count is shown on the page) and never trusted for anything but that number.
 */
export function registerCartCountCookie(app: FastifyInstance, cookieSecure: boolean): void {
  // 'auto': Secure whenever the browser came over https (the edge says so), configured or not.
  const options = { path: '/', sameSite: 'lax' as const, secure: cookieSecure || ('auto' as const), httpOnly: false };
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if (CART_ROUTE.test(path)) {
      const count = reply.statusCode < 300 ? cartCountOf(payload) : null;
      if (count !== null) reply.setCookie(CART_COUNT_COOKIE, count, { ...options, maxAge: MAX_AGE_SECONDS });
      return payload;
    }
    const placedOrder = request.method === 'POST' && PLACE_ORDER.test(path) && reply.statusCode < 300;
    if (
      (placedOrder || setsCookie(reply, [CART_COOKIE, SESSION_COOKIE])) &&
      request.cookies[CART_COUNT_COOKIE] !== undefined
    )
      reply.clearCookie(CART_COUNT_COOKIE, options);
    return payload;
  });
}
