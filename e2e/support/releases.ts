import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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
    const { stdout, stderr } = await execFileAsync(
      'npm',
      ['run', '--silent', 'release', '-w', '@storefront/edge', '--', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, RELEASES_DIR: runDirs().releasesDir },
        timeout: 60_000,
      },
    );
    return `${stdout}${stderr}`;
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`release ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`, {
      cause: err,
    });
  }
}

/**
 * Publishes a copy of `name`'s active release under a new version `<packageVersion>-<hash>` (as `release
 * publish` lays it out: releases/<remote>/<version>/ with its release.json) and lets `change` alter its files.
 * Not activated: `release('activate', name, version)` or activateVariant() does that.
 */
export function publishVariant(
  name: RemoteName,
  hash: string,
  change: (dir: string) => void,
): { version: string; dir: string } {
  const active = activeRemote(name);
  const remoteDir = path.join(runDirs().releasesDir, name);
  const info = JSON.parse(readFileSync(path.join(remoteDir, active.version, 'release.json'), 'utf8')) as {
    packageVersion: string;
  };
  const version = `${info.packageVersion}-${hash}`;
  const dir = path.join(remoteDir, version);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(remoteDir, active.version), dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'release.json'),
    `${JSON.stringify({ ...info, hash, builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
  change(dir);
  rerecordIntegrity(dir);
  return { version, dir };
}

/**
 * Publishes a copy of `name`'s active release under a new version (see publishVariant), lets `change`
 * alter its files, and activates it. Returns a function that re-activates the original.
 */
export function activateVariant(name: RemoteName, hash: string, change: (dir: string) => void): () => void {
  const active = activeRemote(name);
  const { version } = publishVariant(name, hash, change);
  const integrity = recordedIntegrity(name, version, 'remoteEntry.js');
  return editPointer((pointer) => {
    pointer.remotes[name] = {
      ...active,
      version,
      entry: `/releases/${name}/${version}/remoteEntry.js`,
      ...(integrity ? { integrity } : {}),
    };
  });
}

/**
 * Replaces `from` by `to` in every file of a release (browser and server builds, or the browser build only) whose
 * name matches `fileName`, and rewrites the pre-compressed `.br` / `.gz` siblings the edge would otherwise serve.
 * Returns the changed files (relative to `dir`); throws when none contained `from`.
 */
export function replaceInRelease(
  dir: string,
  fileName: RegExp,
  from: string,
  to: string,
  { browserOnly = false }: { browserOnly?: boolean } = {},
): string[] {
  const originals = new Map<string, Buffer>();
  const serverDir = path.join(dir, 'server');
  const changed = replaceInFiles(
    dir,
    (name, full) => fileName.test(name) && !(browserOnly && full.startsWith(serverDir + path.sep)),
    from,
    to,
    originals,
  );
  if (!changed.length) throw new Error(`no file matching ${fileName} in ${dir} contains ${JSON.stringify(from)}`);
  // As a rebuild would: the scripts that load a changed browser chunk carry its new SRI (the remote entry's
  // chunk hashes), so the browser accepts it.
  for (const file of changed) {
    if (!file.endsWith('.js') || file.startsWith('server/')) continue;
    const before = sriOf(originals.get(file) as Buffer);
    replaceInFiles(dir, (name) => name.endsWith('.js'), before, sriOf(readFileSync(path.join(dir, file))));
  }
  rerecordIntegrity(dir);
  return changed;
}

const sriOf = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Replaces `from` by `to` in the files whose name passes `pick` (and their `.br` / `.gz`); the changed files. */
function replaceInFiles(
  dir: string,
  pick: (name: string, full: string) => boolean,
  from: string,
  to: string,
  originals = new Map<string, Buffer>(),
): string[] {
  const changed: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (pick(entry.name, full)) {
        const bytes = readFileSync(full);
        const text = bytes.toString('utf8');
        if (!text.includes(from)) continue;
        const next = Buffer.from(text.split(from).join(to));
        originals.set(path.relative(dir, full), bytes);
        writeFileSync(full, next);
        if (existsSync(`${full}.br`)) writeFileSync(`${full}.br`, brotliCompressSync(next));
        if (existsSync(`${full}.gz`)) writeFileSync(`${full}.gz`, gzipSync(next, { level: 9 }));
        changed.push(path.relative(dir, full));
      }
    }
  };
  walk(dir);
  return changed;
}

/** The SRI a release's integrity.json records for one of its files (undefined without one). */
export function recordedIntegrity(name: RemoteName, version: string, file: string): string | undefined {
  const json = path.join(runDirs().releasesDir, name, version, 'integrity.json');
  if (!existsSync(json)) return undefined;
  return (JSON.parse(readFileSync(json, 'utf8')) as { files: Record<string, string> }).files[file];
}

/** Re-records a release's integrity.json after its files changed, as publishing a rebuilt remote would. */
export function rerecordIntegrity(dir: string): void {
  const file = path.join(dir, 'integrity.json');
  if (!existsSync(file)) return;
  const files: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (child !== 'integrity.json')
        files[child] = `sha384-${createHash('sha384')
          .update(readFileSync(path.join(dir, child)))
          .digest('base64')}`;
    }
  };
  walk('');
  writeFileSync(file, `${JSON.stringify({ algorithm: 'sha384', files }, null, 2)}\n`);
}
