import { execFile } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RemoteName, RemotesPointer } from '@storefront/shared-contracts';
import { ROOT, runDirs } from './run-env';

const execFileAsync = promisify(execFile);

/** The release pointer the edge under test serves (the run's scratch copy, never the developer's). */
export function remotesFile(): string {
  return path.join(runDirs().releasesDir, 'remotes.json');
}

export function readPointer(): RemotesPointer {
  return JSON.parse(readFileSync(remotesFile(), 'utf8')) as RemotesPointer;
}

export function activeRemote(name: RemoteName) {
  const active = readPointer().remotes[name];
  if (!active) throw new Error(`${name} is not active in ${remotesFile()}`);
  return active;
}

/**
 * Rewrites remotes.json and returns a function that puts the original bytes back. The edge reads the
 * file on every request, so the change is live at once.
 */
export function editPointer(edit: (pointer: RemotesPointer) => void): () => void {
  const file = remotesFile();
  const original = readFileSync(file, 'utf8');
  const pointer = JSON.parse(original) as RemotesPointer;
  edit(pointer);
  writeFileSync(file, `${JSON.stringify(pointer, null, 2)}\n`);
  return () => writeFileSync(file, original);
}

/** Runs the edge's `release` command against the run's releases dir. */
export async function release(...args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await execFileAsync('npm', ['run', '--silent', 'release', '-w', '@storefront/edge', '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: runDirs().releasesDir },
      timeout: 60_000,
    });
    return `${stdout}${stderr}`;
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`release ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
}

/**
 * Publishes a copy of `name`'s active release under a new version (as `release publish` lays it out),
 * lets `change` alter its files, and activates it. Returns a function that re-activates the original.
 */
export function activateVariant(name: RemoteName, hash: string, change: (dir: string) => void): () => void {
  const active = activeRemote(name);
  const remoteDir = path.join(runDirs().releasesDir, name);
  const info = JSON.parse(readFileSync(path.join(remoteDir, active.version, 'release.json'), 'utf8')) as { packageVersion: string };
  const version = `${info.packageVersion}-${hash}`;
  const dir = path.join(remoteDir, version);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(remoteDir, active.version), dir, { recursive: true });
  writeFileSync(path.join(dir, 'release.json'), `${JSON.stringify({ ...info, hash }, null, 2)}\n`);
  change(dir);
  return editPointer((pointer) => {
    pointer.remotes[name] = { ...active, version, entry: `/releases/${name}/${version}/remoteEntry.js` };
  });
}
