import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dataVersionSchema, healthSchema, readinessSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
const logLines: Record<string, unknown>[] = [];
beforeAll(async () => {
  t = await startTestApp(
    { logLevel: 'info' },
    { logStream: { write: (line) => void logLines.push(JSON.parse(line) as Record<string, unknown>) } },
  );
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

describe('health and readiness', () => {
  it('GET /healthz answers while the process is up', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(healthSchema.parse(response.json())).toMatchObject({ status: 'ok', service: 'api' });
  });

  it('GET /readyz is 200 when the database answers', async () => {
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(readinessSchema.parse(response.json())).toMatchObject({
      status: 'ready',
      service: 'api',
      checks: { database: { ok: true } },
    });
  });

  it(
    'GET /readyz is 503, naming the failing check, when the database does not answer',
    async () => {
      const other = await startTestApp();
      try {
        await other.db.close();
        const response = await other.app.inject({ url: '/readyz' });
        expect(response.statusCode).toBe(503);
        const body = readinessSchema.parse(response.json());
        expect(body).toMatchObject({ status: 'not-ready', checks: { database: { ok: false } } });
        expect(body.checks.database?.error).toEqual(expect.any(String));
        // Still alive: the process is up, only not ready.
        expect((await other.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      } finally {
        await other.close();
      }
    },
    SETUP_TIMEOUT,
  );
});

describe('request ids and the request log', () => {
  const linesFor = (reqId: string) => logLines.filter((line) => line.reqId === reqId);

  it("logs one info line per request under the edge's request id, and answers with it", async () => {
    const response = await t.app.inject({ url: '/api/en-en/settings', headers: { 'x-request-id': 'edge-req-1' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('edge-req-1');
    expect(linesFor('edge-req-1')).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'GET',
        url: '/api/en-en/settings',
        statusCode: 200,
        ms: expect.any(Number),
      }),
    ]);
  });

  it('gives a request without a usable id a new one', async () => {
    for (const headers of [{}, { 'x-request-id': 'a b\n{"forged":true}' }]) {
      const response = await t.app.inject({ url: '/api/route-rules', headers });
      const id = String(response.headers['x-request-id']);
      expect(id).toMatch(UUID);
      expect(linesFor(id)).toHaveLength(1);
    }
  });

  it("ignores the caller's id when TRUST_REQUEST_ID is off (an api reachable from elsewhere)", async () => {
    const untrusting = await t.withConfig({ trustRequestId: false });
    const response = await untrusting.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-req-2' } });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('logs errors with the request id too, and leaves health probes out of the request log', async () => {
    await t.app.inject({ url: '/api/xx-xx/settings', headers: { 'x-request-id': 'edge-req-3' } });
    expect(linesFor('edge-req-3')).toEqual([expect.objectContaining({ msg: 'request', statusCode: 404 })]);
    await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'probe-1' } });
    await t.app.inject({ url: '/readyz', headers: { 'x-request-id': 'probe-2' } });
    expect(linesFor('probe-1')).toEqual([]);
    expect(linesFor('probe-2')).toEqual([]);
  });
});

describe('data version', () => {
  const read = async () => {
    const response = await t.app.inject({ url: '/api/data-version' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return dataVersionSchema.parse(response.json()).version;
  };

  it('moves when a price changes, even one written straight into the database', async () => {
    const before = await read();
    expect(await read()).toBe(before);
    await t.db.query(
      'UPDATE pack_prices SET amount = amount + 1 WHERE pack_id = (SELECT min(pack_id) FROM pack_prices)',
    );
    const after = await read();
    expect(after).not.toBe(before);
    expect(BigInt(after)).toBeGreaterThan(BigInt(before));
  });

  it('does not move for a cart write, which no kept page shows', async () => {
    const before = await read();
    await t.app.inject({ method: 'POST', url: '/api/en-en/cart', payload: {} });
    expect(await read()).toBe(before);
  });
});

describe('shutdown', () => {
  it(
    'finishes a request in flight, refuses new connections, then closes the database',
    async () => {
      const s = await startTestApp({}, { closeDatabase: true });
      await s.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = s.app.server.address() as AddressInfo;
      const body = JSON.stringify({ email: 'slow.uploader@example.com', iso: 'en-en' });
      const arrived = new Promise((resolve) => s.app.server.once('request', resolve));
      // A slow client: the headers and half of the body now, the rest once shutdown has begun.
      const slow = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/newsletter',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        slow.on('response', (response: IncomingMessage) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        });
        slow.on('error', reject);
      });
      try {
        slow.write(body.slice(0, 10));
        await arrived;

        let closed = false;
        const closing = s.app.close().then(() => (closed = true));
        // The listener closes once the workers' preClose hooks are done (a loaded machine: well past 100 ms);
        // until then a new request gets Fastify's 503, after it no connection at all.
        await waitFor(
          async () => s.app.server.listening,
          (listening) => !listening,
        );
        await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
        expect(closed).toBe(false);

        slow.end(body.slice(10));
        const response = await answered;
        const finished = Date.now();
        expect(response.status).toBe(202);
        expect(JSON.parse(response.body)).toEqual({ accepted: true });
        await closing;
        // The client's keep-alive connection does not hold the shutdown until its idle timeout.
        expect(Date.now() - finished).toBeLessThan(1000);
        // The subscription was written before the database closed; now it is closed.
        await expect(s.db.query('SELECT 1')).rejects.toThrow();
        await s.close();
      } finally {
        // A failed step must not leave the half-sent request open: it would keep jest from ever exiting.
        slow.destroy();
      }
    },
    SETUP_TIMEOUT,
  );
});
