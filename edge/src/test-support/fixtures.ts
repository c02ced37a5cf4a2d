import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION, type BuildInfo, type RemoteName, type RemotesPointer } from '@storefront/shared-contracts';

export function makeTempDir(prefix = 'edge-test-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

function writeJson(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value, null, 2));
}

export interface FakeRemoteBuild {
  name: RemoteName;
  packageVersion?: string;
  hash?: string;
  contractVersion?: string;
  builtAt?: string;
  /** Singletons it was built against (its mf-manifest.json `shared`). */
  shared?: Record<string, string>;
}

/** The files a remote build leaves in its dist (or a release folder): entry, chunks, manifest, release.json. */
export function writeRemoteBuild(dir: string, build: FakeRemoteBuild): BuildInfo & { version: string } {
  const info: BuildInfo = {
    name: build.name,
    packageVersion: build.packageVersion ?? '0.1.0',
    contractVersion: build.contractVersion ?? CONTRACT_VERSION,
    hash: build.hash ?? 'abcdef1234',
    builtAt: build.builtAt ?? '2025-01-01T00:00:00.000Z',
  };
  const areaChunk = `__federation_expose_area.${info.hash}.js`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${build.name} ${info.hash} */ var ${build.name};`);
  writeFileSync(path.join(dir, areaChunk), `/* area chunk of ${build.name} */`);
  writeFileSync(path.join(dir, `page.${info.hash}.js`), `/* lazy page of ${build.name} */`);
  writeJson(path.join(dir, 'release.json'), info);
  writeJson(path.join(dir, 'chunk-groups.json'), {
    'page-product': [`page.${info.hash}.js`],
    'messages-de': [`messages-de.${info.hash}.js`],
  });
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), `/* server build of ${build.name} */ module.exports = {};`);
  writeJson(path.join(dir, 'mf-manifest.json'), {
    id: build.name,
    name: build.name,
    metaData: {
      name: build.name,
      type: 'app',
      buildInfo: { buildVersion: info.packageVersion, buildName: `@storefront/${build.name}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: build.name,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: Object.entries(build.shared ?? {}).map(([name, version]) => ({
      id: `${build.name}:${name}`,
      name,
      version,
      singleton: true,
      requiredVersion: false,
    })),
    remotes: [],
    exposes: [
      {
        id: `${build.name}:area`,
        name: 'area',
        path: './area',
        assets: { js: { sync: [areaChunk], async: [`page.${info.hash}.js`] }, css: { sync: [], async: [] } },
      },
    ],
  });
  return { ...info, version: `${info.packageVersion}-${info.hash}` };
}

/** A published release plus, optionally, its pointer entry. */
export function publishFakeRelease(releasesDir: string, build: FakeRemoteBuild) {
  const info = writeRemoteBuild(
    path.join(releasesDir, build.name, `${build.packageVersion ?? '0.1.0'}-${build.hash ?? 'abcdef1234'}`),
    build,
  );
  return {
    ...info,
    pointerEntry: {
      version: info.version,
      entry: `/releases/${build.name}/${info.version}/remoteEntry.js`,
      contractVersion: info.contractVersion,
    },
  };
}

export function writePointerFile(releasesDir: string, pointer: RemotesPointer | string): void {
  mkdirSync(releasesDir, { recursive: true });
  writeFileSync(
    path.join(releasesDir, 'remotes.json'),
    typeof pointer === 'string' ? pointer : JSON.stringify(pointer),
  );
}

export const SHELL_ENTRY_ASSETS = {
  js: ['/shell/runtime.1a2b3c4d5e.js', '/shell/main.1a2b3c4d5e.js'],
  css: ['/shell/main.9f8e7d6c5b.css'],
};

/** A built shell: entry-assets.json and the hashed files it names (the main script is large enough to compress). */
export function writeShellDist(shellDir: string): void {
  mkdirSync(shellDir, { recursive: true });
  writeJson(path.join(shellDir, 'entry-assets.json'), SHELL_ENTRY_ASSETS);
  writeFileSync(path.join(shellDir, 'runtime.1a2b3c4d5e.js'), '/* runtime */');
  writeFileSync(
    path.join(shellDir, 'main.1a2b3c4d5e.js'),
    `/* shell */ ${'console.log("storefront shell");\n'.repeat(200)}`,
  );
  writeFileSync(path.join(shellDir, 'main.9f8e7d6c5b.css'), 'body{margin:0}');
}

/** The global where the fake renderer keeps the last request it was given (the edge's `ShellRenderRequest`). */
export const LAST_RENDER_REQUEST = '__storefrontLastRenderRequest';

/** The global where the fake renderer keeps what `warm` was given (releases folder and active remotes). */
export const LAST_WARM_REQUEST = '__storefrontLastWarmRequest';

