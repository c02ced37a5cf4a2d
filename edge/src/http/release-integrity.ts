import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readIntegrity, sriOf, type ReleaseIntegrity } from '../release/integrity';

/**
 * Before a release file goes out, its bytes (and those of its pre-compressed `.br` / `.gz`, which may be what is
 * sent) are checked against the hashes recorded at publish time (`integrity.json`). A file that does not match,
 * or that the release never had, is refused (503, logged): the browser's load of it fails and only that area
 * shows its fallback. Results are cached per file size and mtime, so a check costs one hash per file and change.
 */
export function registerReleaseIntegrity(app: FastifyInstance, releasesDir: string): void {
  const manifests = new Map<string, Promise<ReleaseIntegrity | null>>();
  const verified = new Map<string, boolean>();
  const warnedUnhashed = new Set<string>();

  async function fileMatches(file: string, expected: string | undefined): Promise<boolean> {
    let stat;
    try {
      stat = await fs.stat(file);
    } catch {
      return true; // nothing there to send
    }
    if (expected === undefined) return false;
    const key = `${file}:${stat.size}:${stat.mtimeMs}`;
    const known = verified.get(key);
    if (known !== undefined) return known;
    const ok = sriOf(await fs.readFile(file)) === expected;
    verified.set(key, ok);
    return ok;
  }

  app.addHook('onRequest', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (!url.startsWith('/releases/')) return;
    const parts = decodeURIComponent(url.slice('/releases/'.length)).split('/');
    const [remote, version, ...rest] = parts;
    if (!remote || !version || rest.length === 0 || parts.some((p) => p === '..' || p === '')) return;
    const releaseDir = path.join(releasesDir, remote, version);
    let manifest = manifests.get(releaseDir);
    if (!manifest) {
      manifest = readIntegrity(releaseDir);
      manifests.set(releaseDir, manifest);
      void manifest.then((m) => m ?? manifests.delete(releaseDir));
    }
    const integrity = await manifest;
    const rel = rest.join('/');
    if (!integrity) {
      if (!warnedUnhashed.has(releaseDir)) {
        warnedUnhashed.add(releaseDir);
        request.log.warn(`${remote} ${version} has no integrity.json (published before hashes); served unchecked`);
      }
      return;
    }
    const file = path.join(releaseDir, rel);
    try {
      await fs.access(file);
    } catch {
      return; // not there: the static handler answers 404
    }
    const checks = await Promise.all(
      [rel, `${rel}.br`, `${rel}.gz`].map((r) => fileMatches(path.join(releaseDir, r), integrity.files[r])),
    );
    // Each of them, when present, must be listed and match.
    if (checks.every(Boolean)) return;
    request.log.error(
      { remote, version, file: rel },
      `INTEGRITY: ${remote} ${version} ${rel} does not match the hash recorded at publish; refused`,
    );
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Integrity check failed\n');
  });
}
