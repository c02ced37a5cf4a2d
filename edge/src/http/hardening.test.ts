/**
 * What a security review found against the edge, each as reported: a forged consent form, a return path the Location
 * header cannot carry, odd cookie names on renew, the Host header in canonical links, production without its
 * settings.
 */
import { ACCOUNT_ERROR_CODES, COOKIES } from '@storefront/shared-contracts';
import { loadConfig } from '../config';
import { startEdge, type EdgeHarness } from '../test-support/edge-harness';
import { startFakeApi, type FakeApi } from '../test-support/fake-api';

let api: FakeApi;
let edge: EdgeHarness;

beforeAll(async () => {
  api = await startFakeApi();
  edge = await startEdge(api.url, { config: { publicOrigin: 'https://shop.example' } });
});
afterAll(async () => {
  await edge?.close();
  await api?.close();
});

const consent = (body: string, headers: Record<string, string> = {}) =>
  edge.app.inject({
    method: 'POST',
    url: '/consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: body,
  });

describe('POST /consent from another site', () => {
  it('refuses a form posted by another origin: 403 in the error shape, no cookie set', async () => {
    const res = await consent('region=germany&cookies=on', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, code: ACCOUNT_ERROR_CODES.badOrigin });
    expect(res.cookies).toEqual([]);
  });

  it('refuses a form a browser marks cross-site, even without Origin', async () => {
    const res = await consent('region=germany&cookies=on', { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toEqual([]);
  });

  it("takes the shop's own form (its public origin)", async () => {
    const res = await consent('region=germany&cookies=on', {
      origin: 'https://shop.example',
      'sec-fetch-site': 'same-origin',
    });
    expect(res.statusCode).toBe(303);
    expect(res.cookies.map((c) => c.name).sort()).toEqual([COOKIES.consent, COOKIES.locale, COOKIES.region].sort());
  });
});

describe('a consent returnTo the Location header cannot carry', () => {
  it.each([
    ['control characters', '/contact\r\nx-injected: 1'],
    ['non-ASCII characters', '/zoek/gröne-erwt'],
    ['a tab and a NUL', '/a\tb\u0000c'],
  ])('%s: 303 to a percent-encoded path on this site, never a 500', async (_name, returnTo) => {
    const res = await consent(`region=germany&returnTo=${encodeURIComponent(returnTo)}`);
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/[\x21-\x7e]*$/);
    expect(res.headers['x-injected']).toBeUndefined();
  });

  it('sends a path to another site home instead', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await consent(`region=germany&returnTo=${encodeURIComponent(returnTo)}`);
      expect(res.statusCode).toBe(303);
      expect(String(res.headers.location).startsWith('/de')).toBe(true);
      expect(String(res.headers.location)).not.toContain('evil.example');
    }
  });
});

describe('?renew=true with odd cookie names', () => {
  it('clears the cookies it can name and answers 200 for a nameless or non-token one', async () => {
    const res = await edge.app.inject({
      method: 'GET',
      url: '/contact?renew=true',
      headers: { cookie: `=nameless; a b=spaced; ${COOKIES.consent}=all` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.map((c) => c.name)).toEqual([COOKIES.consent]);
  });
});

describe('the public origin', () => {
  it("defaults to the edge's own address, never the request's Host header", () => {
    const config = loadConfig({ API_URL: 'http://127.0.0.1:4000', HOST: '0.0.0.0', PORT: '3000' });
    expect(config.publicOrigin).toBe('http://127.0.0.1:3000');
  });

  it('puts the configured origin in canonical links whatever Host the request names', async () => {
    const res = await edge.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(res.body).toContain('https://shop.example/sitemap.xml');
    expect(res.body).not.toContain('evil.example');
  });

  it('refuses to start in production without an https PUBLIC_ORIGIN and an explicit TRUST_PROXY', () => {
    const base = { API_URL: 'http://127.0.0.1:4000', NODE_ENV: 'production' };
    expect(() => loadConfig(base)).toThrow(/PUBLIC_ORIGIN \(an https:\/\/ origin\) and TRUST_PROXY/);
    expect(() => loadConfig({ ...base, PUBLIC_ORIGIN: 'http://shop.example', TRUST_PROXY: 'true' })).toThrow(
      /PUBLIC_ORIGIN/,
    );
    expect(loadConfig({ ...base, PUBLIC_ORIGIN: 'https://shop.example', TRUST_PROXY: 'false' }).publicOrigin).toBe(
      'https://shop.example',
    );
  });
});
