// The front balancer's page cache (deploy/nginx.mjs): what a CDN in front of the edges would do, shown in the
// topology. It keeps what an edge marks as shared (edge/src/pages/cache-policy.ts: `Cache-Control: public,
// s-maxage=1, stale-while-revalidate=1` plus `Surrogate-Key`) and nothing else, for as long as those headers say.
//
// - Key: what the edge's own page cache keys on that nginx can see (edge/src/pages/page-cache-keys.ts): host, path
//   and query, and the cookies that change a render (consent / entry gate, region, locale, country, sf_debug).
//   Accept-Encoding through the edge's `Vary`.
// - Neither served from nor stored in it: a shopper's request (cart or session cookies: their counts are filled in
//   by the edge), a request with any cookie the edge does not know (the edge renders it for that visitor alone),
//   a request with Authorization, a first visit from another site (the edge sets `originalreferer` on it), and
//   whatever is not a page (the api, files, the ops console, probes).
// - Freshness: nginx counts lifetimes in whole seconds, so a 1 s lifetime lasts 1 to 2 s here. The key therefore
//   carries the half second it was made in: a copy is served for at most half a second, and the shop's promise that
//   a write shows through every edge within 2 s holds through the cache (the edges' own part is up to ~1.5 s).
// - One request per key asks an edge (`proxy_cache_lock`); while it does, the others get the stale copy
//   (`updating`, bounded by the page's stale-while-revalidate) or, for a new key, wait for it. nginx's waiters look
//   again only after the lock timeout (at most every 500 ms): 100 ms keeps a half second's first requests from
//   waiting half a second for a copy an edge serves in a few ms; a waiter that times out asks an edge itself.
//   `X-Cache-Status` says HIT, MISS, BYPASS, ...

/** Cookies the edge renders with (their values are part of both caches' keys). */
export const KEYED_COOKIES = ['sf_consent', 'sf_region', 'sf_locale', 'cfcountry', 'sf_debug'];
/** Cookies the edge knows and ignores for a kept page (referral, canary id, visitor id). */
export const UNKEYED_COOKIES = ['originalreferer', 'sf_canary', 'sf_visitor'];
/** A shopper's cookies: their page is the edge's to fill in, never a shared copy. */
export const SHOPPER_COOKIES = ['sf_cart', 'sf_session', 'sf_cart_count', 'sf_auth'];

const KNOWN = [...KEYED_COOKIES, ...UNKEYED_COOKIES, ...SHOPPER_COOKIES].join('|');

/** @param {string} prefix nginx's working folder: the cache's files go below it */
export const PAGE_CACHE_HTTP = (
  prefix,
) => `  proxy_cache_path ${prefix}/page-cache levels=1:2 keys_zone=pages:10m max_size=256m inactive=10s use_temp_path=off;
  map $http_cookie $sf_shopper {
    default 0;
    "~(^|;)\\s*(${SHOPPER_COOKIES.join('|')})=" 1;
  }
  map $http_cookie $sf_unknown_cookie {
    "" 0;
    "~^\\s*((${KNOWN})=[^;]*(;\\s*|$))+$" 0;
    default 1;
  }
  # A Referer from another site and no originalreferer yet: the edge sets it, so that page goes to an edge.
  map "$cookie_originalreferer|$host|$http_referer" $sf_foreign_referer {
    default 1;
    "~^[^|]+[|]" 0;
    "~^[|][^|]*[|]$" 0;
    "~^[|](?<sf_referer_host>[^|]+)[|]https?://\\k<sf_referer_host>(:[0-9]+)?(/|$)" 0;
  }
  map $uri $sf_not_page {
    default 0;
    "~^/(api|ops|shell|releases)(/|$)" 1;
    "~^/(readyz|healthz)$" 1;
    "~[.][A-Za-z0-9]+$" 1;
  }
  map $msec $sf_half_second {
    "~^(?<sf_second>[0-9]+)[.][0-4]" "\${sf_second}a";
    "~^(?<sf_second_b>[0-9]+)[.]" "\${sf_second_b}b";
  }
`;

export const PAGE_CACHE_LOCATION = `      proxy_cache pages;
      proxy_cache_key "$scheme|$host|$request_uri|${KEYED_COOKIES.map((name) => `$cookie_${name}`).join('|')}|$sf_half_second";
      proxy_cache_bypass $sf_not_page $sf_shopper $sf_unknown_cookie $sf_foreign_referer $http_authorization;
      proxy_no_cache $sf_not_page $sf_shopper $sf_unknown_cookie $sf_foreign_referer $http_authorization;
      proxy_cache_use_stale updating;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 100ms;
      add_header X-Cache-Status $upstream_cache_status always;`;
