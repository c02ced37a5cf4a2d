import { COOKIES } from '@storefront/shared-contracts';
import { bodyTagOf, bootDataOf, preloadsOf, startEdge, titleOf, type EdgeHarness } from '../test-support/edge-harness';
import {
  FAKE_ROUTE_RULES,
  KNOWN_COLLECTION,
  KNOWN_PRODUCT,
  startFakeApi,
  TRICKY_LOGO_ALT,
  type FakeApi,
} from '../test-support/fake-api';
import { SHELL_ENTRY_ASSETS } from '../test-support/fixtures';
import { bootScript } from './page-template';

let api: FakeApi;
let edge: EdgeHarness;

beforeAll(async () => {
  api = await startFakeApi();
  edge = await startEdge(api.url);
});
afterAll(async () => {
  await edge?.close();
  await api?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => edge.app.inject({ method: 'GET', url, headers });

describe('not-found pages', () => {
  it.each(['/no-such-page', '/404', '/de/404', '/us/404', '/de/product/x/y/z'])(
    '%s answers 404 with the not-found frame',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(titleOf(res.body)).toBe(`Page not found: ${url}`);
      expect(bodyTagOf(res.body)).toBe('<body class="error-404 floating-breadcrumbs">');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    },
  );

  it('escapes the path in the title', async () => {
    const res = await get('/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toBe('Page not found: /&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('<script>alert(1)');
  });
});

describe('known pages', () => {
  it.each([
    ['/', 'en'],
    ['/de', 'de'],
    ['/de/registrieren', 'de'],
    ['/de/konto/adressen', 'de'],
    ['/uk/checkout', 'en'],
    ['/collections', 'en'],
  ])('%s answers 200 with lang=%s and a plain body', async (url, lang) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('<!doctype html>\n<html lang="' + lang + '">')).toBe(true);
    expect(bodyTagOf(res.body)).toBe('<body>');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('gives German pages German titles and the region cookie decides the language', async () => {
    expect(titleOf((await get('/de/registrieren')).body)).toBe('Konto erstellen | Seed Shop Deutschland');
    const french = await get('/faq', { cookie: `${COOKIES.region}=france` });
    expect(french.body).toContain('<html lang="fr">');
  });

  it('/de/produkt/<known> is 200; an unknown product is a 404 with the not-found frame', async () => {
    const known = await get(`/de/produkt/${KNOWN_PRODUCT}`);
    expect(known.statusCode).toBe(200);
    expect(titleOf(known.body)).toBe('Amnesia Haze | Seed Shop Deutschland');
    const unknown = await get('/product/no-such-strain');
    expect(unknown.statusCode).toBe(404);
    expect(titleOf(unknown.body)).toBe('Page not found: /product/no-such-strain');
    expect(bodyTagOf(unknown.body)).toContain('error-404');
  });

  it('collection listings are 404 for an unknown collection or a page past the end', async () => {
    expect((await get(`/collections/${KNOWN_COLLECTION}`)).statusCode).toBe(200);
    expect((await get(`/de/collections/${KNOWN_COLLECTION}/3`)).statusCode).toBe(200);
    expect((await get(`/collections/${KNOWN_COLLECTION}/4`)).statusCode).toBe(404);
    expect((await get('/collections/no-such-collection')).statusCode).toBe(404);
    // Not a number: not a listing page at all.
    expect((await get(`/collections/${KNOWN_COLLECTION}/two`)).statusCode).toBe(404);
  });

  it('caches the api existence answers briefly', async () => {
    const path = '/api/en-au/products/amnesia-haze';
    const before = api.hits.get(path) ?? 0;
    await get(`/au/product/${KNOWN_PRODUCT}`);
    await get(`/au/product/${KNOWN_PRODUCT}`);
    expect(api.hits.get(path)).toBe(before + 1);
  });
});

describe('navigation rules', () => {
  it('removes a trailing slash with a 301, keeping the query; the root stays', async () => {
    const res = await get('/de/kontakt/?a_aid=42');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/de/kontakt?a_aid=42');
    expect((await get('/')).statusCode).toBe(200);
    expect((await get('/de/')).headers.location).toBe('/de');
  });

  it('never redirects off-site when the path starts with several slashes', async () => {
    const res = await get('//evil.example/');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/evil.example');
  });

  it('applies route rules from the api with their status', async () => {
    const permanent = await get('/old-seeds?utm=x');
    expect(permanent.statusCode).toBe(301);
    expect(permanent.headers.location).toBe('/collections/high-thc?utm=x');
    const temporary = await get('/de/alte-seite');
    expect(temporary.statusCode).toBe(302);
    expect(temporary.headers.location).toBe('/de/kontakt');
  });
});

describe('the boot script and preloads', () => {
  it('inlines pointer, settings, route rules and country as inert JSON; inline scripts only with the nonce', async () => {
    const res = await get('/de/kontakt', { 'cf-ipcountry': 'at' });
    const { boot } = bootDataOf(res.body);
    expect(boot.remotes.remotes.mf_catalog?.version).toBe('0.1.0-cafe000001');
    expect(boot.settings?.region.locale.iso).toBe('de-de');
    expect(boot.routeRules).toEqual(FAKE_ROUTE_RULES);
    expect(boot.country).toBe('AT');
    const inline = [...res.body.matchAll(/<script(?![^>]*(type="application\/(json|ld\+json)"|src=))([^>]*)>/g)].map(
      (m) => m[3],
    );
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    // The colour mode before the first paint, start-up after it: both carry the response's nonce.
    expect(inline).toEqual([` nonce="${nonce}"`, ` nonce="${nonce}"`]);
  });

  it('escapes the JSON for a script context', async () => {
    const res = await get('/');
    const { json } = bootDataOf(res.body);
    expect(json).not.toMatch(/<|\u2028/);
    expect(bootDataOf(res.body).boot.settings?.logo_alt).toBe(TRICKY_LOGO_ALT);
  });

  it('sets the cfcountry cookie, readable by scripts, only when the header is present and sane', async () => {
    const res = await get('/', { 'cf-ipcountry': 'NL' });
    const cookie = res.cookies.find((c) => c.name === COOKIES.country);
    expect(cookie).toMatchObject({ value: 'NL', path: '/' });
    expect(cookie?.httpOnly).toBeFalsy();
    const none = await get('/');
    expect(none.cookies.find((c) => c.name === COOKIES.country)).toBeUndefined();
    const bogus = await get('/', { 'cf-ipcountry': '"><script>' });
    expect(bogus.cookies.find((c) => c.name === COOKIES.country)).toBeUndefined();
    expect(bootDataOf(bogus.body).boot.country).toBeNull();
  });

  it("preloads the shell entry scripts and the route owner's remote entry and area chunk", async () => {
    const product = preloadsOf((await get(`/product/${KNOWN_PRODUCT}`)).body);
    expect(product).toEqual([
      ...SHELL_ENTRY_ASSETS.js,
      '/releases/mf_product/0.1.0-beef000001/remoteEntry.js',
      '/releases/mf_product/0.1.0-beef000001/__federation_expose_area.beef000001.js',
    ]);
    const home = preloadsOf((await get('/')).body);
    expect(home).toContain('/releases/mf_catalog/0.1.0-cafe000001/remoteEntry.js');
    expect(home.some((u) => u.includes('mf_product'))).toBe(false);
    // An area without an active release: only the shell.
    expect(preloadsOf((await get('/faq')).body)).toEqual(SHELL_ENTRY_ASSETS.js);
  });

  it("links the shell css and starts the shell scripts from a nonce'd boot script after the first paint", async () => {
    const res = await get('/');
    expect(res.body).toContain(`<link rel="stylesheet" href="${SHELL_ENTRY_ASSETS.css[0]}">`);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<script nonce="${nonce}">${bootScript(SHELL_ENTRY_ASSETS.js)}</script>`);
  });
});
