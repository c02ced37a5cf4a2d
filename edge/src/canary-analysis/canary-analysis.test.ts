import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { startEdge } from '../test-support/edge-harness';
import { makeTempDir, publishFakeRelease, removeDir, writePointerFile } from '../test-support/fixtures';
import { abortCanary } from '../release/activate';
import { runReleaseCli } from '../release/cli';
import { readPointer } from '../release/pointer-file';
import type { ReleaseContext } from '../release/release-context';
import { readReleaseLog } from '../release/release-log';
import { AUTOMATIC_ACTOR, createCanaryController, type CanaryController } from './canary-controller';
import {
  createFieldHealthSource,
  FIELD_HEALTH_PATH,
  type AreaReleaseHealth,
  type FieldHealthQuery,
  type FieldHealthSource,
} from './field-health';
import { DEFAULT_CANARY_THRESHOLDS } from './judge-canary';

const STABLE = '0.1.0-aaaaaa0001';
const CANARY = '0.1.0-bbbbbb0002';
const NEXT_CANARY = '0.1.0-cccccc0003';

let root: string;
let ctx: ReleaseContext;
let logLines: Record<string, unknown>[];

/** One side's figures as the api reports them; vitals absent unless given. */
function side(
  version: string,
  which: 'stable' | 'canary',
  figures: { views: number; errors?: number; fallbacks?: number; inp?: number; inpSamples?: number },
): AreaReleaseHealth {
  return {
    area: 'mf_product',
    version,
    side: which,
    views: figures.views,
    errors: figures.errors ?? 0,
    fallbacks: figures.fallbacks ?? 0,
    p75: { LCP: null, INP: figures.inp ?? null, CLS: null },
    samples: { LCP: 0, INP: figures.inpSamples ?? 0, CLS: 0 },
  };
}

/** The health a fake api answers, and every query it was asked. */
function fakeSource(rows: AreaReleaseHealth[]): FieldHealthSource & { queries: FieldHealthQuery[] } {
  const queries: FieldHealthQuery[] = [];
  return {
    queries,
    read: async (query) => {
      queries.push(query);
      return rows;
    },
  };
}

const logger = () =>
  pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });

function controllerWith(source: FieldHealthSource): CanaryController {
  return createCanaryController({
    release: { rootDir: root, releasesDir: ctx.releasesDir, shellDir: ctx.shellDir },
    source,
    thresholds: DEFAULT_CANARY_THRESHOLDS,
    windowMinutes: 10,
    log: logger() as unknown as FastifyBaseLogger,
  });
}

async function release(...argv: string[]) {
  const err: string[] = [];
  const code = await runReleaseCli(argv, ctx, { log: () => undefined, error: (line) => err.push(line) });
  expect({ argv, code, err }).toEqual({ argv, code: 0, err: [] });
}

const canaryNow = async () => (await readPointer(ctx.releasesDir)).pointer.canary?.mf_product?.version ?? null;
const messages = () => logLines.map((line) => String(line.msg));

beforeEach(async () => {
  root = makeTempDir('edge-canary-analysis-');
  ctx = {
    rootDir: root,
    releasesDir: path.join(root, 'releases'),
    shellDir: path.join(root, 'shell', 'dist'),
    actor: 'release-manager',
  };
  logLines = [];
  const active = publishFakeRelease(ctx.releasesDir, { name: 'mf_product', hash: 'aaaaaa0001' });
  publishFakeRelease(ctx.releasesDir, { name: 'mf_product', hash: 'bbbbbb0002' });
  publishFakeRelease(ctx.releasesDir, { name: 'mf_product', hash: 'cccccc0003' });
  writePointerFile(ctx.releasesDir, {
    remotes: { mf_product: active.pointerEntry },
    history: {},
    updatedAt: '2025-01-01T00:00:00.000Z',
  });
  await release('canary', 'mf_product', CANARY, '--percent', '10');
});
afterEach(() => removeDir(root));

