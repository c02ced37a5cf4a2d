// The edge's page cache for shoppers with a cart or a session: the kept page with their own count and session.
import { gunzipSync } from 'node:zlib';
import type { EdgeHarness } from '../test-support/edge-harness';
import { KNOWN_PRODUCT, startFakeApi, type FakeApi } from '../test-support/fake-api';
import {
  countsOf,
  echoOf,
  nonceOf,
  renderedOf,
  renders,
  startPageCacheEdge,
  writeFrameRenderer,
} from '../test-support/page-cache-renderers';

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
