import path from 'node:path';
import { findRepoRoot } from '../repo-root';

/** Where the release command works; tests point it at temp folders. */
export interface ReleaseContext {
  /** Monorepo root: remote builds are read from `<rootDir>/<package folder>/dist`. */
  rootDir: string;
  releasesDir: string;
  /** The shell's browser build, whose shared-versions.json a release's singletons are checked against. */
  shellDir: string;
  now?: () => Date;
  /** Who runs the command, for the release log (`RELEASE_ACTOR`; else the OS user). */
  actor?: string;
  /** Why (`--reason`), for the release log. */
  reason?: string;
}

export function defaultReleaseContext(env: NodeJS.ProcessEnv = process.env): ReleaseContext {
  const rootDir = findRepoRoot(__dirname);
  return {
    rootDir,
    releasesDir: path.resolve(env.RELEASES_DIR || path.join(rootDir, 'releases')),
    shellDir: path.resolve(env.SHELL_DIR || path.join(rootDir, 'shell', 'dist')),
    ...(env.RELEASE_ACTOR ? { actor: env.RELEASE_ACTOR } : {}),
  };
}

export function nowIso(ctx: ReleaseContext): string {
  return (ctx.now ? ctx.now() : new Date()).toISOString();
}