describe('automatic canary analysis', () => {
  it('aborts a canary whose error rate is clearly worse, as `release abort` does, naming the figures', async () => {
    const source = fakeSource([
      side(CANARY, 'canary', { views: 312, errors: 13 }),
      side(STABLE, 'stable', { views: 4000, errors: 8 }),
    ]);
    const [decision] = await controllerWith(source).check();

    const reason = 'automatic: error rate 4.2% vs 0.2% over 312 views (stable 4000)';
    expect(decision).toEqual({ area: 'mf_product', version: CANARY, verdict: 'abort', reason, aborted: true });
    expect(await canaryNow()).toBeNull();
    // A canary that started moments ago is judged on its own minute, on every storefront.
    expect(source.queries).toEqual([{ minutes: 1, storefront: null }]);
    const automatic = (await readReleaseLog(ctx.releasesDir)).at(-1);
    expect(automatic).toEqual({
      at: expect.any(String),
      actor: AUTOMATIC_ACTOR,
      area: 'mf_product',
      action: 'abort',
      from: CANARY,
      to: null,
      reason,
    });
    expect(messages()).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`mf_product canary ${CANARY} is worse than ${STABLE}: ${reason}`),
        expect.stringContaining(`mf_product canary ${CANARY} aborted; everyone gets ${STABLE}`),
      ]),
    );

    // The same entry, field for field, as a release manager's `release abort`.
    await release('canary', 'mf_product', CANARY, '--percent', '10');
    await release('abort', 'mf_product', '--reason', 'by hand');
    const manual = (await readReleaseLog(ctx.releasesDir)).at(-1);
    expect(Object.keys(manual ?? {}).sort()).toEqual(Object.keys(automatic ?? {}).sort());
    expect(manual).toMatchObject({ action: 'abort', actor: 'release-manager', from: CANARY, reason: 'by hand' });
  });

  it('aborts on a worse fallback rate or p75 INP, the latter only once both sides have enough measurements', async () => {
    await release('canary', 'mf_product', NEXT_CANARY, '--percent', '20', '--storefront', 'de');
    const fewInp = fakeSource([
      side(NEXT_CANARY, 'canary', { views: 100, inp: 900, inpSamples: 29 }),
      side(STABLE, 'stable', { views: 500, inp: 150, inpSamples: 400 }),
    ]);
    expect((await controllerWith(fewInp).check())[0]).toMatchObject({ verdict: 'healthy', aborted: false });
    // A canary limited to one storefront is compared on that storefront's measurements.
    expect(fewInp.queries).toEqual([{ minutes: 1, storefront: 'de' }]);
    expect(await canaryNow()).toBe(NEXT_CANARY);

    const slow = fakeSource([
      side(NEXT_CANARY, 'canary', { views: 100, fallbacks: 6, inp: 900, inpSamples: 60 }),
      side(STABLE, 'stable', { views: 500, fallbacks: 1, inp: 150, inpSamples: 400 }),
    ]);
    const [decision] = await controllerWith(slow).check();
    expect(decision).toMatchObject({
      verdict: 'abort',
      aborted: true,
      reason:
        'automatic: fallback rate 6.0% vs 0.2% over 100 views (stable 500); ' +
        'p75 INP 900 ms vs 150 ms over 60 measurements (stable 400)',
    });
    expect(await canaryNow()).toBeNull();
  });

  it('leaves a healthy canary, and one with too few views, running', async () => {
    const cases = [
      // Worse, but within the margin (1 point) and the ratio.
      [side(CANARY, 'canary', { views: 400, errors: 4 }), side(STABLE, 'stable', { views: 4000, errors: 20 })],
      // More than twice the rate but less than 2 points above it.
      [side(CANARY, 'canary', { views: 1000, errors: 15 }), side(STABLE, 'stable', { views: 4000, errors: 20 })],
      // Every view an error, but only 29 views.
      [side(CANARY, 'canary', { views: 29, errors: 29 }), side(STABLE, 'stable', { views: 4000 })],
      // No stable side to compare with.
      [side(CANARY, 'canary', { views: 300, errors: 300 })],
    ];
    const verdicts = [];
    for (const rows of cases) verdicts.push((await controllerWith(fakeSource(rows)).check())[0]?.verdict);
    expect(verdicts).toEqual(['healthy', 'healthy', 'too-few-samples', 'too-few-samples']);
    expect(await canaryNow()).toBe(CANARY);
    expect((await readReleaseLog(ctx.releasesDir)).map((entry) => entry.action)).toEqual(['canary']);
    // Each decision is a log line saying why.
    expect(messages().filter((m) => m.includes('left running'))).toHaveLength(4);
    expect(messages()).toContainEqual(
      `canary analysis: mf_product canary ${CANARY} left running ` +
        '(too-few-samples: 29 canary and 4000 stable views, 30 needed on each side)',
    );
  });

  it('aborts once across several edges: the others find it already aborted and write nothing', async () => {
    const rows = [side(CANARY, 'canary', { views: 312, errors: 13 }), side(STABLE, 'stable', { views: 4000 })];
    const edges = [
      controllerWith(fakeSource(rows)),
      controllerWith(fakeSource(rows)),
      controllerWith(fakeSource(rows)),
    ];
    const decisions = (await Promise.all(edges.map((edge) => edge.check()))).flat();

    expect(decisions.map((d) => d.verdict)).toEqual(['abort', 'abort', 'abort']);
    expect(decisions.filter((d) => d.aborted)).toHaveLength(1);
    const log = await readReleaseLog(ctx.releasesDir);
    expect(log.map((entry) => `${entry.action} ${entry.actor}`)).toEqual([
      'canary release-manager',
      `abort ${AUTOMATIC_ACTOR}`,
    ]);
    expect(messages().filter((m) => m.includes('not aborted here'))).toHaveLength(2);
    // The next round finds no canary to judge.
    expect(await edges[0]?.check()).toEqual([]);
    expect(await readReleaseLog(ctx.releasesDir)).toHaveLength(2);
  });

  it('never aborts a canary started after the judged one', async () => {
    await release('canary', 'mf_product', NEXT_CANARY, '--percent', '10');
    await expect(abortCanary({ ...ctx, actor: AUTOMATIC_ACTOR }, 'mf_product', CANARY)).rejects.toThrow(
      `mf_product canary is now ${NEXT_CANARY}, not ${CANARY}; nothing was aborted`,
    );
    expect(await canaryNow()).toBe(NEXT_CANARY);
    expect((await readReleaseLog(ctx.releasesDir)).map((entry) => entry.action)).toEqual(['canary', 'canary']);
  });
});

