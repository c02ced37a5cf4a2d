import { promises as fs } from 'node:fs';
import path from 'node:path';
import { BUILD_FILES, REMOTE_ENTRY_FILE, type BuildInfo, type RemoteName } from '@storefront/shared-contracts';
import { buildInfoSchema } from '@storefront/shared-contracts/schemas';
import { ReleaseError } from './release-error';

/** Versions become folder names and URL segments: keep them to a safe alphabet. */
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,127}$/;

export function isSafeVersion(version: string): boolean {
  return VERSION_PATTERN.test(version) && !version.includes('..');
}

export function versionOf(info: BuildInfo): string {
  const version = `${info.packageVersion}-${info.hash}`;
  if (!isSafeVersion(version)) throw new ReleaseError(`Build info gives an unusable version "${version}"`);
  return version;
}

export function releaseDirOf(releasesDir: string, name: RemoteName, version: string): string {
  if (!isSafeVersion(version)) throw new ReleaseError(`"${version}" is not a valid version`);
  return path.join(releasesDir, name, version);
}

export async function exists(p: string): Promise<boolean> {
  try {
    await fs.access(p);
    return true;
  } catch {
    return false;
  }
}

/** Reads and validates `release.json` in a build or release folder. */
export async function readBuildInfo(dir: string, expectedName: RemoteName): Promise<BuildInfo> {
  const file = path.join(dir, BUILD_FILES.buildInfo);
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ReleaseError(`${file} is missing; build the remote first`);
    throw new ReleaseError(`${file} is unreadable: ${(error as Error).message}`);
  }
  const parsed = buildInfoSchema.safeParse(raw);
  if (!parsed.success) throw new ReleaseError(`${file} is invalid: ${parsed.error.message}`);
  if (parsed.data.name !== expectedName) {
    throw new ReleaseError(`${file} belongs to ${parsed.data.name}, not ${expectedName}`);
  }
  return parsed.data;
}

/** The remote entry's file name, from the federation manifest when it names one. */
export async function remoteEntryFileOf(dir: string): Promise<string> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(dir, BUILD_FILES.manifest), 'utf8')) as {
      metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
    };
    const entry = manifest.metaData?.remoteEntry;
    if (entry && typeof entry.name === 'string' && entry.name) {
      const folder = typeof entry.path === 'string' ? entry.path.replace(/^\/+|\/+$/g, '') : '';
      return folder ? `${folder}/${entry.name}` : entry.name;
    }
  } catch {
    // No readable manifest: webpack's default file name applies.
  }
  return REMOTE_ENTRY_FILE;
}

/** Published versions of a remote (folders under releases/<name>/), unordered. */
export async function publishedVersions(releasesDir: string, name: RemoteName): Promise<string[]> {
  try {
    const entries = await fs.readdir(path.join(releasesDir, name), { withFileTypes: true });
    return entries.filter((e) => e.isDirectory() && isSafeVersion(e.name)).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
