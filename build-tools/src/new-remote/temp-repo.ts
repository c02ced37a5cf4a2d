/**
 * A throwaway copy of the repository for the generator's test: the packages a new remote is built from
 * (build-tools, shared-contracts, shared-ui) and the edge (its release command), with a node_modules of
 * links into the real one, except `@storefront/*`, which point at the copies. Generating, building and
 * publishing there leaves the real repository untouched.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PACKAGES = ['build-tools', 'shared-contracts', 'shared-ui', 'edge'];
const ROOT_FILES = [
  'package.json',
  'lerna.json',
  'nx.json',
  'tsconfig.base.json',
  '.prettierrc.json',
  '.prettierignore',
  'eslint.config.mjs',
];
const SKIPPED = new Set(['dist', 'dist-dev', '.swc', 'coverage']);

/** Copies a package's files; its own node_modules becomes a link to the real one. */
function copyPackage(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.name === 'node_modules') fs.symlinkSync(source, target);
    else if (entry.isDirectory()) copyPackage(source, target);
    else fs.copyFileSync(source, target);
  }
}

function linkNodeModules(realRoot: string, root: string): void {
  const modules = path.join(root, 'node_modules');
  fs.mkdirSync(path.join(modules, '@storefront'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(realRoot, 'node_modules'))) {
    if (entry !== '@storefront') fs.symlinkSync(path.join(realRoot, 'node_modules', entry), path.join(modules, entry));
  }
  for (const pkg of PACKAGES) fs.symlinkSync(path.join(root, pkg), path.join(modules, '@storefront', pkg));
}

export interface TempRepo {
  root: string;
  /**
   * Runs a binary of node_modules/.bin (or node) in a folder of the copy and answers its output (stdout, then
   * stderr); throws with the output when it fails.
   */
  run(command: string, args: string[], options?: { cwd?: string; env?: NodeJS.ProcessEnv }): string;
  remove(): void;
}

export function createTempRepo(realRoot: string): TempRepo {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-remote-'));
  for (const file of ROOT_FILES) fs.copyFileSync(path.join(realRoot, file), path.join(root, file));
  for (const pkg of PACKAGES) copyPackage(path.join(realRoot, pkg), path.join(root, pkg));
  linkNodeModules(realRoot, root);
  return {
    root,
    run(command, args, options = {}) {
      const binary = command === 'node' ? process.execPath : path.join(root, 'node_modules', '.bin', command);
      const result = spawnSync(binary, args, {
        cwd: path.join(root, options.cwd ?? ''),
        env: { ...process.env, ...options.env },
        encoding: 'utf8',
      });
      const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
      if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${output}`);
      return output;
    },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
