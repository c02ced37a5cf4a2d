/**
 * @jest-environment node
 */
import {
  CONTRACT_VERSION,
  resolveRoute,
  type AreaModule,
  type AreaPage,
  type AreaSetupContext,
  type RemoteName,
} from '@storefront/shared-contracts';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RenderRequest } from './types';

// The areas come from this map instead of a release: each test scripts its remote.
const areas = new Map<RemoteName, () => Promise<AreaModule>>();
jest.mock('./server-areas', () => ({
  ...jest.requireActual('./server-areas'),
  activateReleases: () => undefined,
  loadServerArea: (name: RemoteName) => areas.get(name)?.() ?? Promise.reject(new Error(`${name} is not published`)),
}));

import { preparePageRender, renderPage } from './render-page';

const BUDGET_MS = 300;
/**
 * Tests that are not about the deadline give the area a minute, so a loaded machine never turns them into a
 * fallback; the deadline's own tests run on fake timers and move the clock themselves.
 */
const UNHURRIED_MS = 60_000;
const never = new Promise<never>(() => undefined);
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function request(url: string, areaBudgetMs = UNHURRIED_MS): RenderRequest {
  const active = (name: RemoteName) => ({
    version: '1.0.0-a',
    entry: `/releases/${name}/1.0.0-a/remoteEntry.js`,
    contractVersion: CONTRACT_VERSION,
  });
  return {
    url,
    cookies: {},
    boot: {
      remotes: { remotes: { mf_product: active('mf_product'), mf_cart_checkout: active('mf_cart_checkout') } },
      settings: null,
      routeRules: [],
      country: null,
      thirdParty: { tagManager: null, marketing: null, sessionRecording: null, iconService: null },
    },
    // Nothing listens here: the shell's own requests (none while rendering) would fail fast.
    apiUrl: 'http://127.0.0.1:9',
    origin: 'https://shop.example',
    releasesDir: '/nowhere',
    areaBudgetMs,
  };
}

function Product({ params }: { params: Readonly<Record<string, string>> }) {
  return <h1 data-testid="product-name">{`Product ${params.slug}`}</h1>;
}

/** mf_product with one product page, changed by `page`; `loadMs` delays loading the area itself. */
function productArea(page: Partial<AreaPage> = {}, loadMs = 0) {
  const area: AreaModule = {
    contractVersion: CONTRACT_VERSION,
    messages: async () => ({}),
    pages: {
      'product-slug': {
        load: async () => ({ default: Product }),
        prefetch: async () => undefined,
        head: () => ({ title: 'Amnesia Haze', lcpImage: { src: '/a.webp', srcSet: '/a.webp 1x' } }),
        chunk: 'page-product',
        ...page,
      },
    },
  };
  areas.set('mf_product', async () => {
    if (loadMs) await wait(loadMs);
    return area;
  });
}

/**
 * Starts `run` on fake timers and moves the clock to just before the budget (it must still be waiting), then
 * to the budget: what it answers then is what a page gets when its area misses the deadline.
 */
async function atTheDeadline<T>(run: () => Promise<T>): Promise<T> {
  let settled = false;
  const pending = run().finally(() => (settled = true));
  await jest.advanceTimersByTimeAsync(BUDGET_MS - 1);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  return pending;
}

