import { existsSync } from 'node:fs';
import path from 'node:path';

/** The monorepo root: the nearest folder at or above `from` that holds lerna.json. */
export function findRepoRoot(from: string = __dirname): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'lerna.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No lerna.json found at or above ${from}`);
    dir = parent;
  }
}
