/**
 * Whose address a limit counts: each client behind the edge its own, never the edge's, and never an address a
 * client wrote itself. Over HTTP (inject) against a real database with the production limits. Inject connects from
 * 127.0.0.1, the default edge address (`EDGE_ADDRESSES=loopback`), so `x-forwarded-for` stands for the edge's
 * header; `remoteAddress` is a client reaching the api directly.
 */
import { apiPaths } from '@storefront/shared-contracts';
import { loadConfig } from '../config';
import { aReviewId, newsletterSignup, via } from '../test/limit-probes';
import { SETUP_TIMEOUT, type TestApp, expectClientError, startTestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimitFactor: 1 });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const newsletter = (ip: string, email: string, headers: Record<string, string> = {}) =>
  newsletterSignup(t, ip, email, headers);

const referral = (ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/metric/referral',
    headers: via(ip),
    payload: { a_aid: 'aff-1', refer_domain: 'other.example', url: 'https://shop.test/' },
  });

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

describe('the client address comes from the edge only', () => {
  it("ignores x-forwarded-for from a client that is not the edge: rotating it is one client's votes", async () => {
    const reviewId = await aReviewId(t.db);
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
    const reviewId = await aReviewId(t.db);
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
