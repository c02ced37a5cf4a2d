import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { canarySideOf, CANARY_COOKIE } from '../release/active-pointer';
import { bootDataOf, startEdge, type EdgeHarness } from '../test-support/edge-harness';
import { KNOWN_PRODUCT, startFakeApi, type FakeApi } from '../test-support/fake-api';
import { publishFakeRelease, writePointerFile } from '../test-support/fixtures';
import { SHARED_PAGE } from './cache-policy';

/** The global where the visitor-echoing renderer counts its renders. */
const RENDERS = '__pageCacheRenders';

/**
 * A shell server build that prints everything a visitor could leak into a page: every cookie it was given
 * (the cart, the session, the region ...), the Cookie header it would forward to the api, and the release it
 * was served. `?fail=1` renders the area as failed; `?slow=1` holds phase 2 for 50 ms.
 */
function writeEchoRenderer(shellDir: string) {
  const source = `
exports.prepare = async (request) => {
  globalThis.${RENDERS} = (globalThis.${RENDERS} ?? 0) + 1;
  const url = new URL(request.url, 'http://x');
  const failed = url.searchParams.get('fail') === '1' ? ['mf_product'] : [];
  const echo = JSON.stringify({ cookies: request.cookies, header: request.cookieHeader ?? null,
    product: request.boot.remotes.remotes.mf_product && request.boot.remotes.remotes.mf_product.version });
  return {
    status: 200, bodyClass: '', failedAreas: failed, frameAreas: ['mf_cart_checkout'], areaChunks: [], shellChunks: [],
    head: null, area: null,
    renderBody: async () => {
      if (url.searchParams.get('slow') === '1') await new Promise((r) => setTimeout(r, 50));
      return { html: '<pre id="echo">' + echo.replace(/</g, '&lt;') + '</pre>', styles: '', state: {}, failedAreas: failed };
    },
  };
};`;
  mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  writeFileSync(path.join(shellDir, 'server', 'render.js'), source);
}

/**
 * A shell server build like the real one in what is per visitor: the header's cart count (marked
 * `data-visitor`) and the frame areas' data in the state (`visitorState`), from the cart cookie it was given
 * (7 items for any cart: a page kept for everyone must never be rendered with one).
 */
function writeFrameRenderer(shellDir: string) {
  const source = `
exports.prepare = async (request) => {
  globalThis.${RENDERS} = (globalThis.${RENDERS} ?? 0) + 1;
  const cart = request.cookies.sf_cart ? 7 : 0;
  const echo = JSON.stringify({ cookies: request.cookies, header: request.cookieHeader ?? null });
  const span = (attrs) => '<span ' + attrs + ' data-visitor="cart-count">' + cart + '</span>';
  return {
    status: 200, bodyClass: '', failedAreas: [], frameAreas: ['mf_cart_checkout', 'mf_account'], areaChunks: [],
    shellChunks: [], head: null, area: null,
    renderBody: async () => ({
      html: '<header>' + span('data-testid="cart-count"') + span('aria-hidden="true" class="badge"') + '</header>' +
        '<pre id="echo">' + echo.replace(/</g, '&lt;') + '</pre>',
      styles: '',
      failedAreas: [],
      state: {
        shared: { cart: { itemCount: cart, seedCount: cart * 10 }, session: { loggedIn: false, firstName: null } },
        cartApi: { cart }, accountApi: { session: 'guest' }, productApi: { product: 'p' },
      },
      visitorState: ['cartApi', 'accountApi'],
    }),
  };
};`;
  mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  writeFileSync(path.join(shellDir, 'server', 'render.js'), source);
}

let api: FakeApi;
let edge: EdgeHarness;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(async () => {
  await api?.close();
});
beforeEach(async () => {
  (globalThis as Record<string, unknown>)[RENDERS] = 0;
  edge = await startEdge(api.url, { shell: true, config: { pageCacheTtlMs: 60_000 } });
  writeEchoRenderer(edge.shellDir);
});
afterEach(async () => {
  await edge?.close();
});

const renders = () => (globalThis as Record<string, unknown>)[RENDERS] as number;
const get = (url: string, cookie?: string) =>
  edge.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const echoOf = (html: string) =>
  JSON.parse((/<pre id="echo">(.*?)<\/pre>/.exec(html)?.[1] ?? 'null').replace(/&lt;/g, '<')) as {
    cookies: Record<string, string>;
    header: string | null;
    product: string;
  };
