import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_BODY_LIMIT_BYTES, ERROR_CODES } from '@storefront/shared-contracts';
import { loadConfig } from '../config';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy';
import { startEdge, type EdgeHarness } from '../test-support/edge-harness';
import { startFakeApi, type FakeApi } from '../test-support/fake-api';

/**
 * What the edge tells the api about the client (its address, https), and what it does with the api's answers:
 * the api's rate limits count the address the edge forwards (api/src/http/hardening.test.ts proves the api takes
 * that entry from the edge alone). Inject connects from 127.0.0.1, standing for the load balancer where one is
 * trusted; `remoteAddress` moves the connection elsewhere.
 */
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

async function forwardedFor(
  e: EdgeHarness,
  headers: Record<string, string>,
  remoteAddress?: string,
): Promise<{ forwardedFor: string; forwardedProto: string }> {
  const res = await e.app.inject({ url: '/api/echo', headers, ...(remoteAddress ? { remoteAddress } : {}) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('the client address the api is told', () => {
  it("without a trusted proxy: the connection's address, whatever the client writes into x-forwarded-for", async () => {
    for (let i = 1; i <= 5; i += 1) {
      const seen = await forwardedFor(
        edge,
        { 'x-forwarded-for': `192.0.2.${i}`, forwarded: 'for=192.0.2.9' },
        '198.51.100.4',
      );
      expect(seen.forwardedFor).toBe('198.51.100.4');
    }
  });

  it('behind a load balancer on the private network (TRUST_PROXY=true): the address it appended, never what the client sent', async () => {
    const behind = await startEdge(api.url, { config: { trustProxy: true } });
    try {
      const seen = new Set<string>();
      for (let i = 1; i <= 5; i += 1) {
        // The client rotates its own header; the load balancer appends the address it saw.
        seen.add((await forwardedFor(behind, { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.9` })).forwardedFor);
      }
      expect([...seen]).toEqual(['203.0.113.9']);
      // A client on a public address connecting directly is no load balancer: its header is not read.
      expect((await forwardedFor(behind, { 'x-forwarded-for': '192.0.2.1' }, '198.51.100.60')).forwardedFor).toBe(
        '198.51.100.60',
      );
    } finally {
      await behind.close();
    }
  });

  it('behind listed load balancers (TRUST_PROXY=10.0.0.0/8): the first address from the right none of them is', async () => {
    const behind = await startEdge(api.url, { config: { trustProxy: ['10.0.0.0/8'] } });
    try {
      const chain = { 'x-forwarded-for': '192.0.2.1, 198.51.100.7, 10.0.0.9', 'x-forwarded-proto': 'https' };
      const viaBalancer = await forwardedFor(behind, chain, '10.0.0.5');
      expect(viaBalancer).toMatchObject({ forwardedFor: '198.51.100.7', forwardedProto: 'https' });
      // A client connecting directly is its own address, and its https claim is not believed.
      const direct = await forwardedFor(behind, chain, '198.51.100.50');
      expect(direct).toMatchObject({ forwardedFor: '198.51.100.50', forwardedProto: 'http' });
    } finally {
      await behind.close();
    }
  });

  it('reads TRUST_PROXY as false, a hop count (true = 1) or addresses/CIDRs, and refuses anything else', () => {
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.1')).toEqual(['10.0.0.0/8', '192.168.1.1']);
    expect(parseTrustProxy('load-balancer.internal')).toBeNull();
    expect(() => loadConfig({ TRUST_PROXY: 'load-balancer.internal' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
    // Never every hop, as Fastify's own `true` would: `true` is a load balancer on a private network.
    const trust = fastifyTrustProxy(true);
    expect(
      trust && [trust('10.1.2.3', 0), trust('127.0.0.1', 0), trust('192.0.2.1', 0), trust('192.0.2.1', 1)],
    ).toEqual([true, true, false, false]);
    const hops = fastifyTrustProxy(2);
    expect(hops && [hops('192.0.2.1', 1), hops('192.0.2.1', 2)]).toEqual([true, false]);
  });
});

describe("the api's answers through the edge", () => {
  it("keep the edge's frame policy and send no HSTS over plain http", async () => {
    const res = await edge.app.inject({ url: '/api/echo' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("carry the edge's HSTS behind a trusted https hop only", async () => {
    const behind = await startEdge(api.url, { config: { trustProxy: ['10.0.0.0/8'] } });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      const trusted = await behind.app.inject({ url: '/api/echo', headers: https, remoteAddress: '10.0.0.5' });
      expect(trusted.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(trusted.headers['x-frame-options']).toBe('DENY');
      const claimed = await behind.app.inject({ url: '/api/echo', headers: https, remoteAddress: '198.51.100.50' });
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behind.close();
    }
  });
});

describe("the router's refusals", () => {
  it("answers a path under /api that does not decode in the api's shape, not Fastify's", async () => {
    const res = await edge.app.inject({ url: '/api/en-en/products/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: 'BAD_URL', message: 'The URL is not valid.' });
    const page = await edge.app.inject({ url: '/collections/%zz' });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
  });
});

describe('Expect: 100-continue (curl sends it for bodies over 1 MB)', () => {
  let origin: string;
  beforeAll(async () => {
    await edge.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(edge.app.server.address() as AddressInfo).port}`;
  });

  /** A POST as curl makes it: headers with Expect, the body only after the server's 100 Continue. */
  function postExpecting(path: string, body: string): Promise<{ status: number; json: unknown; continued: boolean }> {
    return new Promise((resolve, reject) => {
      let continued = false;
      const req = httpRequest(`${origin}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      });
      req.on('continue', () => {
        continued = true;
        req.end(body);
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          // Refused before the body: the request was never finished.
          if (!continued) req.destroy();
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString()), continued });
        });
      });
      req.on('error', reject);
    });
  }

  it("passes the write to the api and answers the api's answer", async () => {
    const body = JSON.stringify({ email: 'big@example.org' });
    const res = await postExpecting('/api/echo?status=202', body);
    expect(res).toMatchObject({ status: 202, continued: true, json: { method: 'POST', body, expect: null } });
  });

  it("answers a body over the api's limit with the api's 413 BODY_TOO_LARGE before it is sent, not a 502", async () => {
    const res = await postExpecting('/api/echo', JSON.stringify({ pad: 'x'.repeat(API_BODY_LIMIT_BYTES + 10) }));
    expect(res.status).toBe(413);
    expect(res.continued).toBe(false);
    expect(res.json).toEqual({
      statusCode: 413,
      code: ERROR_CODES.bodyTooLarge,
      message: 'The request body is too large.',
    });
  });
});
