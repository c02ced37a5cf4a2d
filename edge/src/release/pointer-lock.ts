import { promises as fs } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { POINTER_FILE } from './pointer-file';
import { ReleaseError } from './release-error';

export const LOCK_FILE = `.${POINTER_FILE}.lock`;

export interface LockOptions {
  /** Give up waiting after this long (default 15 s). */
  timeoutMs?: number;
  /** A lock older than this is taken to belong to a crashed command and is broken (default 60 s). */
  staleMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn` holding the releases folder's pointer lock: a lock file created exclusively (`O_CREAT|O_EXCL`,
 * atomic on local disks and NFSv3+), removed afterwards. Concurrent release commands queue on it, so each
 * read-modify-write of `remotes.json` sees the previous one's result.
 */
export async function withPointerLock<T>(releasesDir: string, fn: () => Promise<T>, options: LockOptions = {}) {
  const { timeoutMs = 15_000, staleMs = 60_000 } = options;
  await fs.mkdir(releasesDir, { recursive: true });
  const lockPath = path.join(releasesDir, LOCK_FILE);
  const giveUpAt = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await fs.open(lockPath, 'wx');
      await handle.writeFile(JSON.stringify({ pid: process.pid, host: hostname(), at: new Date().toISOString() }));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await fs.stat(lockPath).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > staleMs) {
        await fs.rm(lockPath, { force: true });
        continue;
      }
      if (Date.now() > giveUpAt) {
        const holder = await fs.readFile(lockPath, 'utf8').catch(() => '?');
        throw new ReleaseError(
          `another release command holds ${LOCK_FILE} (${holder}); nothing was changed, try again ` +
            `(a lock older than ${staleMs / 1000} s is broken automatically)`,
        );
      }
      await sleep(Math.min(200, 10 + attempt * 10 + Math.random() * 20));
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lockPath, { force: true });
  }
}
