import { API_BODY_LIMIT_BYTES, ERROR_CODES } from '@storefront/shared-contracts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startEdge, type EdgeHarness } from '../test-support/edge-harness';
import { startFakeApi, unreachableUrl, type FakeApi } from '../test-support/fake-api';

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

describe('api proxy', () => {
  it('passes cookies both ways and the status through untouched', async () => {
    const res = await edge.app.inject({
      method: 'GET',
      url: '/api/echo?status=418',
      headers: { cookie: 'sf_session=s1; sf_cart=c1' },
    });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toMatchObject({ cookie: 'sf_session=s1; sf_cart=c1' });
    expect(res.headers['set-cookie']).toEqual([
      'sf_session=abc123; Path=/; HttpOnly; SameSite=Lax',
      'sf_cart=c1; Path=/; HttpOnly',
    ]);
  });

  it('passes an api 503 through at once instead of retrying it', async () => {
    const before = api.hits.get('/api/echo') ?? 0;
    const res = await edge.app.inject({ method: 'GET', url: '/api/echo?status=503' });
    expect(res.statusCode).toBe(503);
    expect(api.hits.get('/api/echo')).toBe(before + 1);
  });

  it('forwards bodies to /metric and says who the client is', async () => {
    const res = await edge.app.inject({
      method: 'POST',
      url: '/metric/referral',
      payload: { a_aid: '42', refer_domain: 'example.org', url: 'http://shop/' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ received: { a_aid: '42' } });
    const echo = await edge.app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: 'raw text',
      headers: { 'content-type': 'text/plain' },
    });
    expect(echo.json()).toMatchObject({ method: 'POST', body: 'raw text', forwardedFor: '127.0.0.1' });
  });

  it('answers 502 in the api error shape, not 500, when the api is down', async () => {
    const down = await startEdge(await unreachableUrl());
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/echo' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ statusCode: 502, code: 'BAD_GATEWAY' });
    } finally {
      await down.close();
    }
  });
});

describe('bodies over the api limit', () => {
  it("answer the api's own 413 BODY_TOO_LARGE, not a 502, and never reach the api", async () => {
    const before = api.hits.get('/api/echo') ?? 0;
    const res = await edge.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      statusCode: 413,
      code: ERROR_CODES.bodyTooLarge,
      message: 'The request body is too large.',
    });
    expect(api.hits.get('/api/echo') ?? 0).toBe(before);
  });

  it('pass a body within the limit and the api 4xx through as they are', async () => {
    const res = await edge.app.inject({
      method: 'POST',
      url: '/api/echo?status=422',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(API_BODY_LIMIT_BYTES - 100) }),
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('pages without the api', () => {
  it('still serve 200 with no settings, no rules, and no data-driven 404', async () => {
    const down = await startEdge(await unreachableUrl());
    try {
      const res = await down.app.inject({ method: 'GET', url: '/product/anything' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('"settings":null');
      expect((await down.app.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
    } finally {
      await down.close();
    }
  });
});

describe('compression', () => {
  it('brotli-compresses pages when asked', async () => {
    const res = await edge.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toMatch(/^<!doctype html>/);
  });

  it('gzips proxied JSON, and sends plain text to clients that do not ask', async () => {
    const zipped = await edge.app.inject({ method: 'GET', url: '/api/echo', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toMatchObject({ method: 'GET' });
    const plain = await edge.app.inject({
      method: 'GET',
      url: '/api/echo',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ method: 'GET' });
  });

  it('compresses shell scripts', async () => {
    const res = await edge.app.inject({
      method: 'GET',
      url: '/shell/main.1a2b3c4d5e.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('storefront shell');
  });
});

describe('security headers', () => {
  it('sends the CSP the shell needs, and the other headers', async () => {
    const res = await edge.app.inject({ method: 'GET', url: '/' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toMatch(/style-src[^;]*nonce/);
    for (const directive of [
      "img-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS only behind https when the proxy is trusted', async () => {
    const tls = await startEdge(api.url, { config: { trustProxy: true } });
    try {
      const res = await tls.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect((await tls.app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await tls.close();
    }
  });
});

describe('bad requests', () => {
  it.each([
    ['a malformed escape', '/%E0%A4%A'],
    ['a bare percent', '/collections/%'],
  ])('%s is a 4xx, never a 500', async (_label, url) => {
    const res = await edge.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('other methods on page paths are 404, not 500', async () => {
    expect((await edge.app.inject({ method: 'POST', url: '/de/kontakt', payload: 'x' })).statusCode).toBe(404);
    expect((await edge.app.inject({ method: 'DELETE', url: '/' })).statusCode).toBe(404);
  });
});
