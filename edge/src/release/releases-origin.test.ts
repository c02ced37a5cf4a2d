import { promises as fs } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readinessSchema } from '@storefront/shared-contracts/schemas';
import { recordIntegrity } from './integrity';
import { bootDataOf, startEdge, type EdgeHarness } from '../test-support/edge-harness';
import { startFakeApi, type FakeApi } from '../test-support/fake-api';
import { makeTempDir, publishFakeRelease, removeDir, writePointerFile } from '../test-support/fixtures';

// Releases and the pointer from an HTTP origin (RELEASES_URL, object storage behind a CDN): several
// edges reading one origin switch together, each from its own mirrored copy.

const POLL_MS = 100;

/** The origin: a plain static file server over a folder laid out like `releases/` (as a bucket would be). */
async function startOrigin(
  dir: string,
): Promise<{ url: string; requests: string[]; down: boolean; close(): Promise<void> }> {
  const origin = {
    url: '',
    requests: [] as string[],
    down: false,
    close: async () => undefined as void,
  };
  const server: Server = createServer((req, res) => {
    const rel = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/').replace(/^\/releases\//, '');
    origin.requests.push(rel);
    if (origin.down || rel.split('/').includes('..')) {
      res.writeHead(origin.down ? 503 : 400).end();
      return;
    }
    fs.readFile(path.join(dir, rel)).then(
      (bytes) => res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(bytes),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/releases`;
  origin.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return origin;
}

let api: FakeApi;
let originDir: string;
let origin: Awaited<ReturnType<typeof startOrigin>>;
let edges: EdgeHarness[] = [];
let firstEntry: { version: string; entry: string; contractVersion: string };
let logLines: Record<string, unknown>[] = [];
const logStream = { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) };

/** Publishes a fake mf_catalog release at the origin (with its integrity.json, as `release publish` writes). */
async function publishAtOrigin(hash: string) {
  const release = publishFakeRelease(originDir, { name: 'mf_catalog', hash });
  await recordIntegrity(path.join(originDir, 'mf_catalog', release.version));
  return release;
}

function pointAt(entry: { version: string; entry: string; contractVersion: string }, updatedAt: string) {
  writePointerFile(originDir, { remotes: { mf_catalog: entry }, history: {}, updatedAt });
}

async function served(edge: EdgeHarness) {
  const pointer = (await edge.app.inject({ url: '/remotes.json' })).json() as {
    remotes: Record<string, { version: string } | undefined>;
  };
  const page = bootDataOf((await edge.app.inject({ url: '/' })).body).boot.remotes.remotes;
  return { pointer: pointer.remotes.mf_catalog?.version ?? null, page: page.mf_catalog?.version ?? null };
}

/** Waits until every edge serves `version` (pointer and page); how long that took per edge. */
async function untilAllServe(version: string, withinMs: number): Promise<number[]> {
  const started = Date.now();
  const switchedAt: (number | null)[] = edges.map(() => null);
  while (Date.now() - started < withinMs) {
    const now = await Promise.all(edges.map(served));
    now.forEach((s, i) => {
      if (switchedAt[i] === null && s.pointer === version && s.page === version) switchedAt[i] = Date.now() - started;
    });
    if (switchedAt.every((t) => t !== null)) return switchedAt as number[];
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(
    `not every edge serves ${version} within ${withinMs} ms: ${JSON.stringify(await Promise.all(edges.map(served)))}`,
  );
}

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(async () => {
  await api?.close();
});
beforeEach(async () => {
  logLines = [];
  originDir = makeTempDir('releases-origin-');
  origin = await startOrigin(originDir);
  firstEntry = (await publishAtOrigin('0a1a000001')).pointerEntry;
  pointAt(firstEntry, '2025-06-01T00:00:00.000Z');
  const config = { releasesUrl: origin.url, releasesPollMs: POLL_MS };
  // Each edge has its own RELEASES_DIR (its mirror); the harness's local fixtures are replaced by the origin's.
  edges = [
    await startEdge(api.url, { config: { ...config, logLevel: 'info' }, build: { logStream } }),
    await startEdge(api.url, { config }),
  ];
});
afterEach(async () => {
  await Promise.all(edges.map((edge) => edge.close()));
  await origin.close();
  removeDir(originDir);
});

it('two edges reading one HTTP origin serve its pointer from the start and switch together when it changes', async () => {
  // Mirrored before the first request: no edge ever served its old local pointer.
  for (const edge of edges)
    expect(await served(edge)).toEqual({ pointer: '0.1.0-0a1a000001', page: '0.1.0-0a1a000001' });
  const file = '/releases/mf_catalog/0.1.0-0a1a000001/remoteEntry.js';
  for (const edge of edges) expect((await edge.app.inject({ url: file })).statusCode).toBe(200);

  // A release manager publishes to the bucket, then moves the pointer.
  const next = await publishAtOrigin('0a1a000002');
  pointAt(next.pointerEntry, '2025-06-02T00:00:00.000Z');
  const times = await untilAllServe('0.1.0-0a1a000002', 5_000);
  // Together: within a few poll intervals of each other (and of the change).
  expect(Math.max(...times) - Math.min(...times)).toBeLessThan(POLL_MS * 10);
  for (const edge of edges)
    expect((await edge.app.inject({ url: '/releases/mf_catalog/0.1.0-0a1a000002/remoteEntry.js' })).statusCode).toBe(
      200,
    );

  // Rolled back at the origin: the old release is already mirrored, both switch back.
  pointAt(firstEntry, '2025-06-03T00:00:00.000Z');
  await untilAllServe('0.1.0-0a1a000001', 5_000);
});

it('a release whose files do not match their hashes at the origin is never switched to; the edges keep theirs', async () => {
  const bad = await publishAtOrigin('0a1a000003');
  await fs.writeFile(path.join(originDir, 'mf_catalog', bad.version, 'remoteEntry.js'), '/* tampered at the origin */');
  pointAt(bad.pointerEntry, '2025-06-04T00:00:00.000Z');
  await new Promise((r) => setTimeout(r, POLL_MS * 8));
  for (const edge of edges)
    expect(await served(edge)).toEqual({ pointer: '0.1.0-0a1a000001', page: '0.1.0-0a1a000001' });
  // Nothing of it was kept.
  await expect(fs.access(path.join(edges[0]!.releasesDir, 'mf_catalog', bad.version))).rejects.toThrow();
  expect(logLines.map((l) => String(l.msg)).join('\n')).toMatch(
    /RELEASES ORIGIN: INTEGRITY: mf_catalog 0\.1\.0-0a1a000003 remoteEntry\.js from the origin does not match/,
  );
});

it('an origin that goes down leaves the mirrored pointer served and /readyz ready but degraded', async () => {
  origin.down = true;
  await new Promise((r) => setTimeout(r, POLL_MS * 5));
  for (const edge of edges) {
    expect(await served(edge)).toEqual({ pointer: '0.1.0-0a1a000001', page: '0.1.0-0a1a000001' });
    const ready = await edge.app.inject({ url: '/readyz' });
    const body = readinessSchema.parse(ready.json());
    expect(body.checks.releasesOrigin).toMatchObject({
      ok: false,
      degraded: true,
      error: expect.stringContaining('503'),
    });
    expect(body.checks.releases).toMatchObject({ ok: true });
  }
  expect(logLines.map((l) => String(l.msg)).join('\n')).toMatch(/RELEASES ORIGIN: .*answered 503; keeping the pointer/);

  origin.down = false;
  const next = await publishAtOrigin('0a1a000004');
  pointAt(next.pointerEntry, '2025-06-05T00:00:00.000Z');
  await untilAllServe('0.1.0-0a1a000004', 5_000);
  const body = readinessSchema.parse((await edges[0]!.app.inject({ url: '/readyz' })).json());
  expect(body.checks.releasesOrigin).toMatchObject({ ok: true });
});
