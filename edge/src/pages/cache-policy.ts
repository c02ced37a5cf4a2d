import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ResolvedRoute } from '@storefront/shared-contracts';

/*
 * What a shared cache in front of the edges (the balancer's nginx, a CDN) may do with a page: the same as the
 * edge's own page cache (`page-store.ts`), told in headers.
 *
 * Shared: a page the edge keeps for every anonymous visitor (`page-cache-keys.ts` gave it a key: a GET of a
 * cacheable route whose cookies are all keyed or unkeyed, and no shopper's cart or session), answered 200, every
 * area rendered on the server, no canary split in it, and nothing set for this visitor (`Set-Cookie`). Everything
 * else, and any reply that sets a cookie, is `private, no-store`.
 *
 * Cookies. A shared cache must key a page on every cookie the page depends on, or not share it:
 * - keyed (consent / entry gate `sf_consent`, region, locale, country, `sf_debug`): the page differs by them, so a
 *   shared cache keys on their values, as the edge does (deploy/nginx.mjs does);
 * - the shopper's (`sf_cart`, `sf_session`, their count and name hints): a shared cache neither serves nor
 *   stores a page for such a request; the edge fills their counts into its own kept page;
 * - the referrer (`originalreferer`): the page never shows it, but the edge sets it on a visitor's first page
 *   from another site. That reply carries `Set-Cookie`, so it is not shared; and a shared cache sends a request
 *   with another site's Referer and no such cookie yet to the edge, so the cookie is still set;
 * - the canary id (`sf_canary`): which release a page shows depends on it while a canary split is active, so
 *   such pages are not shared (outside a split every visitor gets the same page);
 * - any other cookie: the edge renders the page for that visitor alone (no key), so it is not shared either.
 *
 * Freshness. The shop promises a write shows through every edge within 2 s. The edge's own part is its data
 * version poll (500 ms) and the api's catalogue version check (up to 1 s), so a shared copy must add little:
 * `s-maxage=1`, the shortest lifetime Cache-Control can say, and `stale-while-revalidate=1` so a stale
 * copy is served at most a second past its lifetime (nginx serves it only while one request fetches it anew). nginx
 * counts those in whole seconds (a 1 s lifetime lasts 1 to 2 s there), so the balancer also starts a new copy
 * each half second (deploy/page-cache.mjs). A CDN that revalidates in the background may answer one visitor from
 * a copy up to N + M old; to keep the 2 s there, purge the `pages` surrogate key when the data version moves.
 *
 * A shared copy keeps the CSP nonce of the response it was made from, for every visitor it reaches within its
 * second: the header and the markup stay consistent, and a copy holds only what the edge rendered for everyone.
 */

/** Seconds a shared cache serves a page without asking (N) and, past that, serves it stale while it asks (M). */
export const SHARED_MAX_AGE_SECONDS = 1;
export const STALE_WHILE_REVALIDATE_SECONDS = 1;

export const SHARED_PAGE = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
export const PRIVATE_PAGE = 'private, no-store';

/** The surrogate key every shared page carries: purge it and every page is gone (a data version move). */
export const ALL_PAGES_KEY = 'pages';

/** What decides whether a page reply may be shared; each false makes it private. */
export interface ShareFacts {
  method: string;
  status: number;
  /** The edge's page cache gave the request a key (anonymous, or a shopper served the anonymous render). */
  keyed: boolean;
  /** A shopper with a cart or a session: their counts are in this copy. */
  visitor: boolean;
  /** A canary split applies to this request: the release shown depends on the visitor's canary id. */
  canary: boolean;
  /** Every area rendered on the server and all of the frame areas' data there (a page the edge would keep). */
  complete: boolean;
}

export function isShareablePage(facts: ShareFacts): boolean {
  return (
    facts.method === 'GET' && facts.status === 200 && facts.keyed && !facts.visitor && !facts.canary && facts.complete
  );
}

/** A token a CDN accepts in a surrogate key list (no spaces or commas, bounded). */
function token(value: string): string {
  return value.replace(/[^A-Za-z0-9._:/-]/g, '_').slice(0, 100);
}

/**
 * The data a page shows, as purge keys: every page, its storefront, its area, its route, and the route's
 * parameters (`product-slug/amnesia-haze`). The edge's own cache drops every page on a data version move; a
 * CDN can do the same (`pages`) or purge one product's pages.
 */
export function surrogateKeysFor(route: Pick<ResolvedRoute, 'match' | 'owner' | 'storefront'>): string[] {
  const keys = [
    ALL_PAGES_KEY,
    `storefront-${route.storefront}`,
    `area-${route.owner ?? 'shell'}`,
    `route-${route.match.routeId}`,
  ];
  for (const value of Object.values(route.match.params)) keys.push(`${route.match.routeId}/${value}`);
  return keys.map(token);
}

/** Says how caches may keep this page reply (the onSend guard makes it private when it sets a cookie). */
export function applyCachePolicy(reply: FastifyReply, route: ResolvedRoute, facts: ShareFacts): void {
  if (!isShareablePage(facts)) {
    reply.header('cache-control', PRIVATE_PAGE);
    return;
  }
  const keys = surrogateKeysFor(route);
  reply.header('cache-control', SHARED_PAGE);
  // Fastly and nginx-style caches read Surrogate-Key (space separated), Cloudflare Cache-Tag (commas).
  reply.header('surrogate-key', keys.join(' '));
  reply.header('cache-tag', keys.join(','));
}

/**
 * The last word before a page's headers go out (registered after the cookie plugin, so the cookies a page set
 * are in `set-cookie` by then): a shared reply that sets a cookie or is not a 200 becomes private.
 */
export function registerSharedCacheGuard(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.getHeader('cache-control') !== SHARED_PAGE) return payload;
    if (reply.getHeader('set-cookie') !== undefined || reply.statusCode !== 200) {
      reply.header('cache-control', PRIVATE_PAGE);
      reply.removeHeader('surrogate-key');
      reply.removeHeader('cache-tag');
    }
    return payload;
  });
}
