import { createRequire } from 'node:module';
import path from 'node:path';

/** CommonJS resolution from build-tools: webpack takes loaders, plugins and runtime files by absolute path. */
export const resolveModule: (request: string) => string = createRequire(import.meta.url).resolve;

/** build-tools/src. */
export const BUILD_TOOLS_SRC = import.meta.dirname;

/** The repository root (workspaces, node_modules). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
