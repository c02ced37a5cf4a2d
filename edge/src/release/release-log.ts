import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@storefront/shared-contracts';

export const RELEASE_LOG_FILE = 'release-log.jsonl';

/** One line of `releases/release-log.jsonl`: every pointer change, appended under the pointer lock. */
export interface ReleaseLogEntry {
  at: string;
  actor: string;
  area: RemoteName;
  action: 'activate' | 'rollback' | 'canary' | 'promote' | 'abort' | 'disable' | 'enable';
  from: string | null;
  to: string | null;
  reason: string | null;
  percent?: number;
  storefront?: string;
}

export function releaseLogPath(releasesDir: string): string {
  return path.join(releasesDir, RELEASE_LOG_FILE);
}

/** Appends one entry and fsyncs it (called while holding the pointer lock, after the pointer is written). */
export async function appendReleaseLog(releasesDir: string, entry: ReleaseLogEntry): Promise<void> {
  const handle = await fs.open(releaseLogPath(releasesDir), 'a');
  try {
    await handle.appendFile(JSON.stringify(entry) + '\n', 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The log, oldest first; unreadable lines are skipped (the log is for people, the pointer is the truth). */
export async function readReleaseLog(releasesDir: string): Promise<ReleaseLogEntry[]> {
  let text: string;
  try {
    text = await fs.readFile(releaseLogPath(releasesDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries: ReleaseLogEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      entries.push(JSON.parse(line) as ReleaseLogEntry);
    } catch {
      // A torn or hand-edited line: skip it.
    }
  }
  return entries;
}
