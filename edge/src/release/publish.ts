import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@storefront/shared-contracts';
import { INTEGRITY_FILE, recordIntegrity } from './integrity';
import { ReleaseError } from './release-error';
import type { ReleaseContext } from './release-context';
import { exists, readBuildInfo, releaseDirOf, remoteEntryFileOf, versionOf } from './release-dir';
import { packageFolderOf, REMOTE_NAMES } from './remote-names';

export interface PublishResult {
  name: RemoteName;
  version: string;
  /** False when that version was already published (releases are immutable). */
  copied: boolean;
}

export function distDirOf(ctx: ReleaseContext, name: RemoteName): string {
  return path.join(ctx.rootDir, packageFolderOf(name), 'dist');
}

/**
 * Copies a remote's build into `releases/<name>/<version>/`. The copy lands in a temp folder first and
 * is renamed into place, so a half-copied version is never visible.
 */
export async function publishRemote(ctx: ReleaseContext, name: RemoteName): Promise<PublishResult> {
  const dist = distDirOf(ctx, name);
  if (!(await exists(dist))) throw new ReleaseError(`${dist} does not exist; build ${name} first`);
  const info = await readBuildInfo(dist, name);
  const entryFile = await remoteEntryFileOf(dist);
  if (!(await exists(path.join(dist, entryFile)))) {
    throw new ReleaseError(`${path.join(dist, entryFile)} is missing; is this a remote build?`);
  }
  const version = versionOf(info);
  const target = releaseDirOf(ctx.releasesDir, name, version);
  if (await exists(target)) {
    // Published before hashes were recorded: record them now (from the release's current bytes).
    if (!(await exists(path.join(target, INTEGRITY_FILE)))) await recordIntegrity(target);
    return { name, version, copied: false };
  }

  const parent = path.dirname(target);
  await fs.mkdir(parent, { recursive: true });
  const temp = path.join(parent, `.publishing-${version}-${randomBytes(4).toString('hex')}`);
  try {
    await fs.cp(dist, temp, { recursive: true, errorOnExist: true, force: false });
    // The hashes the edge and the browser check this release's files against, recorded once, at publish.
    await recordIntegrity(temp);
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { recursive: true, force: true });
    // Another publish of the same build won the race: the version exists and is identical.
    if (await exists(target)) return { name, version, copied: false };
    throw error;
  }
  return { name, version, copied: true };
}

/** Remotes whose package folder holds a build. */
export async function remotesWithBuilds(ctx: ReleaseContext): Promise<RemoteName[]> {
  const found: RemoteName[] = [];
  for (const name of REMOTE_NAMES) {
    if (await exists(distDirOf(ctx, name))) found.push(name);
  }
  return found;
}
