import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AREA_EXPOSE, BUILD_FILES, type ActiveRemote, type RemoteName } from '@storefront/shared-contracts';
import { isDevEntry, type DevRemote } from '../dev/dev-remote';
import { readIntegrity } from '../release/integrity';
import { isSafeVersion } from '../release/release-dir';
import { chunkGroupsSchema } from './shell-assets';

/** The part of @module-federation/sdk's `Manifest` the edge reads. */
const manifestSchema = z.object({
  exposes: z.array(
    z.object({
      name: z.string().optional(),
      path: z.string().optional(),
      assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }),
    }),
  ),
});

/** Relative manifest assets live beside the remote entry (webpack publicPath 'auto'). */
function resolveAsset(entryUrl: string, asset: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(asset) || /[\s"'<>\\]/.test(asset)) return null;
  if (asset.startsWith('/')) return asset;
  return entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1) + asset.replace(/^\.\//, '');
}

export interface RemotePreloads {
  /** Script URLs to preload, the remote entry first. */
  urls: string[];
  /** URL -> SRI for those with a recorded hash. */
  integrity: Record<string, string>;
}

interface ReleaseFiles {
  /** Sync chunks of the `./area` expose. */
  area: string[];
  /** File inside the release -> its SRI recorded at publish (`integrity.json`). */
  integrity: Record<string, string>;
  /** Named lazy chunk groups (`page-listing`, `messages-de`) -> files. */
  groups: Record<string, string[]>;
}

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T | null> {
  try {
    return schema.parse(JSON.parse(await fs.readFile(file, 'utf8')));
  } catch {
    return null;
  }
}

/**
 * Scripts to preload for the route's owning remote: its remote entry, the sync chunks of its `./area`
 * expose and the named chunk groups the rendered page needs. A published version never changes, so its
 * files are read once.
 */
export function createRemotePreloads(releasesDir: string, devRemote: DevRemote | null = null) {
  const releases = new Map<string, Promise<ReleaseFiles | null>>();

  async function readRelease(name: RemoteName, version: string): Promise<ReleaseFiles | null> {
    const dir = path.join(releasesDir, name, version);
    const [manifest, groups, integrity] = await Promise.all([
      readJson(path.join(dir, BUILD_FILES.manifest), manifestSchema),
      readJson(path.join(dir, BUILD_FILES.chunkGroups), chunkGroupsSchema),
      readIntegrity(dir),
    ]);
    if (!manifest) return null;
    const area = manifest.exposes.find((e) => e.path === AREA_EXPOSE || e.name === AREA_EXPOSE.slice(2));
    return { area: area?.assets.js.sync ?? [], groups: groups ?? {}, integrity: integrity?.files ?? {} };
  }

  function filesOf(name: RemoteName, version: string): Promise<ReleaseFiles | null> {
    const key = `${name}@${version}`;
    let files = releases.get(key);
    if (!files) {
      files = readRelease(name, version);
      // An unreadable manifest may be a release still being copied: try again next time.
      void files.then((found) => found === null && releases.delete(key));
      releases.set(key, files);
    }
    return files;
  }

  return async function preloadsFor(
    name: RemoteName,
    active: ActiveRemote | undefined,
    chunkGroups: readonly string[] = [],
  ): Promise<RemotePreloads> {
    // A dev server's entry (`npm run dev`): its chunks are not known ahead, the entry is.
    if (active && isDevEntry(devRemote, name, active)) return { urls: [active.entry], integrity: {} };
    if (!active || !isSafeVersion(active.version)) return { urls: [], integrity: {} };
    const entry = resolveAsset('/', active.entry);
    if (!entry) return { urls: [], integrity: {} };
    const files = await filesOf(name, active.version);
    const chunks = [...(files?.area ?? []), ...chunkGroups.flatMap((group) => files?.groups[group] ?? [])].map((c) =>
      resolveAsset(entry, c),
    );
    const urls = [...new Set([entry, ...chunks.filter((c): c is string => c !== null)])];
    // The same SRI the browser's loads will carry (the entry's from the pointer, the chunks' baked into the entry;
    // both recorded from these bytes), so each preload is reused rather than fetched twice.
    const base = `/releases/${name}/${active.version}/`;
    const integrity: Record<string, string> = {};
    for (const url of urls) {
      const recorded = url.startsWith(base) ? files?.integrity[url.slice(base.length)] : undefined;
      const sri = url === entry ? (active.integrity ?? recorded) : recorded;
      if (sri) integrity[url] = sri;
    }
    return { urls, integrity };
  };
}
