import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { bodyTagOf, bootDataOf, preloadsOf, startEdge, titleOf, type EdgeHarness } from '../test-support/edge-harness';
import { KNOWN_PRODUCT, startFakeApi, type FakeApi } from '../test-support/fake-api';
import type { ShellRenderRequest } from '@storefront/shared-contracts';
import { LAST_RENDER_REQUEST, LAST_WARM_REQUEST, SHELL_ENTRY_ASSETS } from '../test-support/fixtures';

let api: FakeApi;
let edge: EdgeHarness;

beforeAll(async () => {
  api = await startFakeApi();
  edge = await startEdge(api.url, { serverRenderer: true, config: { publicOrigin: 'https://shop.example' } });
});
afterAll(async () => {
  await edge?.close();
  await api?.close();
});

const get = (url: string) => edge.app.inject({ method: 'GET', url });
const rootOf = (html: string) => /<div id="root">(.*?)<\/div>\n/s.exec(html)?.[1];
const headOf = (html: string) => /<head>(.*?)<\/head>/s.exec(html)?.[1] ?? '';

describe('a server-rendered page', () => {
  it('carries the markup, its styles and the state the browser hydrates from', async () => {
    const res = await get(`/product/${KNOWN_PRODUCT}`);
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('<main data-testid="ssr">Amnesia Haze rendered for https://shop.example</main>');
    expect(headOf(res.body)).toContain('<style data-styled="true">.a{color:red}</style>');
    const { boot } = bootDataOf(res.body);
    expect(boot.rendered).toEqual({
      state: { shared: { storefront: 'en' }, productApi: { queries: {} } },
      failedAreas: [],
      frameAreas: ['mf_cart_checkout'],
    });
    // The settings travel inside the rendered state; not twice.
    expect(boot.settings).toBeNull();
  });

  it('hands the renderer the route it resolved once (match, owner, storefront, language) and the request id', async () => {
    const res = await edge.app.inject({
      method: 'GET',
      url: `/product/${KNOWN_PRODUCT}?tab=reviews`,
      headers: { cookie: 'sf_region=france' },
    });
    const seen = (globalThis as Record<string, unknown>)[LAST_RENDER_REQUEST] as ShellRenderRequest;
    expect(seen.url).toBe(`/product/${KNOWN_PRODUCT}?tab=reviews`);
    expect(seen.route).toMatchObject({
      owner: 'mf_product',
      storefront: 'en',
      language: 'fr',
      match: { routeId: 'product-slug', name: 'product-slug___en', params: { slug: KNOWN_PRODUCT } },
    });
    expect(seen.requestId).toBe(res.headers['x-request-id']);
    // The document speaks the route's language too: the language was worked out once.
    expect(res.body).toContain('<html lang="fr">');
  });

  it('takes title and description from the page, with canonical, the 7 storefronts, Open Graph and JSON-LD', async () => {
    const res = await get(`/de/produkt/${KNOWN_PRODUCT}`);
    const head = headOf(res.body);
    expect(titleOf(res.body)).toBe('Amnesia Haze | Seed Shop Deutschland');
    expect(head).toContain('<meta name="description" content="A sativa classic.">');
    expect(head).toContain('<link rel="canonical" href="https://shop.example/de/produkt/amnesia-haze">');
    const alternates = [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(alternates).toEqual([
      ['en', 'https://shop.example/product/amnesia-haze'],
      ['de-DE', 'https://shop.example/de/produkt/amnesia-haze'],
      ['en-AU', 'https://shop.example/au/product/amnesia-haze'],
      ['en-CA', 'https://shop.example/ca/product/amnesia-haze'],
      ['en-GB', 'https://shop.example/uk/product/amnesia-haze'],
      ['en-NZ', 'https://shop.example/nz/product/amnesia-haze'],
      ['en-US', 'https://shop.example/us/product/amnesia-haze'],
      ['x-default', 'https://shop.example/product/amnesia-haze'],
    ]);
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain(
      '<meta property="og:image" content="https://shop.example/api/images/products/amnesia-haze@2x.webp">',
    );
    expect(head).toContain('<meta property="og:locale" content="de_DE">');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? '';
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd)).toEqual({ '@type': 'Product', name: 'Amnesia </script><script>alert(1)</script>' });
  });

  it('preloads the LCP image first; the scripts the rendered page needs wait in its loader for intent', async () => {
    const res = await get(`/de/produkt/${KNOWN_PRODUCT}`);
    const firstLink = /<link rel="preload"[^>]*>/.exec(res.body)?.[0];
    expect(firstLink).toBe(
      '<link rel="preload" as="image" href="/api/images/products/amnesia-haze@1x.webp" imagesrcset="/api/images/products/amnesia-haze@1x.webp 1x, /api/images/products/amnesia-haze@2x.webp 2x" fetchpriority="high">',
    );
    // A product page is read first (src/pages/hydration.ts): no script in the head, the loader knows them all.
    expect(preloadsOf(res.body)).toEqual([]);
    const later = [
      '/shell/messages-de.1234567890.js',
      '/releases/mf_product/0.1.0-beef000001/remoteEntry.js',
      '/releases/mf_product/0.1.0-beef000001/__federation_expose_area.beef000001.js',
      '/releases/mf_product/0.1.0-beef000001/page.beef000001.js',
      '/releases/mf_product/0.1.0-beef000001/messages-de.beef000001.js',
    ];
    expect(res.body).toContain(`${JSON.stringify(SHELL_ENTRY_ASSETS.js)},${JSON.stringify(later)}`);
  });

  it('answers 404 with the server-rendered not-found page when the data says so', async () => {
    const res = await get('/product/no-such-strain');
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toBe('Page not found: /product/no-such-strain');
    expect(bodyTagOf(res.body)).toBe('<body class="error-404 floating-breadcrumbs">');
    expect(rootOf(res.body)).toBe('<p>Oeps! Nothing here</p>');
    expect(res.body).not.toContain('rel="canonical"');
  });

  it('keeps a 200 with the area fallback when the area failed on the server, and asks the api about unknown slugs', async () => {
    const known = await get('/collections/high-thc');
    expect(known.statusCode).toBe(200);
    expect(rootOf(known.body)).toContain('area-fallback');
    expect(bootDataOf(known.body).boot.rendered?.failedAreas).toEqual(['mf_catalog']);
    const unknown = await get('/collections/no-such-collection');
    expect(unknown.statusCode).toBe(404);
    // The server markup shows a fallback, not the not-found page: the browser renders the page itself.
    expect(rootOf(unknown.body)).toBe('');
    expect(bootDataOf(unknown.body).boot.rendered).toBeUndefined();
  });

  it('serves the frame for the browser to render when the renderer throws or answers garbage', async () => {
    for (const url of ['/throw', '/bad-shape']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(rootOf(res.body)).toBe('');
      expect(bootDataOf(res.body).boot.settings).not.toBeNull();
    }
    const product = await get('/product/throw');
    expect(product.statusCode).toBe(404);
  });

  it('never serves server builds to browsers', async () => {
    expect((await get('/shell/server/render.js')).statusCode).toBe(404);
    expect((await get('/shell/chunk-groups.json')).statusCode).toBe(404);
    expect((await get('/releases/mf_product/0.1.0-beef000001/server/remoteEntry.js')).statusCode).toBe(404);
    expect((await get('/releases/mf_product/0.1.0-beef000001/remoteEntry.js')).statusCode).toBe(200);
  });

  it('falls back to browser rendering once the shell is rebuilt under a running edge', async () => {
    const rebuilt = { ...SHELL_ENTRY_ASSETS, js: ['/shell/main.ffffffffff.js'] };
    writeFileSync(path.join(edge.shellDir, 'entry-assets.json'), JSON.stringify(rebuilt));
    const res = await get(`/product/${KNOWN_PRODUCT}`);
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
    expect(preloadsOf(res.body)[0]).toBe('/shell/main.ffffffffff.js');
    writeFileSync(path.join(edge.shellDir, 'entry-assets.json'), JSON.stringify(SHELL_ENTRY_ASSETS));
  });
});

