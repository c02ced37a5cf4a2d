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
  writeJson(path.join(dir, 'chunk-groups.json'), { 'page-product': [`page.${info.hash}.js`], 'messages-de': [`messages-de.${info.hash}.js`] });
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
    shared: [],
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
  const info = writeRemoteBuild(path.join(releasesDir, build.name, `${build.packageVersion ?? '0.1.0'}-${build.hash ?? 'abcdef1234'}`), build);
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
  writeFileSync(path.join(releasesDir, 'remotes.json'), typeof pointer === 'string' ? pointer : JSON.stringify(pointer));
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
  writeFileSync(path.join(shellDir, 'main.1a2b3c4d5e.js'), `/* shell */ ${'console.log("storefront shell");\n'.repeat(200)}`);
  writeFileSync(path.join(shellDir, 'main.9f8e7d6c5b.css'), 'body{margin:0}');
}

/**
 * A shell server build (`server/render.js`) scripted by URL, standing in for the real renderer:
 * `/product/amnesia-haze` renders with a head, `/product/<other>` is a 404, a URL containing `throw`
 * throws, `bad-shape` answers garbage, and collection listings render with mf_catalog as a fallback.
 */
export function writeFakeShellRenderer(shellDir: string): void {
  const source = `
const state = { shared: { storefront: 'en' }, productApi: { queries: {} } };
exports.render = async (request) => {
  const url = new URL(request.url, 'http://x');
  const base = { styles: '<style data-styled="true">.a{color:red}</style>', bodyClass: '', state, failedAreas: [], frameAreas: ['mf_cart_checkout'], areaChunks: [], shellChunks: [], head: null, area: null };
  if (url.pathname.includes('throw')) throw new Error('renderer exploded');
  if (url.pathname.includes('bad-shape')) return { nope: true };
  if (url.pathname === '/product/amnesia-haze' || url.pathname === '/de/produkt/amnesia-haze') {
    return { ...base, status: 200, area: 'mf_product', html: '<main data-testid="ssr">Amnesia Haze rendered for ' + request.origin + '</main>',
      areaChunks: ['page-product', 'messages-de'], shellChunks: url.pathname.startsWith('/de') ? ['messages-de'] : [],
      head: { title: 'Amnesia Haze', description: 'A sativa classic.', ogType: 'product', ogImage: '/api/images/products/amnesia-haze@2x.webp',
        lcpImage: { src: '/api/images/products/amnesia-haze@1x.webp', srcSet: '/api/images/products/amnesia-haze@1x.webp 1x, /api/images/products/amnesia-haze@2x.webp 2x' },
        jsonLd: [{ '@type': 'Product', name: 'Amnesia </script><script>alert(1)</script>' }] } };
  }
  if (url.pathname.startsWith('/product/')) return { ...base, status: 404, bodyClass: 'error-404 floating-breadcrumbs', html: '<p>Oeps! Nothing here</p>' };
  if (url.pathname.startsWith('/collections/')) return { ...base, status: 200, failedAreas: ['mf_catalog'], html: '<p data-testid="area-fallback">unavailable</p>' };
  return { ...base, status: 200, html: '<p>frame</p>' };
};`;
  mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  writeFileSync(path.join(shellDir, 'server', 'render.js'), source);
  writeJson(path.join(shellDir, 'chunk-groups.json'), { 'messages-de': ['/shell/messages-de.1234567890.js'] });
}
