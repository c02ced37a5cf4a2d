import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { test as shopTest, expect, newShopContext } from './test';
import { E2E_RELEASE_BASE_URL, runDirs } from './run-env';

/**
 * The test of the specs that publish, activate, roll back or break releases (`support/releases.ts`). They run
 * on the release edge (E2E_RELEASE_BASE_URL, which serves `runDirs().releasesDir`), never on the shop's edge,
 * so a spec running beside them in the other worker never sees their releases. One of them at a time: each
 * test holds the release edge's lock from its start to its end (the time it waits for it is added to its
 * timeout).
 */
export const test = shopTest.extend<{ releaseEdgeLock: void }>({
  baseURL: E2E_RELEASE_BASE_URL,
  releaseEdgeLock: [
    async ({ baseURL }, use, testInfo) => {
      if (baseURL !== E2E_RELEASE_BASE_URL) throw new Error(`release specs run on the release edge, not ${baseURL}`);
      // No timeout while waiting (the other worker's release spec may hold the lock for minutes), then the test's
      // own timeout plus the wait, so the test gets its whole budget after it.
      const timeout = testInfo.timeout;
      testInfo.setTimeout(0);
      const waited = await acquireLock();
      testInfo.setTimeout(timeout + waited);
      try {
        await use();
      } finally {
        releaseLock();
      }
    },
    { auto: true },
  ],
});

/** A further browser context on the release edge, with the shop's defaults (see newShopContext). */
export function newReleaseContext(browser: Browser, options: BrowserContextOptions = {}) {
  return newShopContext(browser, { baseURL: E2E_RELEASE_BASE_URL, ...options });
}

const lockDir = () => path.join(runDirs().runDir, 'release-edge.lock');

/** Takes the lock (mkdir is atomic), waiting while another worker holds it; returns the ms waited. */
async function acquireLock(): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lockDir());
      writeFileSync(path.join(lockDir(), 'pid'), String(process.pid));
      return Date.now() - started;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (!holderAlive()) rmSync(lockDir(), { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether the worker that holds the lock still runs (a crashed worker's lock is taken over). */
function holderAlive(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(lockDir(), 'pid'), 'utf8'));
  } catch {
    // The holder has made the dir but not yet written its pid (or has just let go).
    return true;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

function releaseLock(): void {
  rmSync(lockDir(), { recursive: true, force: true });
}

export { expect };
