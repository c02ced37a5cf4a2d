import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveRoute } from '@storefront/shared-contracts';
import { CANARY_COOKIE } from '../release/active-pointer';
import { startEdge, type EdgeHarness } from '../test-support/edge-harness';
import { KNOWN_PRODUCT, startFakeApi, type FakeApi } from '../test-support/fake-api';
import { publishFakeRelease, writePointerFile } from '../test-support/fixtures';
import { KEYED_COOKIES, UNKEYED_COOKIES, VISITOR_COOKIES } from './page-cache-keys';
import { isShareablePage, PRIVATE_PAGE, SHARED_PAGE, surrogateKeysFor, type ShareFacts } from './cache-policy';

const SHAREABLE: ShareFacts = {
  method: 'GET',
  status: 200,
  keyed: true,
  visitor: false,
  canary: false,
  complete: true,
};

describe('which page replies a shared cache may keep', () => {
  it('shares an anonymous, complete 200 the edge keeps, and nothing else', () => {
    expect(isShareablePage(SHAREABLE)).toBe(true);
    const privateOnes: Partial<ShareFacts>[] = [
      { method: 'HEAD' },
      { status: 404 },
      { status: 503 },
      { keyed: false },
      { visitor: true },
      { canary: true },
      { complete: false },
    ];
    for (const change of privateOnes)
      expect([change, isShareablePage({ ...SHAREABLE, ...change })]).toEqual([change, false]);
  });

  it('names the data a page shows as surrogate keys', () => {
    expect(surrogateKeysFor(resolveRoute('/de/produkt/amnesia-haze'))).toEqual([
      'pages',
      'storefront-de',
      'area-mf_product',
      'route-product-slug',
      'product-slug/amnesia-haze',
    ]);
    expect(surrogateKeysFor(resolveRoute('/no such page'))).toContain('area-shell');
  });

  it('says at most a second, and a second of stale while revalidating', () => {
    expect(SHARED_PAGE).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=1');
  });
});

describe("the balancer's page cache (deploy/page-cache.mjs)", () => {
  const source = readFileSync(path.join(__dirname, '..', '..', '..', 'deploy', 'page-cache.mjs'), 'utf8');
  const listed = (name: string) =>
    [...(new RegExp(`export const ${name} = \\[([^\\]]*)\\]`).exec(source)?.[1] ?? '').matchAll(/'([^']+)'/g)].map(
      (m) => m[1],
    );

  it('keys on the cookies the edge keys on, and knows the others the edge knows', () => {
    expect(listed('KEYED_COOKIES').sort()).toEqual([...KEYED_COOKIES].sort());
    expect(listed('UNKEYED_COOKIES').sort()).toEqual([...UNKEYED_COOKIES].sort());
    expect(listed('SHOPPER_COOKIES').sort()).toEqual([...VISITOR_COOKIES].sort());
  });
});

describe('the cache headers of pages', () => {
  const PRODUCT = `/product/${KNOWN_PRODUCT}`;
  let api: FakeApi;
  let edge: EdgeHarness;
  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(async () => {
    edge = await startEdge(api.url, { serverRenderer: true, config: { pageCacheTtlMs: 60_000 } });
  });
  afterEach(async () => {
    await edge?.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) => edge.app.inject({ method: 'GET', url, headers });

  it('shares an anonymous product page, rendered or kept, with its surrogate keys', async () => {
    for (const cache of ['miss', 'hit']) {
      const page = await get(PRODUCT, { cookie: 'sf_consent=all; sf_visitor=v1' });
      expect([page.statusCode, page.headers['x-page-cache']]).toEqual([200, cache]);
      expect(page.headers['cache-control']).toBe(SHARED_PAGE);
      expect(page.headers['surrogate-key']).toBe(
        'pages storefront-en area-mf_product route-product-slug product-slug/amnesia-haze',
      );
      expect(page.headers['cache-tag']).toBe(
        'pages,storefront-en,area-mf_product,route-product-slug,product-slug/amnesia-haze',
      );
      expect(page.headers['set-cookie']).toBeUndefined();
    }
  });

  it("keeps a shopper's page, another cookie's, a 404 and a fallback private", async () => {
    await get(PRODUCT);
    const cases: [string, Record<string, string>][] = [
      [PRODUCT, { cookie: 'sf_cart=ada-token; sf_cart_count=2.20' }],
      [PRODUCT, { cookie: 'sf_session=bea; sf_auth=1%3ABea' }],
      [PRODUCT, { cookie: 'tracker=1' }],
      [PRODUCT, { authorization: 'Bearer x' }],
      ['/product/no-such-seed', {}],
      ['/collections/high-thc', {}],
      ['/checkout', {}],
    ];
    for (const [url, headers] of cases) {
      const page = await get(url, headers);
      expect([url, headers, page.headers['cache-control'], page.headers['surrogate-key']]).toEqual([
        url,
        headers,
        PRIVATE_PAGE,
        undefined,
      ]);
    }
  });

  it('keeps a reply that sets a cookie private, even when the page itself is kept', async () => {
    await get(PRODUCT);
    const fromSearch = await get(PRODUCT, { referer: 'https://search.example/?q=seeds' });
    expect(fromSearch.headers['x-page-cache']).toBe('hit');
    expect(String(fromSearch.headers['set-cookie'])).toMatch(/^originalreferer=/);
    expect(fromSearch.headers['cache-control']).toBe(PRIVATE_PAGE);
    expect(fromSearch.headers['surrogate-key']).toBeUndefined();
    // The same page without the cookie to set is shared again.
    const remembered = await get(PRODUCT, { referer: 'https://search.example/', cookie: 'originalreferer=x' });
    expect(remembered.headers['cache-control']).toBe(SHARED_PAGE);
  });

  it('keeps pages private while a canary split decides the release they show', async () => {
    const stable = publishFakeRelease(edge.releasesDir, { name: 'mf_product', hash: 'beef000001' });
    const next = publishFakeRelease(edge.releasesDir, { name: 'mf_product', hash: 'beef000002' });
    const catalog = publishFakeRelease(edge.releasesDir, { name: 'mf_catalog', hash: 'cafe000001' });
    writePointerFile(edge.releasesDir, {
      remotes: { mf_catalog: catalog.pointerEntry, mf_product: stable.pointerEntry },
      history: {},
      updatedAt: '2025-03-01T00:00:00.000Z',
      canary: { mf_product: { ...next.pointerEntry, percent: 50, since: '2025-03-01T00:00:00.000Z' } },
    });
    for (let round = 0; round < 2; round++) {
      const page = await get(PRODUCT, { cookie: `${CANARY_COOKIE}=0000000000000001` });
      expect(page.headers['x-canary']).toBeDefined();
      expect(page.headers['cache-control']).toBe(PRIVATE_PAGE);
    }
  });
});
