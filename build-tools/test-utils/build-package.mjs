// Builds a package in production mode through its webpack.config.ts, as `webpack --mode production` does, and
// prints one JSON line: for each variant (server, browser) the number of modules built (not restored from the
// persistent cache), and the sha256 of every file in dist/ (release.json without its `builtAt`).
//   node build-tools/test-utils/build-package.mjs <package dir> [--no-cache]
// `--no-cache` builds as from a fresh clone with nothing cached and nothing written to the cache.
//   node build-tools/test-utils/build-package.mjs --validate <package dir>...
// only checks each package's production and dev configs against webpack's schema and prints `valid`.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

const configOf = async (dir) => (await import(pathToFileURL(path.join(dir, 'webpack.config.ts')).href)).default;

if (process.argv[2] === '--validate') {
  for (const dir of process.argv.slice(3)) {
    const configFn = await configOf(dir);
    // Production builds skip webpack's own check (`validate: false`); this is it.
    for (const configs of [configFn({}, { mode: 'production' }), configFn({ dev: true }, {})])
      webpack.validate(configs.map(({ validate: _skipped, ...config }) => config));
  }
  console.log('valid');
  process.exit(0);
}

const [dir, ...flags] = process.argv.slice(2);

const configs = (await configOf(dir))({}, { mode: 'production' }).map((config) =>
  flags.includes('--no-cache') ? { ...config, cache: false } : config,
);
const stats = await new Promise((resolve, reject) => {
  const compiler = webpack(configs);
  compiler.run((err, result) =>
    compiler.close((closeErr) => (err || closeErr ? reject(err ?? closeErr) : resolve(result))),
  );
});
if (stats.hasErrors()) {
  console.error(stats.toString('errors-only'));
  process.exit(1);
}
const built = Object.fromEntries(
  stats.stats.map((s) => [
    s.compilation.name,
    [...s.compilation.modules].filter((m) => s.compilation.builtModules.has(m)).length,
  ]),
);
const out = path.join(dir, 'dist');
const files = {};
for (const name of fs.readdirSync(out, { recursive: true }).sort()) {
  const file = path.join(out, name);
  if (!fs.statSync(file).isFile()) continue;
  let bytes = fs.readFileSync(file);
  if (name === 'release.json') {
    const { builtAt: _builtAt, ...rest } = JSON.parse(bytes.toString());
    bytes = Buffer.from(JSON.stringify(rest));
  }
  files[name] = createHash('sha256').update(bytes).digest('hex');
}
console.log(JSON.stringify({ built, files }));
