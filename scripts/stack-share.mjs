#!/usr/bin/env node
// What the shell's JavaScript a page boots with is made of, package by package: how much of it is the shared stack
// (React DOM, Redux Toolkit, React Router, styled-components, the federation runtime...) and how much the shop's
// own code. Each script's gzip -9 size is split among the packages of its modules in proportion to their size
// before minification (webpack's stats know no minified size per module), so a figure is an estimate to a few
// hundred bytes; the scripts' total is exact.
//
//   (cd shell && npx webpack --mode production --stats detailed --json /tmp/shell-stats.json)
//   npm run bench:js -w @storefront/e2e -- http://127.0.0.1:3000/collections/all > /tmp/page-js.txt
//   node scripts/stack-share.mjs /tmp/shell-stats.json /tmp/page-js.txt
//
// The second file is page-js-cli's listing of one page (or any text naming `/shell/<file>.js`): the shell files
// in it are the ones counted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/processes.mjs';

const [statsFile, pageFile] = process.argv.slice(2);
if (!statsFile || !pageFile) {
  console.error('Usage: node scripts/stack-share.mjs <shell webpack stats.json> <page-js listing>');
  process.exit(2);
}
const SHELL_DIST = path.join(ROOT, 'shell', 'dist');

const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
const browser = stats.children?.find((child) => child.name === 'browser') ?? stats;
if (!browser.modules) {
  console.error(`${statsFile} lists no modules: build with --stats detailed`);
  process.exit(2);
}

/** The package a module belongs to: an installed package, one of the workspace's, or the shell's own code. */
function packageOf(name) {
  const installed = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  if (installed) return installed[1];
  if (/^\.\/src\//.test(name)) return 'shell (own code)';
  const workspace = /^\.\.\/([^/]+)\//.exec(name);
  if (workspace) return `@storefront/${workspace[1]}`;
  return name.startsWith('webpack') ? 'webpack runtime' : name;
}

const filesOfChunk = new Map(
  browser.chunks.map((chunk) => [
    chunk.id,
    (chunk.files ?? []).filter((file) => file.endsWith('.js')).map((file) => path.basename(file)),
  ]),
);
/** Script file -> package -> bytes before minification. */
const byFile = new Map();
function count(module, chunks) {
  // A concatenated module lists the modules it was made of.
  if (module.modules?.length) {
    for (const inner of module.modules) count(inner, chunks);
    return;
  }
  const pkg = packageOf(module.name ?? module.identifier ?? '?');
  for (const id of chunks)
    for (const file of filesOfChunk.get(id) ?? []) {
      const parts = byFile.get(file) ?? new Map();
      parts.set(pkg, (parts.get(pkg) ?? 0) + (module.size ?? 0));
      byFile.set(file, parts);
    }
}
for (const module of browser.modules) count(module, module.chunks ?? []);

const files = [...new Set([...readFileSync(pageFile, 'utf8').matchAll(/\/shell\/(\S+?\.js)\b/g)].map((m) => m[1]))];
const shares = new Map();
let total = 0;
for (const file of files) {
  const gzip = gzipSync(readFileSync(path.join(SHELL_DIST, file)), { level: 9 }).length;
  total += gzip;
  const parts = byFile.get(file);
  if (!parts) {
    shares.set(`${file} (not in the stats: another build?)`, gzip);
    continue;
  }
  const before = [...parts.values()].reduce((sum, size) => sum + size, 0) || 1;
  for (const [pkg, size] of parts) shares.set(pkg, (shares.get(pkg) ?? 0) + (gzip * size) / before);
}
const KiB = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
console.log(`${files.length} shell scripts, ${KiB(total).trim()} KiB gzip -9`);
for (const [pkg, gzip] of [...shares].sort((a, b) => b[1] - a[1]))
  if (gzip >= 200) console.log(`${KiB(gzip)} KiB ${((100 * gzip) / total).toFixed(0).padStart(3)} %  ${pkg}`);
