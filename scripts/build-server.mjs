#!/usr/bin/env node
// Compiles a server package (api, edge) to the JavaScript production runs: `node dist/server.js`.
//
//   node ../scripts/build-server.mjs <name>=<entry.ts> ... [--copy <from>=<to>]   (run in the package folder)
//
// One CommonJS file per entry under dist/, with a source map. The workspace libraries (@storefront/*) ship
// as TypeScript source, like they do to the browser bundles, so they are bundled in; every other package
// stays a plain require() of node_modules. `--copy` copies a folder of runtime files (the api's SQL
// migrations) beside the bundle.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const args = process.argv.slice(2);
const entries = {};
const copies = [];
for (let i = 0; i < args.length; i++) {
  const [from, to] = (args[i] === '--copy' ? args[++i] : args[i]).split('=');
  if (!from || !to) {
    console.error('Usage: build-server.mjs <name>=<entry.ts> ... [--copy <from>=<to>]');
    process.exit(2);
  }
  if (args[i - 1] === '--copy') copies.push({ from, to });
  else entries[from] = to;
}

/** Bare imports stay requires of node_modules, except the workspace's own TypeScript libraries. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@storefront/') ? undefined : { path: args.path, external: true },
    );
  },
};

const outdir = path.resolve('dist');
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: entries,
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
for (const { from, to } of copies) cpSync(path.resolve(from), path.join(outdir, to), { recursive: true });
console.log(
  `built ${Object.keys(entries)
    .map((name) => `dist/${name}.js`)
    .join(', ')}`,
);
