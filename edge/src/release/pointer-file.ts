import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
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

/** Reads `remotes.json`; a missing or unreadable file is reported, never thrown. */
export async function readPointer(releasesDir: string): Promise<PointerRead> {
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
 * Writes the pointer atomically: a temp file in the same folder, then rename, so the edge never
 * reads half a file.
 */
export async function writePointer(releasesDir: string, pointer: RemotesPointer): Promise<void> {
  const valid = remotesPointerSchema.parse(pointer);
  await fs.mkdir(releasesDir, { recursive: true });
  const target = pointerPath(releasesDir);
  const temp = path.join(releasesDir, `.${POINTER_FILE}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await fs.writeFile(temp, JSON.stringify(valid, null, 2) + '\n', 'utf8');
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}
