/**
 * Probes of the api's limits, each as it was reported: abuse without limits, refused requests that used up a
 * shopper's allowance, limits answered outside the shopper's language. Over HTTP (inject) against a real database
 * with the production limits. Inject connects from 127.0.0.1, the default edge address (`EDGE_ADDRESSES=loopback`),
 * so `x-forwarded-for` stands for the edge's header. Whose address a limit counts: client-address.test.ts.
 */
import { apiPaths, ERROR_CODES } from '@storefront/shared-contracts';
import { apiErrorSchema } from '@storefront/shared-contracts/schemas';
import { aReviewId, newsletterSignup, via } from '../test/limit-probes';
import { SETUP_TIMEOUT, type TestApp, expectClientError, startTestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimitFactor: 1 });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const newsletter = (ip: string, email: string, headers: Record<string, string> = {}) =>
  newsletterSignup(t, ip, email, headers);

const firstPackId = async () =>
  (await t.db.query<{ id: number }>('SELECT id FROM seed_packs ORDER BY id LIMIT 1')).rows[0]!.id;
const cartCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts')).rows[0]!.n;
const errorOf429 = (body: unknown) => {
  const error = apiErrorSchema.parse(body);
  expect(error.statusCode).toBe(429);
  return error.message;
};
const outboxCount = async (email: string) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM email_outbox WHERE lower(to_address) = $1', [email]))
    .rows[0]!.n;

describe('rate limits (factor 1: the production limits)', () => {
  it('lets a visitor vote 20 times a minute, then answers 429 with Retry-After in the error shape', async () => {
    const reviewId = await aReviewId(t.db);
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
      url: `/api/en-en/reviews/${await aReviewId(t.db)}/useful`,
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
