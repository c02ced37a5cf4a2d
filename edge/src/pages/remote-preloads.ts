import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ActiveRemote, RemoteName } from '@storefront/shared-contracts';
import { isSafeVersion, MANIFEST_FILE } from '../release/release-dir';

/** The exposed module every remote offers the shell (shared-contracts' area module). */
export const AREA_EXPOSE = './area';

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

/**
 * Scripts to preload for the route's owning remote: its remote entry and the sync chunks of its
 * `./area` expose. A published version never changes, so its manifest is parsed once.
 */
export function createRemotePreloads(releasesDir: string) {
  const areaChunks = new Map<string, Promise<string[]>>();

  async function readAreaChunks(name: RemoteName, version: string): Promise<string[]> {
    try {
      const text = await fs.readFile(path.join(releasesDir, name, version, MANIFEST_FILE), 'utf8');
      const manifest = manifestSchema.parse(JSON.parse(text));
      const area = manifest.exposes.find((e) => e.path === AREA_EXPOSE || e.name === AREA_EXPOSE.slice(2));
      return area?.assets.js.sync ?? [];
    } catch {
      return [];
    }
  }

  function chunksOf(name: RemoteName, version: string): Promise<string[]> {
    const key = `${name}@${version}`;
    let chunks = areaChunks.get(key);
    if (!chunks) {
      chunks = readAreaChunks(name, version);
      // An unreadable manifest may be a release still being copied: try again next time.
      void chunks.then((list) => list.length === 0 && areaChunks.delete(key));
      areaChunks.set(key, chunks);
    }
    return chunks;
  }

  return async function preloadsFor(name: RemoteName, active: ActiveRemote | undefined): Promise<string[]> {
    if (!active || !isSafeVersion(active.version)) return [];
    const entry = resolveAsset('/', active.entry);
    if (!entry) return [];
    const chunks = (await chunksOf(name, active.version)).map((c) => resolveAsset(entry, c));
    return [entry, ...chunks.filter((c): c is string => c !== null && c !== entry)];
  };
}
