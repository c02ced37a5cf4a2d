import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES, isStorefrontCode, translatePath, type RouteMatch } from '@storefront/shared-contracts';

/**
 * Spec 2.1: the chosen locale is remembered for 365 days. A shopper who chose another storefront and
 * opens a page of the default (Europe) storefront lands on that page in their storefront; explicit
 * prefixes (/de, /uk, ...) are always served as asked. Returns the path to redirect to, or null.
 */
export function rememberedStorefront(cookie: string | undefined, path: string, match: RouteMatch): string | null {
  if (!cookie || !isStorefrontCode(cookie) || cookie === 'en' || match.storefront !== 'en' || match.notFound)
    return null;
  return translatePath(path, cookie);
}

/**
 * Spec 3/5: the referrer the visitor arrived from, kept for the browser session in the readable
 * `originalreferer` cookie (referral tracking prefers it to document.referrer, which later pages lose).
 * Set once, and only for a referrer on another site.
 */
export function rememberOriginalReferrer(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[COOKIES.originalReferer]) return;
  const referrer = request.headers.referer;
  if (!referrer) return;
  try {
    const from = new URL(referrer);
    if (!/^https?:$/.test(from.protocol) || from.hostname === request.hostname) return;
    reply.setCookie(COOKIES.originalReferer, from.href.slice(0, 512), {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: request.protocol === 'https',
    });
  } catch {
    // Not a URL: nothing to remember.
  }
}
