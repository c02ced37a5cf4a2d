/**
 * The one webpack + Module Federation config factory. A remote declares only its name and exposes:
 *
 *   module.exports = createRemoteConfig({ dir: __dirname, name: 'mf_catalog', exposes: { './area': './src/exposes/area.ts' } });
 *
 * Shared singletons, the shared federation runtime, loaders, hashing and the release info come from here.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const { sharedConfig, sharedVersions, root } = require('./shared-singletons');
const { ReleaseInfoPlugin } = require('./release-info-plugin');

const WORKSPACE_SOURCES = [path.join(root, 'shared-contracts', 'src'), path.join(root, 'shared-ui', 'src')];

function contractVersion() {
  const source = fs.readFileSync(path.join(root, 'shared-contracts', 'src', 'version.ts'), 'utf8');
  const match = /CONTRACT_VERSION = '([^']+)'/.exec(source);
  if (!match) throw new Error('CONTRACT_VERSION not found in shared-contracts/src/version.ts');
  return match[1];
}

function swcRule(dir, production) {
  return {
    test: /\.[jt]sx?$/,
    include: [path.join(dir, 'src'), ...WORKSPACE_SOURCES, path.join(__dirname, '..', 'standalone')],
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
          // Stable component ids from the file path: the server render and the browser agree on class names.
          experimental: {
            plugins: [
              [require.resolve('@swc/plugin-styled-components'), { displayName: !production, ssr: true, pure: true }],
            ],
          },
        },
      },
    },
  };
}

/** Message files (`src/i18n/en.json`, regional `en-uk.json`, ...) are compiled to ICU ASTs at build time. */
function messagesRule() {
  return {
    test: /[\\/]i18n[\\/](en|de|nl|fr)(-[a-z]{2})?\.json$/,
    type: 'json',
    use: [require.resolve('./messages-loader')],
  };
}

/**
 * The browser host ships react-intl without the ICU parser: every message is compiled (see
 * messagesRule), so parsing at runtime never happens.
 */
function withoutIcuParser() {
  return { '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js') };
}

/**
 * The federation runtime module asks for the entry's filename before chunk hashes exist, only to know
 * the output directory depth; answer it without the hash then, with the content hash for the real asset.
 */
function hashedEntryFilename(pathData) {
  const hashes = pathData.chunk && pathData.chunk.contentHash;
  return hashes && hashes.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

function baseConfig({ dir, mode, publicPath, uniqueName }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    // Modern output, webpack's runtime included: every browser the shop supports runs ES2020.
    target: ['web', 'es2020'],
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName,
      filename: production ? hashedEntryFilename : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: { rules: [swcRule(dir, production), messagesRule()] },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // Not `module: true`: remote entries are classic scripts whose top-level `var` is the container.
      minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } } },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The host build sharing the federation runtime (TOOLCHAIN.md): alias the CommonJS copy of the
 * external-runtime plugin to its ESM build so the runtime is bundled once.
 */
function externalRuntimeAlias() {
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return { [cjs]: cjs.replace(/index\.cjs$/, 'index.js') };
}

/**
 * `disableSnapshot` drops the runtime's snapshot plugin, but runtime-core still builds a SnapshotHandler
 * (with manifest-to-snapshot conversion and preload planning, ~2 KB gzipped in every page's main.js) that
 * only `preloadRemote` uses. In the browser host its constructor gets a small stand-in instead
 * (federation-snapshot-stub.js); the rest of the module stays where the runtime imports it. A runtime-core
 * release that moves these files fails this build rather than shipping the old weight.
 */
function withoutSnapshotHandler(webpack) {
  const dist = path.dirname(require.resolve('@module-federation/runtime-core'));
  const files = {
    core: path.join(dist, 'core.js'),
    handler: path.join(dist, 'plugins', 'snapshot', 'SnapshotHandler.js'),
    disabled: path.join(dist, 'plugins', 'snapshot', 'disabled.js'),
  };
  for (const file of Object.values(files))
    if (!fs.existsSync(file))
      throw new Error(`@module-federation/runtime-core has no ${file}: revisit withoutSnapshotHandler`);
  const stub = path.join(__dirname, 'federation-snapshot-stub.js');
  return {
    alias: { '@module-federation/runtime-core/dist/plugins/snapshot/disabled.js$': files.disabled },
    plugin: new webpack.NormalModuleReplacementPlugin(/[\\/]snapshot[\\/]SnapshotHandler\.js$/, (resource) => {
      if (resource.contextInfo && resource.contextInfo.issuer === files.core) resource.request = stub;
    }),
  };
}

const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin');

/**
 * The browser's federation runtime without what this shop never uses: remotes are registered by their
 * remoteEntry.js, never resolved through manifest snapshots, and it only ever runs in a browser.
 */
const BROWSER_RUNTIME = { disableSnapshot: true, target: 'web' };

/**
 * The Node build beside a browser build (server rendering): `dist/server/`, target async-node, CommonJS
 * container, the node federation runtime plugin. Not minified: readable stack traces, size is no concern.
 * Its publicPath is empty on purpose: the node runtime then resolves chunks next to the remote entry it
 * was loaded from, so one build serves from whatever release folder it is published to.
 */
function serverVariant(config, dir) {
  return {
    ...config,
    name: 'server',
    target: 'async-node',
    output: {
      ...config.output,
      path: path.join(dir, 'dist', 'server'),
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
      library: { type: 'commonjs-module' },
    },
    optimization: { ...config.optimization, minimize: false },
    // Leave node's createRequire alone (webpack would replace a call with a computed path by undefined).
    module: { ...config.module, parser: { javascript: { createRequire: false } } },
  };
}

