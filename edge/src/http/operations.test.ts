import { writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { healthSchema, readinessSchema } from '@storefront/shared-contracts/schemas';
import { startEdge, type EdgeHarness } from '../test-support/edge-harness';
import { startFakeApi, unreachableUrl, type FakeApi } from '../test-support/fake-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let api: FakeApi;
let edge: EdgeHarness;
const logLines: Record<string, unknown>[] = [];
const logStream = { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) };

beforeAll(async () => {
  api = await startFakeApi();
  edge = await startEdge(api.url, { serverRenderer: true, config: { logLevel: 'info' }, build: { logStream } });
});
afterAll(async () => {
  await edge?.close();
  await api?.close();
});

const linesFor = (reqId: unknown) => logLines.filter((line) => line.reqId === reqId);

describe('health and readiness', () => {
  it('GET /healthz answers while the process is up', async () => {
    const res = await edge.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(healthSchema.parse(res.json())).toMatchObject({ status: 'ok', service: 'edge' });
  });

  it('GET /readyz is 200 with the release pointer readable, the shell built and the api answering', async () => {
    const res = await edge.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(readinessSchema.parse(res.json())).toMatchObject({
      status: 'ready',
      service: 'edge',
      checks: { releases: { ok: true }, shell: { ok: true }, api: { ok: true } },
    });
    expect(api.hits.get('/healthz')).toBeGreaterThan(0);
  });

  it('GET /readyz is 503, naming each failing check, without the api, the shell or a readable pointer', async () => {
    const broken = await startEdge(await unreachableUrl(), { shell: false });
    try {
      writeFileSync(path.join(broken.releasesDir, 'remotes.json'), '{ not json');
      const res = await broken.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      const body = readinessSchema.parse(res.json());
      expect(body.status).toBe('not-ready');
      expect(body.checks.releases).toMatchObject({ ok: false, error: expect.stringContaining('invalid') });
      expect(body.checks.shell).toMatchObject({ ok: false, error: expect.stringContaining('no shell build') });
      expect(body.checks.api).toMatchObject({ ok: false, error: expect.any(String) });
      expect((await broken.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

describe('request ids and the log', () => {
  it('gives every request an id, answers with it, logs one line under it and sends it on to the api', async () => {
    const res = await edge.app.inject({ url: '/api/echo', headers: { 'x-request-id': 'from-the-internet' } });
    const id = res.headers['x-request-id'];
    // Not behind a trusted proxy: a visitor's header is not taken.
    expect(id).toMatch(UUID);
    expect(res.json()).toMatchObject({ requestId: id });
    expect(linesFor(id)).toEqual([
      expect.objectContaining({ level: 30, msg: 'request', method: 'GET', url: '/api/echo', statusCode: 200 }),
    ]);
  });

  it("takes the load balancer's id behind a trusted proxy", async () => {
    const trusting = await startEdge(api.url, { config: { trustProxy: true } });
    try {
      const res = await trusting.app.inject({ url: '/api/echo', headers: { 'x-request-id': 'lb-123' } });
      expect(res.headers['x-request-id']).toBe('lb-123');
      expect(res.json()).toMatchObject({ requestId: 'lb-123' });
    } finally {
      await trusting.close();
    }
  });

  it('logs a failed server render with the request id', async () => {
    const failed = await edge.app.inject({ url: '/throw' });
    expect(linesFor(failed.headers['x-request-id'])).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'server render failed: serving the page for the browser to render' }),
    );
    const phase2 = await edge.app.inject({ url: '/product/amnesia-haze?body=throws' });
    expect(phase2.statusCode).toBe(200);
    expect(linesFor(phase2.headers['x-request-id'])).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'server render failed after the head was sent: the browser renders the page',
      }),
    );
  });

  it('leaves health probes out of the request log', async () => {
    const res = await edge.app.inject({ url: '/healthz' });
    expect(linesFor(res.headers['x-request-id'])).toEqual([]);
  });
});

describe('shutdown', () => {
  it('finishes a request in flight and refuses new connections', async () => {
    const s = await startEdge(api.url);
    await s.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = s.app.server.address() as AddressInfo;
    const form = 'region=germany&cookies=all&returnTo=%2F';
    const arrived = new Promise((resolve) => s.app.server.once('request', resolve));
    // A slow client: the headers and part of the form now, the rest once shutdown has begun.
    const slow = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(form) },
    });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      slow.on('response', resolve);
      slow.on('error', reject);
    });
    slow.write(form.slice(0, 8));
    await arrived;

    let closed = false;
    const closing = s.app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    expect(closed).toBe(false);

    slow.end(form.slice(8));
    const response = await answered;
    response.resume();
    const finished = Date.now();
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/de');
    await closing;
    expect(Date.now() - finished).toBeLessThan(1000);
    await s.close();
  });
});
