import {
  CONTRACT_VERSION,
  resolveRoute,
  type AreaModule,
  type AreaPage,
  type RemoteName,
} from '@storefront/shared-contracts';
import type { RenderRequest } from '../types';

/**
 * What the server renderer's tests share: each test scripts its remotes in `areas` (the tests' mock of
 * `./server-areas` loads from it instead of a release) and asks for a page as the edge does.
 */
export const areas = new Map<RemoteName, () => Promise<AreaModule>>();

/** The tests' `loadServerArea`: the scripted area, or the error of an area that was never published. */
export const loadScriptedArea = (name: RemoteName) =>
  areas.get(name)?.() ?? Promise.reject(new Error(`${name} is not published`));

export const BUDGET_MS = 300;
/**
 * Tests that are not about the deadline give the area a minute, so a loaded machine never turns them into a
 * fallback; the deadline's own tests run on fake timers and move the clock themselves.
 */
const UNHURRIED_MS = 60_000;
export const never = new Promise<never>(() => undefined);
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A page request as the edge sends it: with the route it resolved (no region cookie: the path's language). */
export function request(url: string, areaBudgetMs = UNHURRIED_MS): RenderRequest {
  const active = (name: RemoteName) => ({
    version: '1.0.0-a',
    entry: `/releases/${name}/1.0.0-a/remoteEntry.js`,
    contractVersion: CONTRACT_VERSION,
  });
  return {
    url,
    route: resolveRoute(new URL(url, 'http://edge.internal').pathname),
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
export function productArea(page: Partial<AreaPage> = {}, loadMs = 0) {
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

/** A cart area whose frame data is nothing: every page has a frame area, as in the shop. */
export const emptyCartArea = async (): Promise<AreaModule> => ({
  contractVersion: CONTRACT_VERSION,
  messages: async () => ({}),
  prefetchFrame: async () => undefined,
});

/**
 * Each test starts from the cart area alone, with the console's warnings caught (`warn()` is this test's spy).
 * React's development build warns about the frame's layout effects on the server (the production build does
 * not): those are dropped, any other error still reaches the console.
 */
export function scriptAreasPerTest() {
  let warn: jest.SpyInstance;
  const consoleError = console.error;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) consoleError(...args);
  });
  beforeEach(() => {
    areas.clear();
    areas.set('mf_cart_checkout', emptyCartArea);
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());
  return { warn: () => warn };
}