describe('an edge started to serve (server.ts: warmAreas)', () => {
  const lastWarm = () =>
    (globalThis as Record<string, unknown>)[LAST_WARM_REQUEST] as
      { releasesDir: string; remotes: Record<string, unknown> } | undefined;

  it('loads the renderer and every active area before the first page asks, and logs it', async () => {
    // The edge of the other tests was built without it: nothing was loaded ahead.
    expect(lastWarm()).toBeUndefined();
    const lines: string[] = [];
    const warmed = await startEdge(api.url, {
      serverRenderer: true,
      config: { logLevel: 'info' },
      build: { warmAreas: true, logStream: { write: (line) => void lines.push(line) } },
    });
    try {
      // warm() runs after start-up without holding it up: its log line comes within a few event-loop turns.
      for (let turn = 0; turn < 100 && !lines.some((line) => line.includes('areas loaded ahead')); turn += 1)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(lastWarm()?.releasesDir).toBe(warmed.releasesDir);
      expect(Object.keys(lastWarm()?.remotes ?? {}).sort()).toEqual(['mf_catalog', 'mf_product']);
      const logged = JSON.parse(lines.find((line) => line.includes('areas loaded ahead')) as string) as {
        loaded: string[];
        failed: string[];
      };
      expect(logged.loaded.sort()).toEqual(['mf_catalog', 'mf_product']);
      expect(logged.failed).toEqual([]);
    } finally {
      await warmed.close();
    }
  });
});
