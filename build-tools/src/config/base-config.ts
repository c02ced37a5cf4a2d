import fs from 'node:fs';
import path from 'node:path';
import type { Configuration, PathData, RuleSetRule } from 'webpack';
import { BUILD_TOOLS_SRC, REPO_ROOT, resolveModule } from '../paths.ts';

export type Mode = 'production' | 'development';

const WORKSPACE_SOURCES = [path.join(REPO_ROOT, 'shared-contracts', 'src'), path.join(REPO_ROOT, 'shared-ui', 'src')];

/** TypeScript and JSX through swc; `refresh` adds React Fast Refresh's registrations (the dev server's build). */
function swcRule(dir: string, production: boolean, refresh: boolean): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    include: [path.join(dir, 'src'), ...WORKSPACE_SOURCES],
    use: {
      loader: resolveModule('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            react: { runtime: 'automatic', development: !production, ...(refresh ? { refresh: true } : {}) },
          },
          target: 'es2020',
          // Stable component ids from the file path: the server render and the browser agree on class names.
          experimental: {
            plugins: [
              [resolveModule('@swc/plugin-styled-components'), { displayName: !production, ssr: true, pure: true }],
            ],
          },
        },
      },
    },
  };
}

/** Message files (`src/i18n/en.json`, regional `en-uk.json`, ...) are compiled to ICU ASTs at build time. */
function messagesRule(): RuleSetRule {
  return {
    test: /[\\/]i18n[\\/](en|de|nl|fr)(-[a-z]{2})?\.json$/,
    type: 'json',
    use: [path.join(BUILD_TOOLS_SRC, 'messages-loader.ts')],
  };
}

/**
 * The federation runtime module asks for the entry's filename before chunk hashes exist, only to know
 * the output directory depth; answer it without the hash then, with the content hash for the real asset.
 */
function hashedEntryFilename(pathData: PathData): string {
  const hashes = pathData.chunk && 'contentHash' in pathData.chunk ? pathData.chunk.contentHash : undefined;
  return hashes && hashes.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

/**
 * What a build's configuration is made of: build-tools' TypeScript modules (tests and the remote generator aside;
 * its `.js` files are runtime code bundled into builds, which webpack tracks as modules), the package's
 * `webpack.config.ts` and `package.json`, the root `package.json` and lock file, and shared-contracts' version.
 * A change in any of them discards the persistent cache (webpack only follows CommonJS and `.js` imports by
 * itself; these are TypeScript modules loaded through `import()`, so they are listed one by one).
 */
export function configFiles(dir: string): string[] {
  const buildTools = fs
    .readdirSync(BUILD_TOOLS_SRC, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(path.join(BUILD_TOOLS_SRC, 'new-remote') + path.sep));
  const others = [
    path.join(dir, 'webpack.config.ts'),
    path.join(dir, 'package.json'),
    path.join(REPO_ROOT, 'package.json'),
    path.join(REPO_ROOT, 'package-lock.json'),
    path.join(REPO_ROOT, 'shared-contracts', 'src', 'version.ts'),
  ].filter((file) => fs.existsSync(file));
  return [...buildTools.sort(), ...others];
}

/**
 * Production builds keep webpack's persistent cache in `<package>/node_modules/.cache/webpack/` (one cache per
 * variant: webpack names it `<config name>-<mode>`, so `server-production` and `browser-production`). Modules,
 * chunks, minified and compressed files whose inputs did not change are read back instead of made again; a
 * changed source file rebuilds what depends on it (webpack checks timestamps, then content hashes), a changed
 * config file (`configFiles`) or dependency version starts from empty.
 */
function persistentCache(dir: string): Configuration['cache'] {
  return {
    type: 'filesystem',
    cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
    buildDependencies: { config: configFiles(dir) },
  };
}

/**
 * Module Federation's plugins look for webpack's path by calling `compiler.webpack()` without options and
 * reading the stack of the schema error it throws, unless FEDERATION_WEBPACK_PATH says where it is: that
 * error costs webpack's whole schema compiled by ajv (0.4-0.9 s of every build, measured with a CPU profile).
 * The same answer (the webpack build-tools resolves, the one webpack-cli runs), given up front.
 */
function tellFederationWhereWebpackIs(): void {
  process.env.FEDERATION_WEBPACK_PATH ??= resolveModule('webpack');
}

export interface BaseOptions {
  dir: string;
  mode: Mode;
  publicPath: string;
  uniqueName: string;
  /** Output folder under the package: `dist`, or `dist-dev` for the dev loop's builds. */
  outDir: string;
  refresh?: boolean;
}

/** What every build shares: loaders, modern output, content hashes, deterministic ids. */
export function baseConfig({ dir, mode, publicPath, uniqueName, outDir, refresh = false }: BaseOptions): Configuration {
  const production = mode === 'production';
  tellFederationWhereWebpackIs();
  return {
    mode,
    context: dir,
    ...(production
      ? {
          cache: persistentCache(dir),
          // The options are checked by TypeScript and, for every package, by a test (`config.test.ts`):
          // webpack's own schema check of them costs about a second of every build.
          validate: false,
        }
      : {}),
    entry: { main: './src/index.ts' },
    // No eval-based source maps in development: the edge's Content-Security-Policy allows no eval.
    devtool: production ? false : 'cheap-module-source-map',
    // Modern output, webpack's runtime included: every browser the shop supports runs ES2020.
    target: ['web', 'es2020'],
    output: {
      path: path.join(dir, outDir),
      publicPath,
      uniqueName,
      filename: production ? hashedEntryFilename : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: { rules: [swcRule(dir, production, refresh), messagesRule()] },
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