const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
/** The header's two counts (text, badge) of a page. */
const countsOf = (html: string) => [...html.matchAll(/data-visitor="cart-count">([^<]*)</g)].map((m) => m[1]);
const renderedOf = (html: string) =>
  bootDataOf(html).boot.rendered as { state: Record<string, unknown>; frameAreas: string[] };

describe('the page cache', () => {
  it('renders an anonymous page once and serves it again with a fresh nonce', async () => {
    const first = await get('/');
    const second = await get('/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(renders()).toBe(1);
    const [n1, n2] = [
      nonceOf(first.headers['content-security-policy']),
      nonceOf(second.headers['content-security-policy']),
    ];
    expect(n1).toBeTruthy();
    expect(n2).not.toBe(n1);
    // Each copy carries its own response's nonce and no other.
    expect(second.body).toContain(`nonce="${n2}"`);
    expect(second.body).not.toContain(n1);
    expect(second.body.replaceAll(n2!, 'N')).toBe(first.body.replaceAll(n1!, 'N'));
    expect(second.headers['cache-control']).toBe(SHARED_PAGE);
  });

  it("drops kept pages when the api's data version moves (a write made through another edge)", async () => {
    const follower = await startEdge(api.url, {
      shell: true,
      config: { pageCacheTtlMs: 60_000, dataVersionPollMs: 20 },
    });
    writeEchoRenderer(follower.shellDir);
    try {
      const served = async () => (await follower.app.inject({ url: '/blog' })).headers['x-page-cache'];
      expect(await served()).toBe('miss');
      expect(await served()).toBe('hit');
      // No write passed through this edge: only the version tells it.
      api.dataVersion.value = String(Number(api.dataVersion.value) + 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await served()).toBe('miss');
      expect(await served()).toBe('hit');
      // That page may hold an api instance's answer from before its own catalogue version check: it is dropped
      // once more after the api's check interval (1 s), and the next one is kept.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(await served()).toBe('miss');
      expect(await served()).toBe('hit');
    } finally {
      await follower.close();
    }
  });

  it('renders for a shopper with a cart, a session or an unknown cookie, and never keeps or serves their page', async () => {
    await get(`/product/${KNOWN_PRODUCT}`);
    for (const cookie of ['sf_cart=cart-of-ada', 'sf_session=session-of-ada', 'tracker=ada']) {
      const own = await get(`/product/${KNOWN_PRODUCT}`, `sf_consent=all; ${cookie}`);
      expect(own.headers['x-page-cache']).toBe('bypass');
      expect(echoOf(own.body).header).toContain(cookie);
    }
    const anonymous = await get(`/product/${KNOWN_PRODUCT}`, 'sf_consent=all');
    expect(anonymous.body).not.toMatch(/ada/);
    const again = await get(`/product/${KNOWN_PRODUCT}`);
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).not.toMatch(/ada/);
    // 1 anonymous + 3 personal + 1 with consent.
    expect(renders()).toBe(5);
  });

  it('never keeps checkout, order or account pages, even for a visitor without cookies', async () => {
    // An order page opened from its e-mail link carries no cookie, yet it is one shopper's own and its payment
    // state changes at the api (a webhook), not through this edge.
    for (const url of ['/order-overview?number=SF100001&token=abc', '/de/bestelluebersicht', '/checkout', '/account']) {
      for (let visit = 0; visit < 2; visit++)
        expect([url, (await get(url)).headers['x-page-cache']]).toEqual([url, 'bypass']);
    }
    expect((await get('/blog')).headers['x-page-cache']).toBe('miss');
    expect((await get('/blog')).headers['x-page-cache']).toBe('hit');
  });

  it('keeps one page per consent, region, storefront and language, and renders with those cookies only', async () => {
    const variants = [
      ['/', undefined],
      ['/', 'sf_consent=all'],
      ['/', 'sf_consent=all; sf_region=france'],
      ['/de', 'sf_consent=all'],
      ['/uk', 'sf_consent=all'],
    ] as const;
    for (const [url, cookie] of variants) {
      const page = await get(url, cookie);
      expect(page.headers['x-page-cache']).toBe('miss');
      expect(echoOf(page.body).header).toBe(cookie ?? null);
    }
    // A referral or canary id changes nothing rendered: same page, and not handed to the renderer either.
    const referred = await get('/', 'sf_consent=all; sf_region=france; originalreferer=https%3A%2F%2Fa.example');
    expect(referred.headers['x-page-cache']).toBe('hit');
    expect(renders()).toBe(variants.length);
    const rendered = await get('/?fresh=1', 'sf_consent=all; sf_visitor=v1; sf_canary=0000000000000001');
    expect(echoOf(rendered.body)).toEqual({
      cookies: { sf_consent: 'all' },
      header: 'sf_consent=all',
      product: '0.1.0-beef000001',
    });
  });

  it('keeps each side of a canary apart', async () => {
    const stable = publishFakeRelease(edge.releasesDir, { name: 'mf_product', hash: 'beef000001' });
    const next = publishFakeRelease(edge.releasesDir, { name: 'mf_product', hash: 'beef000002' });
    const catalog = publishFakeRelease(edge.releasesDir, { name: 'mf_catalog', hash: 'cafe000001' });
    writePointerFile(edge.releasesDir, {
      remotes: { mf_catalog: catalog.pointerEntry, mf_product: stable.pointerEntry },
      history: {},
      updatedAt: '2025-03-01T00:00:00.000Z',
      canary: { mf_product: { ...next.pointerEntry, percent: 50, since: '2025-03-01T00:00:00.000Z' } },
    });
    const idOn = (side: 'canary' | 'stable') => {
      for (let i = 0; ; i++) {
        const id = i.toString(16).padStart(16, '0');
        if (canarySideOf(id, 'mf_product', 50) === side) return id;
      }
    };
    for (let round = 0; round < 2; round++) {
      for (const side of ['canary', 'stable'] as const) {
        const page = await get('/', `${CANARY_COOKIE}=${idOn(side)}`);
        expect(page.headers['x-canary']).toBe(`mf_product=${side}`);
        expect(echoOf(page.body).product).toBe(side === 'canary' ? '0.1.0-beef000002' : '0.1.0-beef000001');
        expect(bootDataOf(page.body).boot.remotes.remotes.mf_product?.version).toBe(echoOf(page.body).product);
        expect(page.headers['x-page-cache']).toBe(round === 0 ? 'miss' : 'hit');
      }
    }
  });

  it('serves an old page while one visitor has it rendered anew, and forgets it after twice its lifetime', async () => {
    const short = await startEdge(api.url, { config: { pageCacheTtlMs: 1000 } });
    writeEchoRenderer(short.shellDir);
    const at = (url: string) => short.app.inject({ method: 'GET', url });
    try {
      expect((await at('/?slow=1')).headers['x-page-cache']).toBe('miss');
      expect((await at('/?slow=1')).headers['x-page-cache']).toBe('hit');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const sides = (await Promise.all([at('/?slow=1'), at('/?slow=1'), at('/?slow=1')])).map(
        (page) => page.headers['x-page-cache'],
      );
      expect(sides.sort()).toEqual(['miss', 'stale', 'stale']);
      expect((await at('/?slow=1')).headers['x-page-cache']).toBe('hit');
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await at('/?slow=1')).headers['x-page-cache']).toBe('miss');
    } finally {
      await short.close();
    }
  });

  it('does not keep a page whose area fell back', async () => {
    await get('/?fail=1');
    const again = await get('/?fail=1');
    expect(again.headers['x-page-cache']).toBe('miss');
    expect(renders()).toBe(2);
  });

  it('renders a page once for visitors who ask for it at the same time', async () => {
    const pages = await Promise.all(Array.from({ length: 5 }, () => get('/?slow=1')));
    expect(pages.map((p) => p.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(renders()).toBe(1);
  });

  it('drops every page after a write through the api proxy, but not after a cart call', async () => {
    await get('/');
    await edge.app.inject({ method: 'POST', url: '/api/en-en/cart/items', payload: {} });
    expect((await get('/')).headers['x-page-cache']).toBe('hit');
    await edge.app.inject({ method: 'POST', url: '/api/echo', payload: { vote: 1 } });
    expect((await get('/')).headers['x-page-cache']).toBe('miss');
    expect(renders()).toBe(2);
  });

  it('serves the same bytes compressed, and HEAD without keeping anything', async () => {
    const plain = await get('/');
    const br = await edge.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    const text = brotliDecompressSync(br.rawPayload).toString('utf8');
    const nonce = nonceOf(br.headers['content-security-policy'])!;
    expect(text.replaceAll(nonce, 'N')).toBe(
      plain.body.replaceAll(nonceOf(plain.headers['content-security-policy'])!, 'N'),
    );
    const head = await edge.app.inject({ method: 'HEAD', url: '/fresh' });
    expect(head.headers['x-page-cache']).toBe('bypass');
  });
});

