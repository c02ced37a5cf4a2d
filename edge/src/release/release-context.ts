import path from 'node:path';
import { findRepoRoot } from '../repo-root';

/** Where the release command works; tests point it at temp folders. */
export interface ReleaseContext {
  /** Monorepo root: remote builds are read from `<rootDir>/<package folder>/dist`. */
  rootDir: string;
  releasesDir: string;
  now?: () => Date;
}

export function defaultReleaseContext(env: NodeJS.ProcessEnv = process.env): ReleaseContext {
  const rootDir = findRepoRoot(__dirname);
  return { rootDir, releasesDir: path.resolve(env.RELEASES_DIR || path.join(rootDir, 'releases')) };
}

export function nowIso(ctx: ReleaseContext): string {
  return (ctx.now ? ctx.now() : new Date()).toISOString();
}
