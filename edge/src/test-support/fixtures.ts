import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BuildInfo, RemoteName, RemotesPointer } from '@storefront/shared-contracts';

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
    contractVersion: build.contractVersion ?? '1.0.0',
    hash: build.hash ?? 'abcdef1234',
    builtAt: build.builtAt ?? '2025-01-01T00:00:00.000Z',
  };
  const areaChunk = `__federation_expose_area.${info.hash}.js`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${build.name} ${info.hash} */ var ${build.name};`);
  writeFileSync(path.join(dir, areaChunk), `/* area chunk of ${build.name} */`);
  writeFileSync(path.join(dir, `page.${info.hash}.js`), `/* lazy page of ${build.name} */`);
  writeJson(path.join(dir, 'release.json'), info);
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
