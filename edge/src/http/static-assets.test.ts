import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { remotesPointerSchema } from '@storefront/shared-contracts/schemas';
import { bootDataOf, preloadsOf, startEdge, type EdgeHarness } from '../test-support/edge-harness';
import { startFakeApi, type FakeApi } from '../test-support/fake-api';
import { INTL_WARM_PATH, INTL_WARM_SOURCE } from '../pages/intl-warm';
import { publishFakeRelease, removeDir, SHELL_ENTRY_ASSETS, writePointerFile } from '../test-support/fixtures';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let api: FakeApi;
let edge: EdgeHarness;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(async () => {
  await api?.close();
});
beforeEach(async () => {
  edge = await startEdge(api.url);
});
afterEach(async () => {
  await edge?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => edge.app.inject({ method: 'GET', url, headers });

describe('hashed and versioned assets', () => {
  it('serves the shell build as immutable', async () => {
    const res = await get(SHELL_ENTRY_ASSETS.js[1] as string);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it("serves the worker that warms Intl as immutable JavaScript, at the path the pages' loaders name", async () => {
    const res = await get(INTL_WARM_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).toBe(INTL_WARM_SOURCE);
    const page = await get('/', { cookie: 'sf_consent=all' });
    expect(page.body).toContain(JSON.stringify(INTL_WARM_PATH));
  });

  it('serves a release version as immutable', async () => {
    const res = await get('/releases/mf_catalog/0.1.0-cafe000001/remoteEntry.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toContain('mf_catalog');
  });

  it('does not serve the pointer, unknown remotes or escapes from the releases folder as assets', async () => {
    writeFileSync(path.join(edge.dir, 'secret.txt'), 'secret');
    expect((await get('/releases/remotes.json')).statusCode).toBe(404);
    expect((await get('/releases/mf_nope/1.0.0/remoteEntry.js')).statusCode).toBe(404);
    expect((await get('/releases/mf_catalog/0.1.0-cafe000001/missing.js')).statusCode).toBe(404);
    const escape = await get('/releases/mf_catalog/..%2F..%2Fsecret.txt');
    expect(escape.statusCode).toBeGreaterThanOrEqual(400);
    expect(escape.statusCode).toBeLessThan(500);
    expect(escape.body).not.toContain('secret');
  });

  it("sends the build's precompressed copy as it is, and compresses a file that has none", async () => {
    const file = SHELL_ENTRY_ASSETS.js[1] as string;
    const source = path.join(edge.shellDir, file.replace(/^\/shell\//, ''));
    const plain = readFileSync(source);
    // Marked copies: what is sent must be these files, not a compression of the plain one.
    const brotli = brotliCompressSync(Buffer.concat([plain, Buffer.from('\n//br')]));
    writeFileSync(`${source}.br`, brotli);
    writeFileSync(`${source}.gz`, gzipSync(Buffer.concat([plain, Buffer.from('\n//gz')])));

    const br = await get(file, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.rawPayload.equals(brotli)).toBe(true);
    const gz = await get(file, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toMatch(/\/\/gz$/);

    const other = await get(SHELL_ENTRY_ASSETS.js[0] as string, { 'accept-encoding': 'br' });
    expect(other.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(other.rawPayload).toString()).toBe(
      readFileSync(path.join(edge.shellDir, (SHELL_ENTRY_ASSETS.js[0] as string).replace(/^\/shell\//, ''))).toString(),
    );
  });

  it("does not serve the shell's entry-assets.json", async () => {
    expect((await get('/shell/entry-assets.json')).statusCode).toBe(404);
  });
});

describe('the release pointer', () => {
  it('is served uncached, and a change takes effect without a restart', async () => {
    const first = await get('/remotes.json');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(remotesPointerSchema.parse(first.json()).remotes.mf_catalog?.version).toBe('0.1.0-cafe000001');

    const next = publishFakeRelease(edge.releasesDir, {
      name: 'mf_catalog',
      packageVersion: '0.2.0',
      hash: 'cafe000002',
    });
    writePointerFile(edge.releasesDir, {
      remotes: { mf_catalog: next.pointerEntry },
      history: { mf_catalog: ['0.1.0-cafe000001'] },
      updatedAt: '2025-02-01T00:00:00.000Z',
    });

    expect(remotesPointerSchema.parse((await get('/remotes.json')).json()).remotes.mf_catalog?.version).toBe(
      '0.2.0-cafe000002',
    );
    const page = (await get('/')).body;
    expect(bootDataOf(page).boot.remotes.remotes.mf_catalog?.version).toBe('0.2.0-cafe000002');
    expect(preloadsOf(page)).toContain('/releases/mf_catalog/0.2.0-cafe000002/__federation_expose_area.cafe000002.js');
  });

  it('a corrupt or missing pointer keeps the last good one served; pages still render', async () => {
    writePointerFile(edge.releasesDir, '{"remotes": nope');
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(bootDataOf(page.body).boot.remotes.remotes.mf_catalog?.version).toBe('0.1.0-cafe000001');
    const pointer = await get('/remotes.json');
    expect(pointer.statusCode).toBe(200);
    expect(pointer.json()).toMatchObject({ remotes: { mf_catalog: { version: '0.1.0-cafe000001' } } });
    expect(pointer.headers['x-remotes-pointer']).toBe('last-good');

    removeDir(path.join(edge.releasesDir, 'remotes.json'));
    expect((await get('/de/kontakt')).statusCode).toBe(200);
    expect((await get('/remotes.json')).headers['x-remotes-pointer']).toBe('last-good');
  });
});

describe('html', () => {
  it('is never cached', async () => {
    expect((await get('/')).headers['cache-control']).toBe('private, no-store');
    expect((await get('/no-such-page')).headers['cache-control']).toBe('private, no-store');
  });

  it('answers 503 with a clear text when the shell is not built', async () => {
    removeDir(edge.shellDir);
    const res = await get('/');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/The shop is not built yet/);
  });
});
