/**
 * Probes against the api, each as it was reported: forged cross-site writes, error bodies outside the api's shape,
 * 500s from client mistakes and https as the edge says it. Over HTTP (inject) against a real database. Inject
 * connects from 127.0.0.1, the default edge address (`EDGE_ADDRESSES=loopback`), so `x-forwarded-for` stands for
 * the edge's header. The limits and client addresses are probed in rate-limits.test.ts.
 */
import { apiPaths, ERROR_CODES } from '@storefront/shared-contracts';
import { aReviewId } from '../test/limit-probes';
import { SETUP_TIMEOUT, type TestApp, expectClientError, startTestApp } from '../test/test-app';
import { MAX_BODY_DEPTH, bodyProblem } from './nul-guard';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimitFactor: 1 });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const firstPackId = async () =>
  (await t.db.query<{ id: number }>('SELECT id FROM seed_packs ORDER BY id LIMIT 1')).rows[0]!.id;
const usefulCount = async (id: number) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_useful_votes WHERE review_id = $1', [id]))
    .rows[0]!.n;

describe('forged cross-site requests', () => {
  it('refuses a text/plain vote (no preflight from another site): 415, no vote, no visitor cookie', async () => {
    const reviewId = await aReviewId(t.db);
    const before = await usefulCount(reviewId);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/en-en/reviews/${reviewId}/useful`,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expectClientError(response, 415);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await usefulCount(reviewId)).toBe(before);
  });

  it("refuses a text/plain cart write: the shopper's cart cookie is not replaced", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.cart('en-en'),
      headers: { 'content-type': 'text/plain', cookie: 'sf_cart=the-shoppers-cart' },
      payload: '{}',
    });
    expectClientError(response, 415);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a write a browser marks cross-site even without an Origin header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.cartItems('en-en'),
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { packId: await firstPackId(), quantity: 1 },
    });
    expectClientError(response, 403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("sends security headers, with a referrer policy that keeps the Origin of its own pages' form posts", async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // With no-referrer, browsers send `Origin: null` on a form post, which the origin guard refuses.
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('refuses `Origin: null` (a sandboxed or opaque page) on a write', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.cartItems('en-en'),
      headers: { origin: 'null' },
      payload: { packId: await firstPackId(), quantity: 1 },
    });
    expectClientError(response, 403);
  });

  it('still takes the same-origin writes of the shop itself', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.cartItems('en-en'),
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://shop.test:3000', host: 'shop.test:3000' },
      payload: { packId: await firstPackId(), quantity: 1 },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('no 500 for a client mistake', () => {
  it('answers a pack id beyond the integer column with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.cartItems('en-en'),
      payload: { packId: 3_000_000_000 },
    });
    expectClientError(response, 400, ERROR_CODES.validation);
  });

  it('answers a body nested 4000 deep with 400 (checked without recursion)', async () => {
    const deep = `${'['.repeat(4000)}${']'.repeat(4000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.cartItems('en-en'),
      headers: { 'content-type': 'application/json' },
      payload: `{"packId":1,"quantity":1,"x":${deep}}`,
    });
    expectClientError(response, 400, ERROR_CODES.validation);
  });

  it('finds a NUL anywhere and stops at the depth limit', () => {
    expect(bodyProblem({ a: [{ b: 'ok' }] })).toBeNull();
    expect(bodyProblem({ a: [{ b: 'n\0ul' }] })).toBe('nul');
    expect(bodyProblem({ ['k\0']: 1 })).toBe('nul');
    let nested: unknown = 'leaf';
    for (let i = 0; i < MAX_BODY_DEPTH; i += 1) nested = [nested];
    expect(bodyProblem(nested)).toBeNull();
    expect(bodyProblem([nested])).toBe('depth');
  });
});

describe("every error body is the api's shape", () => {
  it('a path that does not decode: 400 BAD_URL', async () => {
    expectClientError(await t.app.inject({ url: '/api/en-en/products/%zz' }), 400, 'BAD_URL');
  });

  it('a parameter over the router limit: 414 URL_TOO_LONG', async () => {
    expectClientError(await t.app.inject({ url: `/api/en-en/products/${'a'.repeat(300)}` }), 414, 'URL_TOO_LONG');
  });

  it('a body over 16 KB: 413 BODY_TOO_LARGE', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.cartItems('en-en'),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ packId: 1, pad: 'x'.repeat(20_000) }),
    });
    expectClientError(response, 413, ERROR_CODES.bodyTooLarge);
  });

  it('bad JSON: 400 INVALID_JSON; no route: 404 NOT_FOUND', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.cartItems('en-en'),
      headers: { 'content-type': 'application/json' },
      payload: '{"packId":',
    });
    expectClientError(response, 400, 'INVALID_JSON');
    expectClientError(await t.app.inject({ url: '/api/no-such-route' }), 404, ERROR_CODES.notFound);
  });
});

describe('https as the edge says it', () => {
  const addToCart = async (headers: Record<string, string>, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.cartItems('en-en'),
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
      payload: { packId: await firstPackId(), quantity: 1 },
    });
  const cookieLines = (response: { headers: Record<string, unknown> }) =>
    [response.headers['set-cookie'] ?? []].flat().map(String);

  it('makes every cookie Secure when the browser came over https, without COOKIE_SECURE', async () => {
    const response = await addToCart({ 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(201);
    const lines = cookieLines(response);
    expect(lines.map((l) => l.split('=')[0])).toEqual(expect.arrayContaining(['sf_cart', 'sf_cart_count']));
    for (const line of lines) expect(line).toMatch(/; Secure/);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/metric/referral',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { a_aid: 'aff-1', refer_domain: 'other.example', url: 'https://shop.test/' },
    });
    expect(cookieLines(visitor).find((l) => l.startsWith('sf_visitor='))).toMatch(/; Secure/);
  });

  it('leaves them plain over http, and when the https claim comes from a client, not the edge', async () => {
    for (const line of cookieLines(await addToCart({}))) expect(line).not.toMatch(/Secure/);
    const claimed = await addToCart({ 'x-forwarded-proto': 'https' }, '198.51.100.90');
    for (const line of cookieLines(claimed)) expect(line).not.toMatch(/Secure/);
  });

  it('sends HSTS only over https, and refuses frames', async () => {
    const plain = await t.app.inject({ url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['x-frame-options']).toBe('DENY');
    const tls = await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const claimed = await t.app.inject({
      url: '/healthz',
      remoteAddress: '198.51.100.91',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});