/**
 * Brotli (best) and gzip (level 9) copies of every browser script beside it, made once at build time: the
 * edge serves them as they are (a CDN would too) instead of compressing each response on the fly, which
 * costs CPU on every request and gives bigger files.
 */
function precompressed() {
  const test = /\.(js|css)$/;
  return [
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 0,
      minRatio: 1,
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

/** The browser build runs after the server build and keeps its files (and hashes them into the release). */
function browserVariant(config) {
  const production = config.mode === 'production';
  return {
    ...config,
    name: 'browser',
    dependencies: ['server'],
    output: { ...config.output, clean: { keep: /^server[\\/]/ } },
    plugins: [...(config.plugins ?? []), ...(production ? precompressed() : [])],
  };
}

/**
 * The shell (host): provides the singletons and the federation runtime; registers remotes at runtime.
 * Two builds: the browser app, and `dist/server/render.js` that the edge calls to render a page.
 */
function createHostConfig({ dir, name = 'shell' }, argv = {}) {
  const pkg = require(path.join(dir, 'package.json'));
  const server = serverVariant(baseConfig({ dir, mode: argv.mode, publicPath: '', uniqueName: `${name}_server` }), dir);
  server.entry = { render: './src/server/index.ts' };
  server.plugins = [
    new ModuleFederationPlugin({
      name,
      shared: sharedConfig({ provide: true }),
      dts: false,
      manifest: false,
      shareStrategy: 'loaded-first',
      runtimePlugins: [NODE_RUNTIME_PLUGIN, path.join(dir, 'src', 'server', 'releases-runtime-plugin.ts')],
    }),
  ];
  const config = baseConfig({ dir, mode: argv.mode, publicPath: '/shell/', uniqueName: name });
  const snapshot = withoutSnapshotHandler(require('webpack'));
  config.resolve.alias = { ...externalRuntimeAlias(), ...withoutIcuParser(), ...snapshot.alias };
  config.plugins = [
    new ModuleFederationPlugin({
      name,
      shared: sharedConfig({ provide: true }),
      dts: false,
      manifest: false,
      shareStrategy: 'loaded-first',
      experiments: { provideExternalRuntime: true, optimization: BROWSER_RUNTIME },
      runtimePlugins: [path.join(dir, 'src', 'federation', 'runtime-plugin.ts')],
    }),
    new ReleaseInfoPlugin({
      kind: 'host',
      name,
      packageVersion: pkg.version,
      contractVersion: contractVersion(),
      sharedVersions: sharedVersions(),
    }),
    snapshot.plugin,
  ];
  return [server, browserVariant(config)];
}

/**
 * A remote: exposes its area module; never bundles the singletons; uses the shell's federation runtime.
 * With `--env standalone` (what `npm start -w <remote>` uses) it builds as its own host instead, mounting
 * its area through the standalone harness so its team can work on it alone.
 */
function createRemoteConfig({ dir, name, exposes, devPort }, env = {}, argv = {}) {
  const pkg = require(path.join(dir, 'package.json'));
  if (env.standalone) return createStandaloneConfig({ dir, name, devPort }, argv);
  const server = serverVariant(baseConfig({ dir, mode: argv.mode, publicPath: '', uniqueName: `${name}_server` }), dir);
  server.entry = {};
  server.plugins = [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedConfig({ provide: false }),
      dts: false,
      manifest: false,
      shareStrategy: 'loaded-first',
      library: { type: 'commonjs-module', name },
      remoteType: 'script',
      runtimePlugins: [NODE_RUNTIME_PLUGIN],
    }),
  ];
  const config = baseConfig({ dir, mode: argv.mode, publicPath: 'auto', uniqueName: name });
  // The remote entry is the only initial file; the area module loads its pages lazily.
  config.entry = {};
  config.plugins = [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedConfig({ provide: false }),
      dts: false,
      manifest: true,
      shareStrategy: 'loaded-first',
      experiments: { externalRuntime: true, optimization: BROWSER_RUNTIME },
    }),
    new ReleaseInfoPlugin({
      kind: 'remote',
      name,
      packageVersion: pkg.version,
      contractVersion: contractVersion(),
      alsoHash: path.join(dir, 'dist', 'server'),
    }),
  ];
  return [server, browserVariant(config)];
}

function createStandaloneConfig({ dir, name, devPort }, argv) {
  const config = baseConfig({
    dir,
    mode: argv.mode ?? 'development',
    publicPath: '/',
    uniqueName: `${name}_standalone`,
  });
  config.entry = { main: './src/standalone.ts' };
  // One app, no federation: the area module is imported directly, with the singletons bundled once.
  config.plugins = [
    {
      apply(compiler) {
        const { RawSource } = compiler.webpack.sources;
        compiler.hooks.thisCompilation.tap('StandaloneHtml', (compilation) => {
          compilation.hooks.processAssets.tap(
            { name: 'StandaloneHtml', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
            () => {
              const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${name} (standalone)</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>`;
              compilation.emitAsset('index.html', new RawSource(html));
            },
          );
        });
      },
    },
  ];
  config.devServer = {
    port: devPort,
    host: '127.0.0.1',
    historyApiFallback: true,
    hot: false,
    proxy: [{ context: ['/api', '/metric'], target: process.env.API_URL ?? 'http://127.0.0.1:4000' }],
  };
  return config;
}

module.exports = { createHostConfig, createRemoteConfig, contractVersion };
