/**
 * Probes against the api, each as it was reported: forged cross-site writes, abuse without limits, limits that
 * hit the wrong people, client addresses from untrusted hops, error bodies outside the api's shape and 500s from
 * client mistakes. Over HTTP (inject) against a real database. Inject connects from 127.0.0.1, the default edge
 * address (`EDGE_ADDRESSES=loopback`), so `x-forwarded-for` stands for the edge's header; `remoteAddress` is a
 * client reaching the api directly.
 */
import { apiPaths, ERROR_CODES } from '@storefront/shared-contracts';
import { apiErrorSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../test/test-app';
import { loadConfig } from '../config';
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

/** Headers of a request the edge forwards for the client at `ip`. */
const via = (ip: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra });

const referral = (ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/metric/referral',
    headers: via(ip),
    payload: { a_aid: 'aff-1', refer_domain: 'other.example', url: 'https://shop.test/' },
  });
const newsletter = (ip: string, email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.newsletter(),
    headers: via(ip, headers),
    payload: { email, iso: 'en-en' },
  });
const outboxCount = async (email: string) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM email_outbox WHERE lower(to_address) = $1', [email]))
    .rows[0]!.n;

describe('one counter per route and client', () => {
  it('5 referral reports leave the same client 5 newsletter sign-ups', async () => {
    for (let i = 0; i < 5; i += 1) expect((await referral('203.0.113.101')).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await newsletter('203.0.113.101', `route${i}@example.com`)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202]);
  });
});

describe('order-status lookups count the client, not the edge', () => {
  const lookup = (ip: string, email: string, headers: Record<string, string> = {}, iso = 'en-en') =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.orderStatus(iso),
      headers: via(ip, headers),
      payload: { email, orderNumber: 'SF-NOPE' },
    });

  it('11 shoppers behind the edge each look up their order', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await lookup(`198.51.100.${i + 1}`, `shopper${i}@example.com`)).statusCode);
    expect(statuses.every((s) => s === 404)).toBe(true);
  });

  it('one client gets 10, then 429 TOO_MANY_LOOKUPS with Retry-After, in the storefront language', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await lookup('198.51.100.200', `one${i}@example.com`)).statusCode).toBe(404);
    const refused = await lookup('198.51.100.200', 'one10@example.com', {}, 'de-de');
    const body = expectClientError(refused, 429, 'TOO_MANY_LOOKUPS');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(body.message).toBe('Zu viele Bestellabfragen. Bitte versuchen Sie es in 10 Minuten erneut.');
    expect(refused.headers['content-language']).toBe('de');
  });
});

describe('limits on sign-up, forgotten and reset passwords, and chat', () => {
  const signup = (ip: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.signup(),
      headers: via(ip),
      payload: { email, password: 'a long password 1', firstName: 'Flo', lastName: 'Od' },
    });

  it('takes 5 sign-ups from one client in 10 minutes, then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signup('203.0.113.110', `signup${i}@example.com`)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  }, 60_000);

  it('mails one address at most 5 times an hour, from any number of clients and forms', async () => {
    const victim = 'mailbox@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await signup(`203.0.113.${120 + i}`, victim)).statusCode);
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: apiPaths.forgotPassword(),
        headers: via(`203.0.113.${130 + i}`),
        payload: { email: victim },
      });
      statuses.push(response.statusCode);
    }
    statuses.push((await newsletter('203.0.113.140', victim)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    expect(await outboxCount(victim)).toBeLessThanOrEqual(5);
  }, 60_000);

  it('takes 5 forgotten-password requests from one client in 10 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: apiPaths.forgotPassword(),
        headers: via('203.0.113.150'),
        payload: { email: `forgot${i}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('takes 10 password resets from one client in 10 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: apiPaths.resetPassword(),
        headers: via('203.0.113.160'),
        payload: { token: `made-up-token-${i}`, password: 'a long password 1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s >= 400 && s < 500 && s !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  }, 60_000);

  it('takes 20 chat messages a minute from one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: apiPaths.chat('en-en'),
        headers: via('203.0.113.170'),
        payload: { message: 'How long does shipping take?' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  }, 60_000);
});

describe('the client address comes from the edge only', () => {
  it("ignores x-forwarded-for from a client that is not the edge: rotating it is one client's votes", async () => {
    const reviewId = await aReviewId();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/en-en/reviews/${reviewId}/useful`,
        remoteAddress: '198.51.100.77',
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 409)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("takes only the edge's own entry: what a client wrote before it is not its address", async () => {
    const reviewId = await aReviewId();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/en-en/reviews/${reviewId}/useful`,
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}, 203.0.113.180` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses[20]).toBe(429);
  });

  it('reads EDGE_ADDRESSES as addresses and CIDRs, and refuses anything else', () => {
    expect(loadConfig({ EDGE_ADDRESSES: '10.0.0.0/8, ::1,loopback' }).edgeAddresses).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ EDGE_ADDRESSES: 'edge.internal' })).toThrow(/EDGE_ADDRESSES/);
  });
});

describe('refused requests do not count', () => {
  it('20 text/plain newsletter posts (415) leave the client its 5 sign-ups', async () => {
    for (let i = 0; i < 20; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: apiPaths.newsletter(),
        headers: via('203.0.113.190', { 'content-type': 'text/plain' }),
        payload: `{"email":"plain${i}@example.com","iso":"en-en"}`,
      });
      expectClientError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await newsletter('203.0.113.190', `counted${i}@example.com`)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202]);
  });

  it('6 contact messages refused by validation leave the client its 5 messages', async () => {
    const contact = (payload: object) =>
      t.app.inject({ method: 'POST', url: apiPaths.contact('en-en'), headers: via('203.0.113.191'), payload });
    for (let i = 0; i < 6; i += 1) {
      const refused = await contact({ name: '', email: 'not-an-address', message: '' });
      expect(refused.statusCode).toBe(422);
    }
    const sent = await contact({ name: 'Ann', email: 'ann@example.com', message: 'Hello there, a question.' });
    expect(sent.statusCode).toBe(201);
  });
});

describe('every limit answers in the shape and the language of the shopper', () => {
  it("answers the newsletter's 429 in German for a German browser, with Retry-After", async () => {
    for (let i = 0; i < 5; i += 1) await newsletter('203.0.113.200', `lang${i}@example.com`);
    const refused = await newsletter('203.0.113.200', 'lang5@example.com', {
      'accept-language': 'fr;q=0.5, de-DE, en;q=0.8',
    });
    const body = expectClientError(refused, 429, ERROR_CODES.rateLimited);
    expect(body.message).toMatch(/^Zu viele Anfragen\. Bitte versuchen Sie es in \d+ Minuten erneut\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-language']).toBe('de');
  });

  it('takes the language the page sent over the browser and the storefront', async () => {
    const chat = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.chat('de-de'),
        headers: via('203.0.113.201', { 'accept-language': 'en' }),
        payload: { message: 'Hallo', ...(language ? { language } : {}) },
      });
    for (let i = 0; i < 20; i += 1) await chat();
    expect(errorOf429((await chat('nl')).json())).toMatch(
      /^Te veel verzoeken\. Probeer het over \d+ seconden opnieuw\.$/,
    );
    expect(errorOf429((await chat()).json())).toMatch(/^Zu viele Anfragen\./);
  }, 60_000);
});

const errorOf429 = (body: unknown) => {
  const error = apiErrorSchema.parse(body);
  expect(error.statusCode).toBe(429);
  return error.message;
};

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
