import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Repository root (this file is e2e/support/run-env.ts). */
export const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Dedicated ports, so a suite run never collides with a dev shop on 3000/4000 (`E2E_EDGE_PORT` and
 * `E2E_API_PORT` move them, e.g. for a second checkout running its suite at the same time).
 */
export const E2E_EDGE_PORT = Number(process.env.E2E_EDGE_PORT ?? 3100);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_EDGE_PORT}`;
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
/**
 * A second edge (same build, same api) that serves the releases the release specs publish, activate and break
 * (`support/release-test.ts`), so the other specs may run at the same time on the first one. Default: the edge
 * port + 1 (`E2E_RELEASE_EDGE_PORT` moves it).
 */
export const E2E_RELEASE_EDGE_PORT = Number(process.env.E2E_RELEASE_EDGE_PORT ?? E2E_EDGE_PORT + 1);
export const E2E_RELEASE_BASE_URL = `http://127.0.0.1:${E2E_RELEASE_EDGE_PORT}`;
/**
 * The suite's mail catcher (scripts/mail-catcher.mjs): SMTP for the api, HTTP for the specs. By default they
 * move with the edge port (3100 -> 2500 and 2570, 3110 -> 2510 and 2580), so suites on other ports do not collide.
 */
const PORT_OFFSET = E2E_EDGE_PORT - 3100;
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2500 + PORT_OFFSET);
export const E2E_MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 2570 + PORT_OFFSET);
export const E2E_MAIL_URL = `http://127.0.0.1:${E2E_MAIL_PORT}`;

/** Set by the runner for itself and its workers: the scratch dir of this run. */
const RUN_DIR_ENV = 'SF_E2E_RUN_DIR';

export interface RunDirs {
  runDir: string;
  /** Copy of the published releases that the release edge serves; the release specs edit it. */
  releasesDir: string;
  /** Copy of the published releases that the edge of every other spec serves; never edited. */
  shopReleasesDir: string;
  /** Fresh PGlite data dir for the api under test. */
  dataDir: string;
}

function dirsOf(runDir: string): RunDirs {
  return {
    runDir,
    releasesDir: path.join(runDir, 'releases'),
    shopReleasesDir: path.join(runDir, 'shop-releases'),
    dataDir: path.join(runDir, 'data'),
  };
}

/**
 * Prepares the run's scratch dir once (in the runner; workers inherit the env var and reuse it):
 * a fresh data dir and two copies of the published releases (RELEASES_DIR or <root>/releases), one per edge.
 * Keyed by port, so a rerun replaces the previous run's leftovers instead of piling them up.
 */
export function prepareRunDirs(): RunDirs {
  const existing = process.env[RUN_DIR_ENV];
  if (existing) return dirsOf(existing);

  const runDir = path.join(os.tmpdir(), `storefront-e2e-${E2E_EDGE_PORT}`);
  const dirs = dirsOf(runDir);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(dirs.dataDir, { recursive: true });

  const published = process.env.RELEASES_DIR ?? path.join(ROOT, 'releases');
  if (existsSync(path.join(published, 'remotes.json'))) {
    cpSync(published, dirs.releasesDir, { recursive: true });
    cpSync(published, dirs.shopReleasesDir, { recursive: true });
  } else {
    mkdirSync(dirs.releasesDir, { recursive: true });
    mkdirSync(dirs.shopReleasesDir, { recursive: true });
    process.stderr.write(
      `[e2e] No published releases at ${published}. Build and publish first:\n` +
        '      npx lerna run build && npm run release -w @storefront/edge -- publish-all --activate\n',
    );
  }
  process.env[RUN_DIR_ENV] = runDir;
  return dirs;
}

/** The dirs of the current run, for specs (the runner prepared them before starting the servers). */
export function runDirs(): RunDirs {
  const existing = process.env[RUN_DIR_ENV];
  if (!existing) throw new Error(`${RUN_DIR_ENV} is not set: run the specs through playwright.config.ts`);
  return dirsOf(existing);
}