describe('the running edge', () => {
  let api: Server;
  let apiUrl: string;
  let answer: AreaReleaseHealth[];
  const seen: { url: string; token: string | undefined }[] = [];
  const TOKEN = 'ops-token-of-the-edge-test-0123';

  beforeAll(async () => {
    api = createServer((req, res) => {
      const token = req.headers['x-ops-token'];
      seen.push({ url: req.url ?? '', token: typeof token === 'string' ? token : undefined });
      const status = !req.url?.startsWith(FIELD_HEALTH_PATH) ? 404 : token === TOKEN ? 200 : 401;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status === 200 ? { minutes: 1, storefront: null, areas: answer } : { code: 'NOPE' }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

  it('reads field health with the ops token and refuses an answer without it', async () => {
    answer = [side(CANARY, 'canary', { views: 1 })];
    const good = createFieldHealthSource({ apiUrl, token: TOKEN, timeoutMs: 2000 });
    expect(await good.read({ minutes: 7, storefront: 'de' })).toEqual(answer);
    expect(seen.at(-1)).toEqual({ url: `${FIELD_HEALTH_PATH}?minutes=7&storefront=de`, token: TOKEN });
    const wrong = createFieldHealthSource({ apiUrl, token: 'not-the-token-0123456', timeoutMs: 2000 });
    await expect(wrong.read({ minutes: 7, storefront: null })).rejects.toThrow('field health answered 401');
  });

  it('polls while a canary runs and aborts a bad one; off without the api token', async () => {
    answer = [
      side('0.1.0-beef000002', 'canary', { views: 200, errors: 40 }),
      side('0.1.0-beef000001', 'stable', { views: 900 }),
    ];
    const lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };
    const edge = await startEdge(apiUrl, {
      config: {
        logLevel: 'info',
        canaryAnalysis: { apiToken: TOKEN, intervalMs: 50, windowMinutes: 10, thresholds: DEFAULT_CANARY_THRESHOLDS },
      },
      build: { logStream },
    });
    const off = await startEdge(apiUrl, { config: { logLevel: 'info' }, build: { logStream } });
    try {
      publishFakeRelease(edge.releasesDir, { name: 'mf_product', hash: 'beef000002' });
      const edgeCtx = { rootDir: edge.dir, releasesDir: edge.releasesDir, shellDir: edge.shellDir, actor: 'rm' };
      expect(
        await runReleaseCli(['canary', 'mf_product', '0.1.0-beef000002', '--percent', '5'], edgeCtx, {
          log: () => undefined,
          error: () => undefined,
        }),
      ).toBe(0);
      const deadline = Date.now() + 10_000;
      // The release log is written right after the pointer, under the same lock.
      while ((await readReleaseLog(edge.releasesDir)).length < 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect((await readPointer(edge.releasesDir)).pointer.canary).toBeUndefined();
      expect((await readReleaseLog(edge.releasesDir)).at(-1)).toMatchObject({
        actor: AUTOMATIC_ACTOR,
        action: 'abort',
        from: '0.1.0-beef000002',
        reason: 'automatic: error rate 20.0% vs 0.0% over 200 views (stable 900)',
      });
      expect(lines.join('')).toContain('canary analysis off: API_OPS_TOKEN is not set');
    } finally {
      await edge.close();
      await off.close();
    }
  });
});