let warn: jest.SpyInstance;
const consoleError = console.error;
// React's development build warns about the frame's layout effects on the server (the production build does not).
jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) consoleError(...args);
});
beforeEach(() => {
  areas.clear();
  areas.set('mf_cart_checkout', async () => ({
    contractVersion: CONTRACT_VERSION,
    messages: async () => ({}),
    prefetchFrame: async () => undefined,
  }));
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('the server render in two phases', () => {
  it('phase 1 decides status, head and chunks; phase 2 renders the area with its styles, no streaming scripts', async () => {
    productArea();
    const prepared = await preparePageRender(request('/product/amnesia-haze'));
    expect(prepared).toMatchObject({
      status: 200,
      bodyClass: '',
      area: 'mf_product',
      failedAreas: [],
      frameAreas: ['mf_cart_checkout'],
      areaChunks: ['page-product', 'messages-en'],
    });
    expect(prepared.head).toEqual({ title: 'Amnesia Haze', lcpImage: { src: '/a.webp', srcSet: '/a.webp 1x' } });
    const body = await prepared.renderBody();
    expect(body.html).toContain('data-testid="product-name"');
    expect(body.html).not.toContain('<script');
    expect(body.styles).toContain('<style');
    expect(body.failedAreas).toEqual([]);
    expect(body.state).toHaveProperty('shared');
    // Asked twice, rendered once.
    expect(prepared.renderBody()).toBe(prepared.renderBody());
  });

  it("names the frame areas' slices as the visitor's own state, and the header's count for the edge", async () => {
    productArea();
    const cartSlice = { reducerPath: 'cartApi', reducer: (state: unknown = { cart: 'of the visitor' }) => state };
    areas.set('mf_cart_checkout', async () => ({
      contractVersion: CONTRACT_VERSION,
      messages: async () => ({}),
      prefetchFrame: async ({ store }) => store.inject(cartSlice),
    }));
    const body = await (await preparePageRender(request('/product/amnesia-haze'))).renderBody();
    expect(body.visitorState).toEqual(['cartApi']);
    expect(body.state).toHaveProperty('cartApi', { cart: 'of the visitor' });
    // The count spans the edge fills in for a shopper with a cart (text and badge), both 0 without one.
    expect([...body.html.matchAll(/data-visitor="cart-count"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['0', '0']);
  });

  it("answers a data-driven 404 in phase 1, with the shell's not-found title", async () => {
    productArea({ prefetch: async () => ({ notFound: true }) });
    const prepared = await preparePageRender(request('/product/no-such-strain'));
    expect(prepared).toMatchObject({
      status: 404,
      bodyClass: 'error-404 floating-breadcrumbs',
      area: null,
      head: { title: expect.stringContaining('/product/no-such-strain') },
    });
    expect((await prepared.renderBody()).html).not.toContain('Product no-such-strain');
  });

  it('renders the route the edge resolved, in its language, without resolving the URL again', async () => {
    productArea();
    const messages = jest.fn(async () => ({}));
    const area = await areas.get('mf_product')!();
    areas.set('mf_product', async () => ({ ...area, messages }));
    // The edge resolved France's region (French on the Europe storefront); the request carries no cookie.
    const route = resolveRoute('/product/amnesia-haze', 'france');
    const prepared = await preparePageRender({ ...request('/product/amnesia-haze'), route });
    expect(prepared).toMatchObject({ status: 200, area: 'mf_product', shellChunks: ['messages-fr'] });
    expect(prepared.areaChunks).toEqual(['page-product', 'messages-fr']);
    expect(messages).toHaveBeenCalledWith('fr', 'en');
    const { state } = await prepared.renderBody();
    expect(state).toMatchObject({ shared: { storefront: 'en', language: 'fr' } });
  });

  it("sends the page's api requests with the shopper's cookies and the edge's request id, and reports to its log", async () => {
    const seen: IncomingHttpHeaders[] = [];
    const api = createServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      productArea({ prefetch: () => never });
      const area = await areas.get('mf_product')!();
      let http: AreaSetupContext['http'] | null = null;
      areas.set('mf_product', async () => ({
        ...area,
        setup: (context) => {
          http = context.http;
        },
        pages: {
          'product-slug': {
            ...area.pages!['product-slug']!,
            prefetch: async () => {
              await http!.request({ url: '/api/en-en/products/amnesia-haze' });
            },
          },
        },
      }));
      const log = { warn: jest.fn() };
      const prepared = await preparePageRender({
        ...request('/product/amnesia-haze'),
        apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
        cookieHeader: 'sf_cart=abc',
        requestId: 'req-42',
        log,
      });
      expect(prepared.status).toBe(200);
      expect(seen).toEqual([expect.objectContaining({ cookie: 'sf_cart=abc', 'x-request-id': 'req-42' })]);

      // A failing area is reported to the request's log, not the console.
      areas.set('mf_product', () => Promise.reject(new Error('no server build')));
      const failed = await preparePageRender({ ...request('/product/amnesia-haze'), requestId: 'req-43', log });
      expect(failed.failedAreas).toEqual(['mf_product']);
      expect(log.warn).toHaveBeenCalledWith(
        expect.stringContaining('mf_product renders as its fallback: no server build'),
      );
      expect(warn).not.toHaveBeenCalled();
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('render() still answers both phases at once', async () => {
    productArea();
    const result = await renderPage(request('/product/amnesia-haze'));
    expect(result).toMatchObject({ status: 200, area: 'mf_product', failedAreas: [] });
    expect(result.html).toContain('data-testid="product-name"');
  });

  it('renders an area that throws while rendering again as its fallback, so the HTML is complete', async () => {
    productArea({
      load: async () => ({
        default: () => {
          throw new Error('product page exploded on the server');
        },
      }),
    });
    const prepared = await preparePageRender(request('/product/amnesia-haze'));
    const body = await prepared.renderBody();
    expect(body.failedAreas).toEqual(['mf_product']);
    expect(body.html).toContain('data-testid="area-fallback"');
    expect(body.html).not.toContain('<script');
  });
});

describe('one deadline per page for the area', () => {
  // Fake clock and timers (Date.now included); the event loop's own steps (immediates, ticks) stay real.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('a prefetch that never answers: phase 1 ends at the budget, the area renders as its fallback, status 200', async () => {
    productArea({ prefetch: () => never });
    const page = await atTheDeadline(async () => {
      const prepared = await preparePageRender(request('/product/amnesia-haze', BUDGET_MS));
      return { prepared, body: await prepared.renderBody() };
    });
    expect(page.prepared).toMatchObject({
      status: 200,
      area: null,
      head: null,
      failedAreas: ['mf_product'],
      areaChunks: [],
    });
    expect(page.body.html).toContain('data-testid="area-fallback"');
    expect(page.body.failedAreas).toEqual(['mf_product']);
  });

  it('load and prefetch share the budget: each under it, together over it, is a fallback', async () => {
    productArea({ prefetch: () => wait(BUDGET_MS * 0.6) }, BUDGET_MS * 0.6);
    const prepared = await atTheDeadline(() => preparePageRender(request('/product/amnesia-haze', BUDGET_MS)));
    expect(prepared.failedAreas).toEqual(['mf_product']);
    expect(warn.mock.calls.join('\n')).toMatch(
      /prefetching mf_product did not finish within the area budget of 300 ms/,
    );
  });

  it('a render still waiting when the deadline passes gives up: the area renders as its fallback', async () => {
    function Waiting(): never {
      throw never;
    }
    productArea({ prefetch: () => wait(BUDGET_MS / 3), load: async () => ({ default: Waiting }) });
    const page = await atTheDeadline(async () => {
      const prepared = await preparePageRender(request('/product/amnesia-haze', BUDGET_MS));
      return { prepared, body: await prepared.renderBody() };
    });
    // Phase 1 had everything in time: the head was the page's.
    expect(page.prepared).toMatchObject({ status: 200, area: 'mf_product', failedAreas: [] });
    expect(page.body.failedAreas).toEqual(['mf_product']);
    expect(page.body.html).toContain('data-testid="area-fallback"');
    expect(page.body.html).not.toContain('<script');
  });

  it("the frame areas' data shares the deadline too", async () => {
    productArea();
    areas.set('mf_cart_checkout', async () => ({
      contractVersion: CONTRACT_VERSION,
      messages: async () => ({}),
      prefetchFrame: () => never,
    }));
    const prepared = await atTheDeadline(() => preparePageRender(request('/product/amnesia-haze', BUDGET_MS)));
    expect(prepared).toMatchObject({ status: 200, area: 'mf_product', frameAreas: [] });
  });
});
