import fs from 'node:fs';
import path from 'node:path';

/** The monorepo root: the nearest folder above `start` that holds lerna.json. */
export function findRepoRoot(start: string = __dirname): string {
  let dir = path.resolve(start);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'lerna.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No lerna.json found above ${start}`);
    dir = parent;
  }
}
