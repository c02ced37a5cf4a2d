import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteName, RemotesPointer } from '@storefront/shared-contracts';
import { remotesPointerSchema } from '@storefront/shared-contracts/schemas';
import { INTEGRITY_FILE, sriOf, type ReleaseIntegrity } from './integrity';
import { POINTER_FILE, readPointer, syncDir, writePointer } from './pointer-file';
import { exists, isSafeVersion } from './release-dir';

/**
 * Releases from an HTTP origin (`RELEASES_URL`: object storage behind a CDN, laid out exactly like a releases
 * folder). The edge mirrors it into its own `RELEASES_DIR` and serves from there, so everything else (static files,
 * the server render, preloads, the integrity check) works as with a shared folder:
 *
 * - every `pollMs` it reads `<origin>/remotes.json`;
 * - a pointer that names a release not mirrored yet: the release's `integrity.json` lists its files; each is
 *   fetched, checked against its hash, written to a temp folder, which is renamed into place once complete;
 * - only when every release the pointer names is here and verified is the pointer written (atomically), so the
 *   edge never serves a pointer whose files it does not have. Until then it keeps the previous one and logs why.
 *
 * Edges polling one origin switch within one poll interval of each other (plus the download of a new release).
 */
export interface OriginMirrorOptions {
  /** Base URL of the releases, without a trailing slash: `<url>/remotes.json`, `<url>/<remote>/<version>/...`. */
  url: string;
  releasesDir: string;
  log: FastifyBaseLogger;
  /** Per request to the origin. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface MirrorState {
  /** When the origin was last read successfully (null: never). */
  lastSyncAt: string | null;
  /** Why the last attempt failed; null when it succeeded. */
  lastError: string | null;
  /** The `updatedAt` of the pointer now mirrored. */
  pointerUpdatedAt: string | null;
}

const FILE_CONCURRENCY = 6;

/** The releases one pointer needs: every active version and every canary. */
function releasesNamed(pointer: RemotesPointer): { name: RemoteName; version: string }[] {
  const out = new Map<string, { name: RemoteName; version: string }>();
  for (const group of [pointer.remotes, pointer.canary ?? {}])
    for (const [name, entry] of Object.entries(group) as [RemoteName, { version: string } | undefined][])
      if (entry) out.set(`${name}/${entry.version}`, { name, version: entry.version });
  return [...out.values()];
}

/** A relative file path from integrity.json that stays inside its release folder. */
function isSafeRelativePath(rel: string): boolean {
  return (
    rel.length > 0 &&
    !rel.startsWith('/') &&
    !rel.includes('\\') &&
    rel.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

export function createOriginMirror({
  url,
  releasesDir,
  log,
  timeoutMs = 10_000,
  fetch: get = fetch,
}: OriginMirrorOptions) {
  const base = url.replace(/\/+$/, '');
  const state: MirrorState = { lastSyncAt: null, lastError: null, pointerUpdatedAt: null };
  let lastPointerText: string | null = null;
  let running: Promise<void> | null = null;

  async function fetchBytes(rel: string): Promise<Buffer> {
    const response = await get(`${base}/${rel}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`${base}/${rel} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  /** Downloads and verifies one release into `releasesDir/<name>/<version>/` (temp folder, then rename). */
  async function mirrorRelease(name: RemoteName, version: string): Promise<void> {
    if (!isSafeVersion(version)) throw new Error(`${name} names an unusable version "${version}"`);
    const target = path.join(releasesDir, name, version);
    if (await exists(path.join(target, INTEGRITY_FILE))) return;
    const manifestBytes = await fetchBytes(`${name}/${version}/${INTEGRITY_FILE}`);
    const manifest = JSON.parse(manifestBytes.toString('utf8')) as ReleaseIntegrity;
    const files = Object.entries(manifest?.files ?? {});
    if (files.length === 0) throw new Error(`${name} ${version}: its ${INTEGRITY_FILE} lists no files`);
    const unsafe = files.find(([rel]) => !isSafeRelativePath(rel));
    if (unsafe) throw new Error(`${name} ${version}: ${INTEGRITY_FILE} names an unsafe path "${unsafe[0]}"`);

    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(path.dirname(target), `.mirroring-${version}-${randomBytes(4).toString('hex')}`);
    try {
      const queue = [...files];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [rel, expected] = next;
          const bytes = await fetchBytes(`${name}/${version}/${rel}`);
          if (sriOf(bytes) !== expected)
            throw new Error(`INTEGRITY: ${name} ${version} ${rel} from the origin does not match its recorded hash`);
          await fs.mkdir(path.dirname(path.join(temp, rel)), { recursive: true });
          await fs.writeFile(path.join(temp, rel), bytes);
        }
      };
      await Promise.all(Array.from({ length: FILE_CONCURRENCY }, worker));
      await fs.writeFile(path.join(temp, INTEGRITY_FILE), manifestBytes);
      await fs.rename(temp, target);
      await syncDir(path.dirname(target));
      log.info({ remote: name, version, files: files.length }, `mirrored ${name} ${version} from ${base}`);
    } catch (error) {
      await fs.rm(temp, { recursive: true, force: true });
      // Another edge process on this folder (or an earlier attempt) completed it meanwhile.
      if (await exists(path.join(target, INTEGRITY_FILE))) return;
      throw error;
    }
  }

  async function syncOnce(): Promise<void> {
    try {
      const text = (await fetchBytes(POINTER_FILE)).toString('utf8');
      if (text !== lastPointerText) {
        const parsed = remotesPointerSchema.safeParse(JSON.parse(text));
        if (!parsed.success) throw new Error(`${base}/${POINTER_FILE} is invalid: ${parsed.error.message}`);
        const pointer = parsed.data;
        for (const { name, version } of releasesNamed(pointer)) await mirrorRelease(name, version);
        const local = await readPointer(releasesDir);
        if (local.status !== 'ok' || JSON.stringify(local.pointer) !== JSON.stringify(pointer)) {
          await writePointer(releasesDir, pointer);
          log.info({ updatedAt: pointer.updatedAt }, `release pointer from ${base} applied`);
        }
        lastPointerText = text;
        state.pointerUpdatedAt = pointer.updatedAt;
      }
      state.lastSyncAt = new Date().toISOString();
      if (state.lastError) log.info(`releases origin ${base} answers again`);
      state.lastError = null;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== state.lastError)
        log.error(
          { releasesUrl: base, problem: message },
          `RELEASES ORIGIN: ${message}; keeping the pointer this edge has (updated ${state.pointerUpdatedAt ?? 'never'})`,
        );
      state.lastError = message;
    }
  }

  /** One sync; concurrent calls share it. Never throws (a failure is logged and kept in `state`). */
  function sync(): Promise<void> {
    if (!running) running = syncOnce().finally(() => (running = null));
    return running;
  }

  return {
    state,
    sync,
    /** Syncs every `pollMs` until the returned function is called. */
    poll(pollMs: number): () => void {
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      const tick = async () => {
        await sync();
        if (!stopped) timer = setTimeout(tick, pollMs).unref();
      };
      timer = setTimeout(tick, pollMs).unref();
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
  };
}

export type OriginMirror = ReturnType<typeof createOriginMirror>;
