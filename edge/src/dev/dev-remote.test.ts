import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from '@storefront/shared-contracts';
import { loadConfig } from '../config';
import { parseDevRemote } from './dev-remote';
import { bootDataOf, preloadsOf, startEdge, type EdgeHarness } from '../test-support/edge-harness';
import { KNOWN_PRODUCT, startFakeApi, type FakeApi } from '../test-support/fake-api';

/** A stand-in for build-tools' dev server: answers `dev-build.json` with the current server build. */
async function startFakeDevServer(): Promise<{
  origin: string;
  setBuild(build: string | null): void;
  close(): Promise<void>;
}> {
  let build: string | null = 'a1b2c3';
  const server: Server = createServer((req, res) => {
    if (req.url === '/dev-build.json' && build) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ name: 'mf_product', build, contractVersion: CONTRACT_VERSION }));
      return;
    }
    res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    setBuild: (next) => (build = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A shell server build that renders the server entry it was given for the page's area. */
function writeEntryEchoingRenderer(shellDir: string): void {
  const source = `exports.prepare = async (request) => ({
  status: 200, bodyClass: '', failedAreas: [], frameAreas: [], area: 'mf_product', head: null, areaChunks: [], shellChunks: [],
  renderBody: async () => ({ html: '<p id="entry">' + request.boot.remotes.remotes.mf_product.entry + '</p>', styles: '', state: {}, failedAreas: [] }),
});`;
  mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  writeFileSync(path.join(shellDir, 'server', 'render.js'), source);
}

describe('the dev loop override (DEV_REMOTE_ENTRY)', () => {
  let api: FakeApi;
  let dev: Awaited<ReturnType<typeof startFakeDevServer>>;
  let edge: EdgeHarness;
  let entry: string;

  beforeAll(async () => {
    api = await startFakeApi();
    dev = await startFakeDevServer();
    entry = `${dev.origin}/remoteEntry.js`;
    edge = await startEdge(api.url, { config: { devRemote: parseDevRemote(`mf_product=${entry}`, 'development') } });
    writeEntryEchoingRenderer(edge.shellDir);
  });
  afterAll(async () => {
    await edge?.close();
    await dev?.close();
    await api?.close();
  });
  beforeEach(() => dev.setBuild('a1b2c3'));

  const page = () => edge.app.inject({ method: 'GET', url: `/product/${KNOWN_PRODUCT}` });

  it("points the page's remote entry, its preload and the server render at the dev server", async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    const served = `${entry}?build=a1b2c3`;
    expect(bootDataOf(res.body).boot.remotes.remotes.mf_product).toEqual({
      version: 'dev-a1b2c3',
      entry: served,
      contractVersion: CONTRACT_VERSION,
    });
    expect(preloadsOf(res.body)).toContain(served);
    expect(res.body).toContain(`<p id="entry">${served}</p>`);
  });

  it('leaves every other area on its active release', async () => {
    const { boot } = bootDataOf((await page()).body);
    expect(boot.remotes.remotes.mf_catalog?.entry).toBe('/releases/mf_catalog/0.1.0-cafe000001/remoteEntry.js');
  });

  it('lets the page load scripts from the dev server and open its hot-reload socket', async () => {
    const csp = String((await page()).headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src [^;]*${dev.origin}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${dev.origin} ${dev.origin.replace('http', 'ws')}`));
  });

  it('serves the same pointer at /remotes.json (what the browser re-reads before a retry)', async () => {
    const res = await edge.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.json().remotes.mf_product.entry).toBe(`${entry}?build=a1b2c3`);
  });

  it('names the new build after the dev server rebuilt, so the server render loads it', async () => {
    dev.setBuild('d4e5f6');
    expect(bootDataOf((await page()).body).boot.remotes.remotes.mf_product?.entry).toBe(`${entry}?build=d4e5f6`);
  });

  it('still serves the page while the dev server is not ready (the area shows its fallback)', async () => {
    dev.setBuild(null);
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(bootDataOf(res.body).boot.remotes.remotes.mf_product).toEqual({
      version: 'dev',
      entry,
      contractVersion: CONTRACT_VERSION,
    });
  });
});

describe('DEV_REMOTE_ENTRY in the configuration', () => {
  const env = { RELEASES_DIR: '/tmp/r', SHELL_DIR: '/tmp/s' };

  it('is off unless set', () => {
    expect(loadConfig(env).devRemote).toBeNull();
  });

  it('takes a remote by federation name or package folder', () => {
    const config = loadConfig({ ...env, DEV_REMOTE_ENTRY: 'mf-product=http://127.0.0.1:3001/remoteEntry.js' });
    expect(config.devRemote).toEqual({
      name: 'mf_product',
      entry: 'http://127.0.0.1:3001/remoteEntry.js',
      origin: 'http://127.0.0.1:3001',
    });
  });

  it('is refused in production: the edge does not start', () => {
    expect(() =>
      loadConfig({
        ...env,
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://shop.example',
        TRUST_PROXY: 'true',
        DEV_REMOTE_ENTRY: 'mf_product=http://127.0.0.1:3001/remoteEntry.js',
      }),
    ).toThrow('DEV_REMOTE_ENTRY is a development override and is refused when NODE_ENV=production');
  });

  it.each([
    ['no remote', 'http://127.0.0.1:3001/remoteEntry.js'],
    ['an unknown remote', 'mf_nothing=http://127.0.0.1:3001/remoteEntry.js'],
    ['not a URL', 'mf_product=remoteEntry.js'],
    ['not http', 'mf_product=file:///tmp/remoteEntry.js'],
    ['not a script', 'mf_product=http://127.0.0.1:3001/'],
  ])('refuses %s with the reason', (_case, value) => {
    expect(() => loadConfig({ ...env, DEV_REMOTE_ENTRY: value })).toThrow(/DEV_REMOTE_ENTRY/);
  });
});
