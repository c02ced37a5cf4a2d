import { randomBytes } from 'node:crypto';
import { promises as fs, statSync } from 'node:fs';
import path from 'node:path';
import { type RemotesPointer } from '@storefront/shared-contracts';
import { remotesPointerSchema } from '@storefront/shared-contracts/schemas';

export const POINTER_FILE = 'remotes.json';

export type PointerStatus = 'ok' | 'missing' | 'invalid';

export interface PointerRead {
  pointer: RemotesPointer;
  status: PointerStatus;
  problem?: string;
}

export function emptyPointer(): RemotesPointer {
  return { remotes: {}, history: {}, updatedAt: new Date(0).toISOString() };
}

export function pointerPath(releasesDir: string): string {
  return path.join(releasesDir, POINTER_FILE);
}

const reading = new Map<string, Promise<PointerRead>>();

/**
 * Reads `remotes.json`; a missing or unreadable file is reported, never thrown. Callers that arrive while a
 * read is under way share it (the edge reads the pointer per page: under load one read serves many).
 * The answer is shared, so callers must not change it.
 */
export function readPointer(releasesDir: string): Promise<PointerRead> {
  const file = pointerPath(releasesDir);
  let read = reading.get(file);
  if (!read) {
    read = readPointerNow(releasesDir).finally(() => reading.delete(file));
    reading.set(file, read);
  }
  return read;
}

/** The parsed pointer per file, with the `stat` it was read under (inode, size, times). */
const parsedByFile = new Map<string, { signature: string; read: PointerRead }>();

/** What changes whenever the file does: a release writes a temp file and renames it (a new inode every time). */
function signatureOf(file: string): string | null {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}` : null;
}

/**
 * `readPointer` for the edge's pages (reading and parsing the file per page was a quarter of a cached
 * page's CPU): one synchronous `stat` per call, and the file read and parsed again only when its inode, size or
 * times changed. A release renames a new file over the pointer, so the next page after it sees it. Release
 * commands (read-modify-write under the lock) use `readPointer`, which always reads.
 */
export async function readPointerCached(releasesDir: string): Promise<PointerRead> {
  const file = pointerPath(releasesDir);
  let signature: string | null;
  try {
    signature = signatureOf(file);
  } catch {
    signature = null;
  }
  const known = parsedByFile.get(file);
  if (signature !== null && known?.signature === signature) return known.read;
  // Read after the stat: if the file changes in between, the next stat differs and it is read again.
  const read = await readPointer(releasesDir);
  if (signature === null) parsedByFile.delete(file);
  else parsedByFile.set(file, { signature, read });
  return read;
}

async function readPointerNow(releasesDir: string): Promise<PointerRead> {
  let text: string;
  try {
    text = await fs.readFile(pointerPath(releasesDir), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { pointer: emptyPointer(), status: 'missing' };
    return { pointer: emptyPointer(), status: 'invalid', problem: String(error) };
  }
  try {
    const parsed = remotesPointerSchema.safeParse(JSON.parse(text));
    if (parsed.success) return { pointer: parsed.data, status: 'ok' };
    return { pointer: emptyPointer(), status: 'invalid', problem: parsed.error.message };
  } catch (error) {
    return { pointer: emptyPointer(), status: 'invalid', problem: `not JSON: ${(error as Error).message}` };
  }
}

/**
 * Writes the pointer atomically and durably: a temp file in the same folder, fsynced, then renamed over the
 * pointer and the folder fsynced, so the edge never reads half a file and a crash never leaves an empty one.
 * Callers that read-modify-write hold the pointer lock (`pointer-lock.ts`).
 */
export async function writePointer(releasesDir: string, pointer: RemotesPointer): Promise<void> {
  const valid = remotesPointerSchema.parse(pointer);
  await fs.mkdir(releasesDir, { recursive: true });
  const target = pointerPath(releasesDir);
  const temp = path.join(releasesDir, `.${POINTER_FILE}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const handle = await fs.open(temp, 'w');
    try {
      await handle.writeFile(JSON.stringify(valid, null, 2) + '\n', 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, target);
    await syncDir(releasesDir);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

/** fsyncs a folder so a rename in it is durable (a no-op where folders cannot be opened, e.g. Windows). */
export async function syncDir(dir: string): Promise<void> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch {
    // Not supported on this platform: the rename is still atomic.
  } finally {
    await handle?.close();
  }
}
