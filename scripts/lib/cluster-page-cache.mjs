// The balancer's page cache (deploy/page-cache.mjs) as a visitor meets it: an anonymous product page is served
// from it on the second request, with the edge's shared Cache-Control and surrogate keys; a shopper with a cart (or
// a session) is never served a shared copy, and sees their own count, never another shopper's.
import { Shopper } from './load-kit.mjs';

/** The header's cart counts of a page (the spans the edge fills per shopper). */
const countsOf = (html) => [...html.matchAll(/data-visitor="cart-count"[^>]*>([^<]*)</g)].map((m) => m[1]);

async function get(url, headers = {}) {
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    cache: response.headers.get('x-cache-status'),
    cacheControl: response.headers.get('cache-control'),
    surrogateKey: response.headers.get('surrogate-key'),
    html: await response.text(),
  };
}

/** @param {import('./cluster-kit.mjs').ClusterContext} ctx @param {{ slug: string }} shop */
export async function anonymousPageCached(ctx, shop) {
  const url = `${ctx.publicOrigin}/product/${shop.slug}`;
  // The balancer's key starts anew each half second (deploy/page-cache.mjs): a pair of requests that straddles one
  // is tried again, and the pairs it took are reported.
  for (let pair = 1; pair <= 3; pair++) {
    const first = await get(url);
    const second = await get(url);
    if (second.status !== 200) return { ok: false, detail: `second request answered ${second.status}` };
    if (second.cache !== 'HIT') continue;
    const shared = /\bpublic\b/.test(first.cacheControl ?? '') && /\bs-maxage=1\b/.test(first.cacheControl ?? '');
    return {
      ok: shared && (first.surrogateKey ?? '').split(' ').includes('pages'),
      detail:
        `${first.cache} then ${second.cache} (pair ${pair}); Cache-Control: ${first.cacheControl}; ` +
        `Surrogate-Key: ${first.surrogateKey}`,
    };
  }
  return { ok: false, detail: 'the second request was not a HIT in 3 pairs' };
}

/** @param {import('./cluster-kit.mjs').ClusterContext} ctx @param {{ slug: string, packId: string }} shop */
export async function shoppersNeverShared(ctx, shop) {
  const url = `/product/${shop.slug}`;
  const problems = [];
  const shoppers = [];
  for (const quantity of [1, 3]) {
    const shopper = new Shopper(ctx.publicOrigin);
    await shopper.request('POST', '/api/en-en/cart/items', { json: { packId: shop.packId, quantity } });
    const cart = await shopper.request('GET', '/api/en-en/cart');
    shoppers.push({ shopper, count: String(cart.data?.itemCount) });
  }
  if (shoppers[0].count === shoppers[1].count) problems.push(`both carts count ${shoppers[0].count}`);
  const seen = new Map();
  // Interleaved with anonymous requests that fill the balancer's cache, so a shared copy would be there to serve.
  for (let round = 0; round < 3; round++) {
    await get(`${ctx.publicOrigin}${url}`);
    await get(`${ctx.publicOrigin}${url}`);
    for (const [index, { shopper, count }] of shoppers.entries()) {
      const page = await shopper.request('GET', url);
      const cache = page.headers.get('x-cache-status');
      seen.set(cache, (seen.get(cache) ?? 0) + 1);
      const counts = countsOf(page.text);
      if (cache === 'HIT') problems.push(`shopper ${index + 1} got a HIT`);
      if (!/\bprivate\b/.test(page.headers.get('cache-control') ?? ''))
        problems.push(`shopper ${index + 1}'s page is ${page.headers.get('cache-control')}`);
      if (counts.length === 0 || counts.some((c) => c !== count))
        problems.push(`shopper ${index + 1} (cart of ${count}) saw counts ${counts.join('/') || 'none'}`);
    }
    // A session cookie alone (an ended one here) is a shopper's too.
    const session = await get(`${ctx.publicOrigin}${url}`, { cookie: 'sf_session=cluster-check-no-such-session' });
    if (session.cache === 'HIT') problems.push('a session cookie got a HIT');
  }
  const anonymous = await get(`${ctx.publicOrigin}${url}`);
  if (countsOf(anonymous.html).some((c) => c !== '0')) problems.push('an anonymous page showed a count');
  return {
    ok: problems.length === 0,
    detail:
      problems.length > 0
        ? [...new Set(problems)].join('; ')
        : `2 shoppers (carts of ${shoppers.map((s) => s.count).join(' and ')}), 3 rounds: ` +
          `${[...seen].map(([status, n]) => `${n} ${status}`).join(', ')}, each page private with its own count`,
  };
}
