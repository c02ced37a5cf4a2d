/**
 * Issue 18's findings against the api, each as it was reported: forged cross-site writes, abuse without limits and
 * 500s from client mistakes. Over HTTP (inject) against a real database.
 */
import { apiPaths, ERROR_CODES } from '@storefront/shared-contracts';
import { apiErrorSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../test/test-app';
import { MAX_BODY_DEPTH, bodyProblem } from './nul-guard';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimitFactor: 1 });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const firstPackId = async () =>
  (await t.db.query<{ id: number }>('SELECT id FROM seed_packs ORDER BY id LIMIT 1')).rows[0]!.id;
const aReviewId = async () =>
  (await t.db.query<{ id: number }>('SELECT id FROM reviews ORDER BY id LIMIT 1')).rows[0]!.id;
const usefulCount = async (id: number) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_useful_votes WHERE review_id = $1', [id]))
    .rows[0]!.n;
const cartCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts')).rows[0]!.n;

/** Every answer of these probes is a 4xx in the api's error shape. */
function expectClientError(response: { statusCode: number; json(): unknown }, status: number, code?: string) {
  expect(response.statusCode).toBe(status);
  const body = apiErrorSchema.parse(response.json());
  if (code) expect(body.code).toBe(code);
  return body;
}

describe('forged cross-site requests', () => {
  it('refuses a text/plain vote (no preflight from another site): 415, no vote, no visitor cookie', async () => {
    const reviewId = await aReviewId();
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

describe('rate limits (factor 1: the production limits)', () => {
  it('lets a visitor vote 20 times a minute, then answers 429 with Retry-After in the error shape', async () => {
    const reviewId = await aReviewId();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/en-en/reviews/${reviewId}/useful`,
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        const body = expectClientError(response, 429, ERROR_CODES.rateLimited);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(body.params?.retryAfterSeconds).toBeGreaterThan(0);
      }
    }
    // Cookieless: each of the 20 is refused as a new visitor's vote (409, not counted), then the limit answers.
    expect(statuses.slice(0, 20).every((s) => s === 409)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('counts per client address: another address still votes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/en-en/reviews/${await aReviewId()}/useful`,
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(response.statusCode).toBe(409);
    expectClientError(response, 409, ERROR_CODES.voteNeedsVisitor);
  });

  it('takes 5 newsletter sign-ups from one address in 10 minutes, and queues no e-mail for the 6th', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: apiPaths.newsletter(),
        headers: { 'x-forwarded-for': '203.0.113.20' },
        payload: { email: `flood${i}@example.com`, iso: 'en-en' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM email_outbox WHERE to_address LIKE 'flood%@example.com'",
    );
    expect(rows[0]!.n).toBe(5);
  });

  it('makes 30 new carts per address in 10 minutes; adds to an existing cart are not counted', async () => {
    const packId = await firstPackId();
    const before = await cartCount();
    const add = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.cartItems('en-en'),
        headers: { 'x-forwarded-for': '203.0.113.30', ...(cookie ? { cookie } : {}) },
        payload: { packId, quantity: 1 },
      });
    const first = await add();
    expect(first.statusCode).toBe(201);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    for (let i = 1; i < 30; i += 1) expect((await add()).statusCode).toBe(201);
    const refused = await add();
    expectClientError(refused, 429, ERROR_CODES.rateLimited);
    // A made-up cookie is a new cart too: refused the same way.
    expect((await add('sf_cart=made-up')).statusCode).toBe(429);
    // The shopper's own cart still takes adds.
    expect((await add(cookie)).statusCode).toBe(200);
    expect(await cartCount()).toBe(before + 30);
    // 33 requests, each a transaction: seconds on a loaded machine.
  }, 60_000);

  it('takes 60 referral reports a minute from one address, then answers 429 with Retry-After', async () => {
    const report = () =>
      t.app.inject({
        method: 'POST',
        url: '/metric/referral',
        headers: { 'x-forwarded-for': '203.0.113.40' },
        payload: { a_aid: 'aff-1', refer_domain: 'other.example', url: 'https://shop.test/' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await report()).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    const refused = await report();
    expectClientError(refused, 429, ERROR_CODES.rateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);
});
