import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isSafeVersion } from '../release/release-dir';
import { readPointer } from '../release/pointer-file';
import { REMOTE_NAMES } from '../release/remote-names';
import { ENTRY_ASSETS_FILE } from '../pages/shell-assets';

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/** Content-hashed or versioned files never change under their URL. */
const immutable = { immutable: true, maxAge: ONE_YEAR_MS, cacheControl: true, index: false, list: false, preCompressed: true } as const;

/** Only `<remote>/<version>/<file>` under the releases folder; not remotes.json or temp folders. */
export function isReleaseAssetPath(pathName: string): boolean {
  const [, remote, version, ...file] = pathName.split('/');
  return (
    REMOTE_NAMES.some((n) => n === remote) && version !== undefined && isSafeVersion(version) && file.length > 0 && file.every((s) => s.length > 0)
  );
}

export async function registerStaticAssets(app: FastifyInstance, dirs: { shellDir: string; releasesDir: string }): Promise<void> {
  await app.register(fastifyStatic, {
    ...immutable,
    root: dirs.shellDir,
    prefix: '/shell/',
    // The edge reads it; browsers get its contents inlined in the page.
    allowedPath: (pathName) => pathName !== `/${ENTRY_ASSETS_FILE}`,
  });
  await app.register(fastifyStatic, {
    ...immutable,
    root: dirs.releasesDir,
    prefix: '/releases/',
    decorateReply: false,
    allowedPath: isReleaseAssetPath,
  });

  /** The release pointer, read on every request so `release activate` takes effect at once. */
  app.get('/remotes.json', async (request, reply) => {
    const read = await readPointer(dirs.releasesDir);
    if (read.status === 'invalid') request.log.error({ problem: read.problem }, 'releases/remotes.json is invalid; serving no remotes');
    return reply.header('cache-control', 'no-store').header('x-remotes-pointer', read.status).send(read.pointer);
  });
}
