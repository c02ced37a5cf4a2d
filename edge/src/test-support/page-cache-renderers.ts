// The page-cache tests' stand-in shells and what they read from a page (page-cache*.test.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bootDataOf, startEdge, type EdgeHarness } from './edge-harness';

/** The global where the visitor-echoing renderer counts its renders. */
export const RENDERS = '__pageCacheRenders';

/**
 * A shell server build that prints everything a visitor could leak into a page: every cookie it was given
 * (the cart, the session, the region ...), the Cookie header it would forward to the api, and the release it
 * was served. `?fail=1` renders the area as failed; `?slow=1` holds phase 2 for 50 ms.
 */
export function writeEchoRenderer(shellDir: string) {
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
export function writeFrameRenderer(shellDir: string) {
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

/** An edge keeping pages for a minute, its shell the visitor-echoing renderer, its render count at 0. */
export async function startPageCacheEdge(apiUrl: string): Promise<EdgeHarness> {
  (globalThis as Record<string, unknown>)[RENDERS] = 0;
  const edge = await startEdge(apiUrl, { shell: true, config: { pageCacheTtlMs: 60_000 } });
  writeEchoRenderer(edge.shellDir);
  return edge;
}

export const renders = () => (globalThis as Record<string, unknown>)[RENDERS] as number;
export const echoOf = (html: string) =>
  JSON.parse((/<pre id="echo">(.*?)<\/pre>/.exec(html)?.[1] ?? 'null').replace(/&lt;/g, '<')) as {
    cookies: Record<string, string>;
    header: string | null;
    product: string;
  };
export const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
/** The header's two counts (text, badge) of a page. */
export const countsOf = (html: string) => [...html.matchAll(/data-visitor="cart-count">([^<]*)</g)].map((m) => m[1]);
export const renderedOf = (html: string) =>
  bootDataOf(html).boot.rendered as { state: Record<string, unknown>; frameAreas: string[] };