/** The global through which a test holds a fake renderer's phase 2 (see writeFakeShellRenderer). */
export const FAKE_BODY_GATE = '__storefrontFakeBodyGate';

/**
 * Holds back phase 2 of the fake renderer for pages requested with `?gate=1` until the returned `open()`
 * is called (the edge's response then stops after the head). `renderStarted` resolves when phase 2 began.
 */
export function holdFakeBody(): { open(): void; renderStarted: Promise<void> } {
  let open!: () => void;
  let started!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const renderStarted = new Promise<void>((resolve) => (started = resolve));
  (globalThis as Record<string, unknown>)[FAKE_BODY_GATE] = () => {
    started();
    return gate;
  };
  return { open, renderStarted };
}

/**
 * A shell server build (`server/render.js`) scripted by URL, standing in for the real renderer:
 * `/product/amnesia-haze` renders with a head, `/product/<other>` is a 404, a URL containing `throw`
 * throws, `bad-shape` answers garbage, and collection listings render with mf_catalog as a fallback.
 * `prepare` answers phase 1 at once; its `renderBody` waits for holdFakeBody()'s gate with `?gate=1`,
 * throws with `?body=throws`, answers garbage with `?body=bad-shape`, and with `?body=area-failed`
 * reports the page's area as failed while rendering.
 */
export function writeFakeShellRenderer(shellDir: string): void {
  const source = `
const state = { shared: { storefront: 'en' }, productApi: { queries: {} } };
function facts(request) {
  const url = new URL(request.url, 'http://x');
  const base = { bodyClass: '', failedAreas: [], frameAreas: ['mf_cart_checkout'], areaChunks: [], shellChunks: [], head: null, area: null };
  const body = { styles: '<style data-styled="true">.a{color:red}</style>', state, failedAreas: [] };
  if (url.pathname.includes('throw')) throw new Error('renderer exploded');
  if (url.pathname.includes('bad-shape')) return { facts: { nope: true }, body };
  if (url.pathname === '/product/amnesia-haze' || url.pathname === '/de/produkt/amnesia-haze') {
    return { facts: { ...base, status: 200, area: 'mf_product',
      areaChunks: ['page-product', 'messages-de'], shellChunks: url.pathname.startsWith('/de') ? ['messages-de'] : [],
      head: { title: 'Amnesia Haze', description: 'A sativa classic.', ogType: 'product', ogImage: '/api/images/products/amnesia-haze@2x.webp',
        lcpImage: { src: '/api/images/products/amnesia-haze@1x.webp', srcSet: '/api/images/products/amnesia-haze@1x.webp 1x, /api/images/products/amnesia-haze@2x.webp 2x' },
        jsonLd: [{ '@type': 'Product', name: 'Amnesia </script><script>alert(1)</script>' }] } },
      body: { ...body, html: '<main data-testid="ssr">Amnesia Haze rendered for ' + request.origin + '</main>' } };
  }
  if (url.pathname.startsWith('/product/')) return { facts: { ...base, status: 404, bodyClass: 'error-404 floating-breadcrumbs' }, body: { ...body, html: '<p>Oeps! Nothing here</p>' } };
  if (url.pathname.startsWith('/collections/')) return { facts: { ...base, status: 200, failedAreas: ['mf_catalog'] }, body: { ...body, failedAreas: ['mf_catalog'], html: '<p data-testid="area-fallback">unavailable</p>' } };
  return { facts: { ...base, status: 200 }, body: { ...body, html: '<p>frame</p>' } };
}
async function renderBody(request, page) {
  const query = new URL(request.url, 'http://x').searchParams;
  if (query.get('gate') === '1') await globalThis[${JSON.stringify(FAKE_BODY_GATE)}]();
  if (query.get('body') === 'throws') throw new Error('phase 2 exploded');
  if (query.get('body') === 'bad-shape') return { nope: true };
  if (query.get('body') === 'area-failed') return { ...page.body, failedAreas: [page.facts.area], html: '<p data-testid="area-fallback">unavailable</p>' };
  return page.body;
}
exports.warm = async (releasesDir, remotes) => {
  globalThis[${JSON.stringify(LAST_WARM_REQUEST)}] = { releasesDir, remotes };
  return { loaded: Object.keys(remotes), failed: [] };
};
exports.prepare = async (request) => {
  globalThis[${JSON.stringify(LAST_RENDER_REQUEST)}] = request;
  const page = facts(request);
  let body;
  return { ...page.facts, renderBody: () => (body ??= renderBody(request, page)) };
};`;
  mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  writeFileSync(path.join(shellDir, 'server', 'render.js'), source);
  writeJson(path.join(shellDir, 'chunk-groups.json'), { 'messages-de': ['/shell/messages-de.1234567890.js'] });
}