describe('the page cache for shoppers with a cart or a session', () => {
  const PRODUCT = `/product/${KNOWN_PRODUCT}`;
  beforeEach(() => writeFrameRenderer(edge.shellDir));

  it('serves each shopper the kept page with their own count, and anonymous visitors the page as rendered', async () => {
    expect((await get(PRODUCT)).headers['x-page-cache']).toBe('miss');
    const ada = await get(PRODUCT, 'sf_cart=ada-token; sf_cart_count=2.20');
    const bea = await get(PRODUCT, 'sf_cart=bea-token; sf_session=bea-session; sf_cart_count=5.50; sf_auth=1%3ABea');
    const anonymous = await get(PRODUCT);
    expect([ada, bea, anonymous].map((page) => page.headers['x-page-cache'])).toEqual(['hit', 'hit', 'hit']);
    expect(renders()).toBe(1);

    expect(countsOf(ada.body)).toEqual(['2', '2']);
    expect(countsOf(bea.body)).toEqual(['5', '5']);
    expect(countsOf(anonymous.body)).toEqual(['0', '0']);
    // The state the browser hydrates from says the same; the anonymous cart and session are left out (the
    // browser loads the shopper's own), the page's data stays.
    for (const [page, count] of [
      [ada, { itemCount: 2, seedCount: 20 }],
      [bea, { itemCount: 5, seedCount: 50 }],
    ] as const) {
      const rendered = renderedOf(page.body);
      expect((rendered.state.shared as { cart: unknown }).cart).toEqual(count);
      expect(Object.keys(rendered.state).sort()).toEqual(['productApi', 'shared']);
      expect(rendered.frameAreas).toEqual([]);
    }
    expect(Object.keys(renderedOf(anonymous.body).state).sort()).toEqual([
      'accountApi',
      'cartApi',
      'productApi',
      'shared',
    ]);
    expect(renderedOf(anonymous.body).frameAreas).toEqual(['mf_cart_checkout', 'mf_account']);
    // Rendered without anyone's cookies.
    for (const page of [ada, bea, anonymous]) {
      expect(echoOf(page.body).cookies).toEqual({});
      expect(page.body).not.toMatch(/ada-token|bea-token|bea-session/);
    }
  });

  it("serves the shopper's page gzipped from the kept deflate output, byte for byte the page", async () => {
    await get(PRODUCT);
    const cookie = 'sf_cart=bea-token; sf_cart_count=5.50';
    const plain = await get(PRODUCT, cookie);
    // Deflated on zlib's thread pool once kept (until then a response is gzipped on its own).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const gzipped = await edge.app.inject({
      method: 'GET',
      url: PRODUCT,
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    // Spliced (our gzip header says "unknown OS"; zlib's own says Unix).
    expect(gzipped.rawPayload[9]).toBe(0xff);
    const text = gunzipSync(gzipped.rawPayload).toString('utf8');
    expect(countsOf(text)).toEqual(['5', '5']);
    expect(text.replaceAll(nonceOf(gzipped.headers['content-security-policy'])!, 'N')).toBe(
      plain.body.replaceAll(nonceOf(plain.headers['content-security-policy'])!, 'N'),
    );
  });

  it('renders a page without the cookies of the shopper who asks first, and sends it with their count', async () => {
    await get('/');
    const ada = await get(PRODUCT, 'sf_cart=ada-token; sf_cart_count=2.20');
    expect(ada.headers['x-page-cache']).toBe('miss');
    expect(countsOf(ada.body)).toEqual(['2', '2']);
    expect(echoOf(ada.body).cookies).toEqual({});
    const anonymous = await get(PRODUCT);
    expect(anonymous.headers['x-page-cache']).toBe('hit');
    expect(countsOf(anonymous.body)).toEqual(['0', '0']);
    expect(renders()).toBe(2);
  });

  it('asks the api for the count once when the shopper has no count cookie; renders for them when it cannot say', async () => {
    await get(PRODUCT);
    const before = api.hits.get('/api/en-en/cart') ?? 0;
    const three = await get(PRODUCT, 'sf_cart=fake-three');
    expect(three.headers['x-page-cache']).toBe('hit');
    expect(countsOf(three.body)).toEqual(['3', '3']);
    expect(String(three.headers['set-cookie'])).toContain('sf_cart_count=3.30');
    expect((api.hits.get('/api/en-en/cart') ?? 0) - before).toBe(1);

    const unknown = await get(PRODUCT, 'sf_cart=fail');
    expect(unknown.headers['x-page-cache']).toBe('bypass');
    expect(echoOf(unknown.body).header).toContain('sf_cart=fail');
    expect(countsOf(unknown.body)).toEqual(['7', '7']);
  });

  it("fills a logged-in shopper's session into the kept page from the hint cookie, else asks the api once", async () => {
    const sessionOf = (html: string) => (renderedOf(html).state.shared as { session: unknown }).session;
    await get(PRODUCT);
    const before = api.hits.get('/api/account/me') ?? 0;
    // The hint (set by the api beside the session): no call; the name is escaped for the script it lands in.
    const hinted = await get(
      PRODUCT,
      `sf_session=s1; sf_cart_count=1.10; sf_auth=${encodeURIComponent('1:</script>Zoë')}`,
    );
    expect(hinted.headers['x-page-cache']).toBe('hit');
    expect(sessionOf(hinted.body)).toEqual({ loggedIn: true, firstName: '</script>Zoë' });
    expect(hinted.body).not.toContain('</script>Zoë');
    expect(countsOf(hinted.body)).toEqual(['1', '1']);
    // A session without the hint: asked of the api, whose hint is passed on.
    const asked = await get(PRODUCT, 'sf_session=ada-session; sf_cart_count=0.0');
    expect(asked.headers['x-page-cache']).toBe('hit');
    expect(sessionOf(asked.body)).toEqual({ loggedIn: true, firstName: 'Ada' });
    expect(String(asked.headers['set-cookie'])).toContain('sf_auth=1%3AAda');
    // An ended session: a guest's page, its cookie cleared.
    const ended = await get(PRODUCT, 'sf_session=gone; sf_cart_count=0.0');
    expect(sessionOf(ended.body)).toEqual({ loggedIn: false, firstName: null });
    expect(String(ended.headers['set-cookie'])).toContain('sf_session=;');
    expect((api.hits.get('/api/account/me') ?? 0) - before).toBe(2);
    // A hint without a session counts for nothing; a cart alone is a guest's.
    for (const cookie of ['sf_cart=ada-token; sf_cart_count=2.20; sf_auth=1%3AAda', 'sf_cart=t; sf_cart_count=2.20']) {
      const guest = await get(PRODUCT, cookie);
      expect(guest.headers['x-page-cache']).toBe('hit');
      expect(sessionOf(guest.body)).toEqual({ loggedIn: false, firstName: null });
    }
    const unknown = await get(PRODUCT, 'sf_session=fail; sf_cart_count=0.0');
    expect(unknown.headers['x-page-cache']).toBe('bypass');
    expect(renders()).toBe(2);
  });

  it("never keeps a logged-in shopper's account page, nor serves them a kept one", async () => {
    const cookie = 'sf_session=ada-session; sf_cart=ada-token; sf_cart_count=1.10';
    for (const url of ['/account', '/account', '/checkout']) {
      const page = await get(url, cookie);
      expect([url, page.headers['x-page-cache']]).toEqual([url, 'bypass']);
      expect(echoOf(page.body).header).toContain('sf_session=ada-session');
    }
    expect((await get('/account')).headers['x-page-cache']).toBe('bypass');
    expect(renders()).toBe(4);
  });
});
