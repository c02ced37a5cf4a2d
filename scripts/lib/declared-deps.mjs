// Which packages each workspace (and the root's scripts and configs) imports without declaring them in its own
// package.json, and which imports reach into a package's `dist/` instead of its public entry. npm's hoisting
// hides an undeclared import until a fresh install lays node_modules out differently, so this is checked by a
// test (scripts/declared-deps.test.mjs, part of `npm test`). Needs TypeScript installed: its preProcessFile
// finds every import, export-from, require() and import() of a file, comments and strings aside.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { ROOT } from './processes.mjs';

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

/** `@scope/name/sub/path` -> `@scope/name`; `name/sub` -> `name`; relative, absolute and builtins -> null. */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** A module resolved by name without importing it: `require.resolve(<name>)`, build-tools' `resolveModule(<name>)`. */
const RESOLVED = /\b(?:require\.resolve|resolveModule)\(\s*['"]([^'"]+)['"]/g;

/** Every module specifier a source file names (static and dynamic imports, re-exports, require, resolve). */
export function specifiersOf(text, ts) {
  return [
    ...ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName),
    ...[...text.matchAll(RESOLVED)].map((m) => m[1]),
  ];
}

function manifest(dir) {
  return JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
}

/** Module Federation remotes a package consumes (`mf_product/area`): names in its webpack config, not packages. */
function federatedRemotes() {
  const remotes = new Set();
  for (const dir of manifest('.').workspaces) {
    const name = manifest(dir).name.replace(/^@storefront\//, '');
    if (name.startsWith('mf-')) remotes.add(name.replace(/-/g, '_'));
  }
  remotes.add('shell');
  return remotes;
}

/** Tracked and new (not ignored) files under dir, relative to the root. */
function filesOf(dir) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', dir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return out.split('\n').filter((f) => SOURCE.test(f) && !f.endsWith('.d.ts'));
}

/**
 * @returns {{ undeclared: Array<{ owner: string, pkg: string, file: string }>, distImports: Array<{ file: string, specifier: string }> }}
 */
export function scanDeclaredDeps() {
  const ts = createRequire(path.join(ROOT, 'package.json'))('typescript');
  const workspaces = manifest('.').workspaces;
  const remotes = federatedRemotes();
  const undeclared = [];
  const distImports = [];
  const owners = [
    ...workspaces.map((dir) => ({ dir, files: filesOf(dir) })),
    // The root's own code: scripts/ and the config files beside package.json.
    { dir: '.', files: filesOf('.').filter((f) => !f.includes('/') || f.startsWith('scripts/')) },
  ];
  for (const { dir, files } of owners) {
    const pkg = manifest(dir);
    const declared = new Set([
      pkg.name,
      ...Object.keys(pkg.dependencies ?? {}),
      ...Object.keys(pkg.devDependencies ?? {}),
      ...Object.keys(pkg.peerDependencies ?? {}),
      ...Object.keys(pkg.optionalDependencies ?? {}),
    ]);
    for (const file of files) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const specifier of specifiersOf(text, ts)) {
        const name = packageOf(specifier);
        if (!name) continue;
        if (/(^|\/)dist(\/|$)/.test(specifier.slice(name.length))) distImports.push({ file, specifier });
        if (remotes.has(name) && !declared.has(name)) continue;
        if (!declared.has(name)) undeclared.push({ owner: pkg.name, pkg: name, file });
      }
    }
  }
  return { undeclared, distImports };
}
