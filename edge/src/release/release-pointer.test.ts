import path from 'node:path';
import { readinessSchema, remotesPointerSchema } from '@storefront/shared-contracts/schemas';
import { canarySideOf, CANARY_COOKIE } from './active-pointer';
import { writePointer } from './pointer-file';
import { bootDataOf, preloadsOf, startEdge, type EdgeHarness } from '../test-support/edge-harness';
import { KNOWN_PRODUCT, startFakeApi, type FakeApi } from '../test-support/fake-api';
import { publishFakeRelease, removeDir, writePointerFile } from '../test-support/fixtures';

let api: FakeApi;
let edge: EdgeHarness;
let logLines: Record<string, unknown>[] = [];
const logStream = { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) };

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(async () => {
  await api?.close();
});
beforeEach(async () => {
  logLines = [];
  edge = await startEdge(api.url, { config: { logLevel: 'info' }, build: { logStream } });
});
afterEach(async () => {
  await edge?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => edge.app.inject({ method: 'GET', url, headers });
const flush = () => new Promise((r) => setTimeout(r, 20));
const errorLines = () => logLines.filter((l) => l.level === 50).map((l) => String(l.msg));

/** The pointer the harness starts with, plus a canary and/or kill switch. */
function writeControls(extra: { canaryPercent?: number; storefront?: string; disabled?: boolean }) {
  const catalog = publishFakeRelease(edge.releasesDir, { name: 'mf_catalog', hash: 'cafe000001' });
  const product = publishFakeRelease(edge.releasesDir, { name: 'mf_product', hash: 'beef000001' });
  const next = publishFakeRelease(edge.releasesDir, { name: 'mf_product', hash: 'beef000002' });
  writePointerFile(edge.releasesDir, {
    remotes: { mf_catalog: catalog.pointerEntry, mf_product: product.pointerEntry },
    history: {},
    updatedAt: '2025-03-01T00:00:00.000Z',
    ...(extra.canaryPercent !== undefined
      ? {
          canary: {
            mf_product: {
              ...next.pointerEntry,
              percent: extra.canaryPercent,
              since: '2025-03-01T00:00:00.000Z',
              ...(extra.storefront ? { storefront: extra.storefront } : {}),
            },
          },
        }
      : {}),
    ...(extra.disabled ? { disabled: { mf_catalog: { since: '2025-03-01T00:00:00.000Z' } } } : {}),
  });
}

describe('the pointer kept between pages', () => {
  it('is read again at once after a deploy and a rollback (a new file renamed over it)', async () => {
    const first = publishFakeRelease(edge.releasesDir, { name: 'mf_product', hash: 'beef000001' });
    const second = publishFakeRelease(edge.releasesDir, { name: 'mf_product', hash: 'beef000002' });
    const pointerOf = (entry: typeof first.pointerEntry) => ({
      remotes: { mf_product: entry },
      history: {},
      updatedAt: '2025-03-01T00:00:00.000Z',
    });
    const served = async () =>
      bootDataOf((await get(`/product/${KNOWN_PRODUCT}`)).body).boot.remotes.remotes.mf_product?.version;
    await writePointer(edge.releasesDir, pointerOf(first.pointerEntry));
    expect(await served()).toBe(first.version);
    expect(await served()).toBe(first.version);
    // Same size, written within the same millisecond as far as the clock goes: the rename is a new file.
    await writePointer(edge.releasesDir, pointerOf(second.pointerEntry));
    expect(await served()).toBe(second.version);
    await writePointer(edge.releasesDir, pointerOf(first.pointerEntry));
    expect(await served()).toBe(first.version);
    // Written in place (an operator's editor): another size shows too.
    writePointerFile(edge.releasesDir, {
      ...pointerOf(second.pointerEntry),
      history: { mf_product: [first.version] },
    });
    expect(await served()).toBe(second.version);
  });
});

describe('last good pointer', () => {
  it('a corrupt pointer keeps the last good one served and is logged loudly', async () => {
    writePointerFile(edge.releasesDir, '{ torn');
    const page = await get('/');
    expect(bootDataOf(page.body).boot.remotes.remotes.mf_product?.version).toBe('0.1.0-beef000001');
    await flush();
    expect(errorLines().join('\n')).toMatch(/RELEASE POINTER BROKEN: .*invalid; serving the last good pointer/);

    // Still ready (the load balancer keeps this edge), flagged degraded with the reason.
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(readinessSchema.parse(ready.json())).toMatchObject({
      status: 'ready',
      degraded: true,
      checks: {
        releases: { ok: false, degraded: true, error: expect.stringMatching(/invalid.*serving the last good pointer/) },
        shell: { ok: true },
      },
    });

    // Fixed: no longer degraded.
    writeControls({});
    const fixed = readinessSchema.parse((await get('/readyz')).json());
    expect(fixed.degraded).toBeUndefined();
    expect(fixed.checks.releases).toMatchObject({ ok: true });
  });

  it('starting without any good pointer serves every area as its fallback, with a clear log line', async () => {
    removeDir(path.join(edge.releasesDir, 'remotes.json'));
    // Another edge starting on that folder now: it never read a good pointer.
    const broken = await startEdge(api.url, {
      config: { logLevel: 'info', releasesDir: edge.releasesDir },
      build: { logStream },
    });
    try {
      const page = await broken.app.inject({ url: '/' });
      expect(page.statusCode).toBe(200);
      expect(bootDataOf(page.body).boot.remotes.remotes).toEqual({});
      await flush();
      expect(errorLines().join('\n')).toMatch(
        /RELEASE POINTER BROKEN: releases\/remotes.json is missing and there is no last good pointer; every area is served as its fallback/,
      );
      // Not ready: an edge with every area as its fallback should not take traffic from edges that have a pointer.
      const ready = await broken.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(readinessSchema.parse(ready.json()).checks.releases).toMatchObject({
        ok: false,
        error: expect.stringContaining('missing'),
      });
      expect(readinessSchema.parse(ready.json()).checks.releases?.degraded).toBeUndefined();
    } finally {
      await broken.close();
    }
  });
});

describe('kill switch', () => {
  it('a disabled area is left out of the page, its preloads and /remotes.json; others stay', async () => {
    writeControls({ disabled: true });
    const page = await get('/');
    const remotes = bootDataOf(page.body).boot.remotes.remotes;
    expect(remotes.mf_catalog).toBeUndefined();
    expect(remotes.mf_product?.version).toBe('0.1.0-beef000001');
    expect(preloadsOf(page.body).some((u) => u.includes('/mf_catalog/'))).toBe(false);
    const pointer = remotesPointerSchema.parse((await get('/remotes.json')).json());
    expect(pointer.remotes.mf_catalog).toBeUndefined();
    expect(pointer.disabled?.mf_catalog).toBeDefined();
  });
});

describe('canary', () => {
  const idOnSide = (side: 'canary' | 'stable', percent: number) => {
    for (let i = 0; ; i++) {
      const id = i.toString(16).padStart(16, '0');
      if (canarySideOf(id, 'mf_product', percent) === side) return id;
    }
  };

  it('splits visitors by their sticky id; the page, /remotes.json and the log agree', async () => {
    writeControls({ canaryPercent: 30 });
    const first = await get('/');
    const cookie = first.cookies.find((c) => c.name === CANARY_COOKIE);
    expect(cookie?.value).toMatch(/^[0-9a-f]{16}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    for (const side of ['canary', 'stable'] as const) {
      const id = idOnSide(side, 30);
      const version = side === 'canary' ? '0.1.0-beef000002' : '0.1.0-beef000001';
      for (let i = 0; i < 3; i++) {
        const page = await get('/', { cookie: `${CANARY_COOKIE}=${id}` });
        expect(page.headers['x-canary']).toBe(`mf_product=${side}`);
        expect(page.cookies.find((c) => c.name === CANARY_COOKIE)).toBeUndefined();
        expect(bootDataOf(page.body).boot.remotes.remotes.mf_product?.version).toBe(version);
        // The page says which side it is on: the shell tags its field measurements with it.
        expect(bootDataOf(page.body).boot.canary).toEqual({ mf_product: side });
        const pointer = remotesPointerSchema.parse(
          (await get('/remotes.json', { cookie: `${CANARY_COOKIE}=${id}` })).json(),
        );
        expect(pointer.remotes.mf_product?.version).toBe(version);
        expect(pointer.canary).toBeUndefined();
      }
    }
    await flush();
    const splits = logLines
      .filter((l) => l.msg === 'canary split')
      .map((l) => (l.canary as Record<string, string>).mf_product);
    expect(splits).toContain('canary');
    expect(splits).toContain('stable');
  });

  it('serves roughly its percentage of new visitors', async () => {
    writeControls({ canaryPercent: 20 });
    let canary = 0;
    for (let i = 0; i < 200; i++)
      if ((await get('/remotes.json')).headers['x-canary'] === 'mf_product=canary') canary++;
    expect(canary).toBeGreaterThan(15);
    expect(canary).toBeLessThan(65);
  });

  it('a canary limited to a storefront leaves the others alone', async () => {
    writeControls({ canaryPercent: 100, storefront: 'de' });
    const en = await get('/');
    expect(en.headers['x-canary']).toBeUndefined();
    expect(bootDataOf(en.body).boot.remotes.remotes.mf_product?.version).toBe('0.1.0-beef000001');
    expect(bootDataOf(en.body).boot.canary).toBeUndefined();
    const de = await get('/de/kontakt');
    expect(de.headers['x-canary']).toBe('mf_product=canary');
    expect(bootDataOf(de.body).boot.remotes.remotes.mf_product?.version).toBe('0.1.0-beef000002');
  });
});

describe('integrity', () => {
  it('serves a release file matching the hashes recorded at publish, refuses a tampered one (and its .br)', async () => {
    const { recordIntegrity } = await import('../release/integrity');
    const { writeFileSync } = await import('node:fs');
    const dir = path.join(edge.releasesDir, 'mf_product', '0.1.0-beef000001');
    writeFileSync(path.join(dir, 'page.beef000001.js.br'), 'brotli bytes');
    await recordIntegrity(dir);
    const entry = '/releases/mf_product/0.1.0-beef000001/remoteEntry.js';
    const chunk = '/releases/mf_product/0.1.0-beef000001/page.beef000001.js';
    expect((await get(entry)).statusCode).toBe(200);
    expect((await get(chunk)).statusCode).toBe(200);

    writeFileSync(path.join(dir, 'page.beef000001.js'), '/* tampered */ alert(1)');
    const refused = await get(chunk);
    expect(refused.statusCode).toBe(503);
    expect(refused.body).toBe('Integrity check failed\n');
    expect((await get(entry)).statusCode).toBe(200);
    // Another area's files are untouched.
    expect((await get('/releases/mf_catalog/0.1.0-cafe000001/remoteEntry.js')).statusCode).toBe(200);
    await flush();
    expect(errorLines().join('\n')).toMatch(
      /INTEGRITY: mf_product 0\.1\.0-beef000001 page\.beef000001\.js does not match/,
    );

    await recordIntegrity(dir);
    writeFileSync(path.join(dir, 'remoteEntry.js.br'), 'unrecorded pre-compressed file');
    expect((await get(entry)).statusCode).toBe(503);
  });

  it('puts the hashes recorded at publish on the pointer and on the page preloads, for the browser to check', async () => {
    const { recordIntegrity } = await import('../release/integrity');
    const { activateRemote } = await import('../release/activate');
    const next = publishFakeRelease(edge.releasesDir, { name: 'mf_product', hash: 'beef000003' });
    const dir = path.join(edge.releasesDir, 'mf_product', next.version);
    const { files } = await recordIntegrity(dir);
    await activateRemote(
      {
        rootDir: path.dirname(edge.releasesDir),
        releasesDir: edge.releasesDir,
        shellDir: edge.shellDir,
        actor: 'test',
      },
      'mf_product',
      next.version,
    );
    const served = (await get('/remotes.json')).json() as { remotes: { mf_product: { integrity?: string } } };
    expect(served.remotes.mf_product.integrity).toBe(files['remoteEntry.js']);

    const page = (await get(`/product/${KNOWN_PRODUCT}`)).body;
    expect(bootDataOf(page).boot.remotes.remotes.mf_product?.integrity).toBe(files['remoteEntry.js']);
    const preloads = preloadsOf(page).filter((href) => href.startsWith(`/releases/mf_product/${next.version}/`));
    expect(preloads.length).toBeGreaterThanOrEqual(2);
    for (const href of preloads) {
      const sri = files[href.slice(`/releases/mf_product/${next.version}/`.length)];
      expect(sri).toMatch(/^sha384-/);
      expect(page).toContain(
        `<link rel="preload" as="script" href="${href}" integrity="${sri}" crossorigin="anonymous">`,
      );
    }
  });
});
