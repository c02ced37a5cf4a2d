// The edge's page cache for anonymous visitors: what it keeps, for whom, and when it lets go. Shoppers with a cart
// or a session: page-cache-shoppers.test.ts.
import { canarySideOf, CANARY_COOKIE } from '../release/active-pointer';
import { bootDataOf, startEdge, type EdgeHarness } from '../test-support/edge-harness';
import { KNOWN_PRODUCT, startFakeApi, type FakeApi } from '../test-support/fake-api';
import { publishFakeRelease, writePointerFile } from '../test-support/fixtures';
import { echoOf, nonceOf, renders, startPageCacheEdge, writeEchoRenderer } from '../test-support/page-cache-renderers';
import { SHARED_PAGE } from './cache-policy';

let api: FakeApi;
let edge: EdgeHarness;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(async () => {
  await api?.close();
});
beforeEach(async () => {
  edge = await startPageCacheEdge(api.url);
});
afterEach(async () => {
  await edge?.close();
});

const get = (url: string, cookie?: string) =>
  edge.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

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
