#!/usr/bin/env node
// Proves that one area builds on its own, so a team can release it alone: `lerna run build --scope
// @storefront/mf-product` rebuilds only that remote. Snapshots every other workspace's dist/ (relative path,
// size, mtime), runs the scoped build once, then checks that
//   - mf-product/dist was written by this build (its release.json's builtAt is after the start),
//   - no other dist/ changed (same file list, sizes and mtimes in shell and the other remotes),
//   - Lerna ran `build` for mf-product and only typecheck-only libraries it depends on (no shell, no remote).
// Prints one `scoped-build check: PASS|FAIL ...` line and exits 1 on FAIL. Needs a full build first
// (scripts/test.mjs runs it right after the Build step). About 20 s.
//
//   node scripts/check-scoped-build.mjs
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT, run } from './lib/processes.mjs';

const TARGET = '@storefront/mf-product';
/** Workspaces the scoped build may run `build` in: the target and its typecheck-only (noEmit) libraries. */
const ALLOWED_TASKS = new Set([TARGET, '@storefront/shared-contracts', '@storefront/shared-ui']);

function workspaces() {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return pkg.workspaces.map((dir) => ({
    dir,
    name: JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).name,
  }));
}

/** relative path -> "size:mtimeMs" for every file under dir. */
function snapshot(dir) {
  const files = new Map();
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const st = statSync(full);
        files.set(path.relative(dir, full), `${st.size}:${st.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return files;
}

function diff(before, after) {
  const changes = [];
  for (const [file, sig] of before) {
    if (!after.has(file)) changes.push(`-${file}`);
    else if (after.get(file) !== sig) changes.push(`~${file}`);
  }
  for (const file of after.keys()) if (!before.has(file)) changes.push(`+${file}`);
  return changes;
}

const problems = [];
const all = workspaces();
const target = all.find((ws) => ws.name === TARGET);
const others = all.filter((ws) => ws.name !== TARGET && existsSync(path.join(ROOT, ws.dir, 'dist')));
if (!others.some((ws) => ws.dir === 'shell'))
  problems.push('shell/dist is missing: run the full build (npx lerna run build) first');

const before = new Map(others.map((ws) => [ws.dir, snapshot(path.join(ROOT, ws.dir, 'dist'))]));
const started = Date.now();
const t0 = performance.now();
const result = await run('npx', ['lerna', 'run', 'build', '--scope', TARGET], { capture: true });
const seconds = ((performance.now() - t0) / 1000).toFixed(1);

if (result.code !== 0) problems.push(`the scoped build exited with code ${result.code}`);

// Lerna (Nx) announces each task as `> @storefront/name:build`.
const plain = stripVTControlCharacters(result.output);
const tasks = [...new Set([...plain.matchAll(/^>\s+(@storefront\/[\w-]+):build\s*$/gm)].map((m) => m[1]))];
if (!tasks.includes(TARGET)) problems.push(`Lerna did not report a ${TARGET}:build task`);
const extra = tasks.filter((name) => !ALLOWED_TASKS.has(name));
if (extra.length) problems.push(`the scoped build also built ${extra.join(', ')}`);

// webpack leaves files whose content did not change alone (compareBeforeEmit), so the build's own stamp
// is release.json's builtAt (rewritten on every build of a remote).
const releaseFile = path.join(ROOT, target.dir, 'dist', 'release.json');
if (!existsSync(path.join(ROOT, target.dir, 'dist', 'remoteEntry.js')))
  problems.push(`${target.dir}/dist/remoteEntry.js is missing after the build`);
if (!existsSync(releaseFile)) problems.push(`${target.dir}/dist/release.json is missing after the build`);
else {
  const builtAt = Date.parse(JSON.parse(readFileSync(releaseFile, 'utf8')).builtAt);
  if (!(builtAt >= started - 1000))
    problems.push(`${target.dir}/dist was not rebuilt (release.json builtAt ${new Date(builtAt).toISOString()})`);
}

const untouched = [];
for (const ws of others) {
  const dist = path.join(ROOT, ws.dir, 'dist');
  const changes = existsSync(dist) ? diff(before.get(ws.dir), snapshot(dist)) : ['dist/ removed'];
  if (changes.length)
    problems.push(
      `${ws.dir}/dist changed (${changes.length}: ${changes.slice(0, 5).join(', ')}${changes.length > 5 ? ', ...' : ''})`,
    );
  else untouched.push(`${ws.dir} (${before.get(ws.dir).size} files)`);
}

if (problems.length) {
  console.log(`scoped-build check: FAIL (${seconds} s)`);
  for (const p of problems) console.log(`  - ${p}`);
  process.exit(1);
}
console.log(
  `scoped-build check: PASS in ${seconds} s: \`lerna run build --scope ${TARGET}\` rebuilt ${target.dir}/dist ` +
    `(tasks: ${tasks.join(', ')}) and left untouched: ${untouched.join(', ')}`,
);
