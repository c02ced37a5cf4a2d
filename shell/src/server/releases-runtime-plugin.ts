import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Remote server builds are addressed under this origin and evaluated from the edge's releases folder,
 * never fetched over the network. The container is evaluated with its real folder as `__dirname`, so the
 * node federation runtime then reads the remote's chunks straight from disk too.
 */
export const RELEASES_ORIGIN = 'http://releases.storefront.internal';

let releasesDir: string | null = null;

/** Where `releases/<remote>/<version>/server/` lives (the edge's RELEASES_DIR). */
export function setReleasesDir(dir: string): void {
  releasesDir = path.resolve(dir);
}

/**
 * Where a release's server build keeps its entry. A runtime plugin runs before the shared modules exist, so
 * it cannot import shared-contracts: these are its `SERVER_BUILD_DIR` and `REMOTE_ENTRY_FILE`, and a test
 * keeps them equal.
 */
export const SERVER_ENTRY_PATH = 'server/remoteEntry.js';

/**
 * The server entry beside a browser entry: `/releases/x/1.0.0-ab/remoteEntry.js` -> `.../server/remoteEntry.js`,
 * read from the releases folder. A development build of the shell also follows a remote's dev server
 * (`npm run dev`): `http://127.0.0.1:3001/remoteEntry.js?build=ab12` -> `http://127.0.0.1:3001/server/remoteEntry.js?build=ab12`,
 * which the node federation runtime fetches; a new build changes the URL, so the remote is loaded again. A
 * production shell never runs server code from anywhere but the releases folder.
 */
export function serverEntryUrl(browserEntry: string, followDevServers = process.env.NODE_ENV !== 'production'): string {
  const url = new URL(browserEntry, RELEASES_ORIGIN);
  const serverPath = url.pathname.replace(/\/[^/]+$/, `/${SERVER_ENTRY_PATH}`);
  if (followDevServers && url.origin !== RELEASES_ORIGIN) return `${url.origin}${serverPath}${url.search}`;
  return `${RELEASES_ORIGIN}${serverPath}`;
}

export class ReleaseFileError extends Error {}

/** Maps a releases URL to its file, refusing anything outside the releases folder. */
export function releaseFileFor(url: string, dir: string): string | null {
  if (!url.startsWith(`${RELEASES_ORIGIN}/`)) return null;
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/releases/')) throw new ReleaseFileError(`${url} is not under /releases/`);
  const relative = decodeURIComponent(pathname.slice('/releases/'.length));
  const file = path.resolve(dir, relative);
  if (!file.startsWith(`${dir}${path.sep}`)) throw new ReleaseFileError(`${url} points outside the releases folder`);
  return file;
}

/** Evaluates a CommonJS remote container file and returns its exports. */
export async function evaluateContainer(file: string): Promise<unknown> {
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (error) {
    throw new ReleaseFileError(`${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'unknown error'})`);
  }
  const module: { exports: unknown } = { exports: {} };
  const wrapper = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${source}\n})`, {
    filename: file,
  });
  (wrapper.runInThisContext() as (...args: unknown[]) => void)(
    module.exports,
    module,
    createRequire(file),
    path.dirname(file),
    file,
  );
  return module.exports;
}

export default function releasesRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-releases',
    async loadEntry({ remoteInfo }) {
      if (!releasesDir) return undefined;
      const file = releaseFileFor(remoteInfo.entry, releasesDir);
      if (!file) return undefined;
      const exported = (await evaluateContainer(file)) as Record<string, unknown>;
      return (exported[remoteInfo.entryGlobalName] ?? exported) as never;
    },
  };
}
