import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { BUILD_FILES, resolveRoute, SERVER_BUILD_DIR } from '@storefront/shared-contracts';
import { isSafeVersion } from '../release/release-dir';
import type { EdgeConfig } from '../config';
import { rememberCanarySide } from '../pages/canary';
import { CANARY_COOKIE, readServedPointer } from '../release/active-pointer';
import { REMOTE_NAMES } from '../release/remote-names';

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/** Content-hashed or versioned files never change under their URL. */
const immutable = {
  immutable: true,
  maxAge: ONE_YEAR_MS,
  cacheControl: true,
  index: false,
  list: false,
  preCompressed: true,
} as const;

/** A build's server bundle (`server/`) runs in the edge only; browsers never get its code. */

/** Only `<remote>/<version>/<file>` under the releases folder; not remotes.json, temp folders or server builds. */
export function isReleaseAssetPath(pathName: string): boolean {
  const [, remote, version, ...file] = pathName.split('/');
  return (
    REMOTE_NAMES.some((n) => n === remote) &&
    version !== undefined &&
    isSafeVersion(version) &&
    file.length > 0 &&
    file[0] !== SERVER_BUILD_DIR &&
    file.every((s) => s.length > 0)
  );
}

/** The shell's browser files; not what only the edge reads (asset lists, the server build). */
export function isShellAssetPath(pathName: string): boolean {
  const [, first] = pathName.split('/');
  return (
    first !== BUILD_FILES.entryAssets &&
    first !== BUILD_FILES.chunkGroups &&
    first !== BUILD_FILES.sharedVersions &&
    first !== SERVER_BUILD_DIR
  );
}

export async function registerStaticAssets(
  app: FastifyInstance,
  dirs: Pick<EdgeConfig, 'shellDir' | 'releasesDir' | 'devRemote'>,
): Promise<void> {
  await app.register(fastifyStatic, {
    ...immutable,
    root: dirs.shellDir,
    prefix: '/shell/',
    allowedPath: isShellAssetPath,
  });
  await app.register(fastifyStatic, {
    ...immutable,
    root: dirs.releasesDir,
    prefix: '/releases/',
    decorateReply: false,
    allowedPath: isReleaseAssetPath,
  });

  /**
   * The release pointer as this visitor is served it (kill switch and canary applied; the storefront of the page
   * that asks, from its Referer), read on every request so `release activate` takes effect at once.
   */
  app.get('/remotes.json', async (request, reply) => {
    const read = await readServedPointer(dirs, request.log, {
      canaryId: request.cookies[CANARY_COOKIE],
      storefront: storefrontOfReferer(request.headers.referer),
    });
    rememberCanarySide(request, reply, read);
    return reply
      .header('cache-control', 'no-store')
      .header('x-remotes-pointer', read.source === 'last-good' ? 'last-good' : read.status)
      .send(read.pointer);
  });
}

/** The storefront of the page that asked (same-origin Referer), for a canary limited to one storefront. */
function storefrontOfReferer(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return resolveRoute(new URL(referer).pathname).storefront;
  } catch {
    return undefined;
  }
}
