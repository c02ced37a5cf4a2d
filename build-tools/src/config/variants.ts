import path from 'node:path';
import zlib, { type BrotliOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type { Compiler, Configuration, WebpackPluginInstance } from 'webpack';
import { CompileHintPlugin } from './compile-hints.ts';
import { subresourceIntegrity } from './subresource-integrity.ts';

/**
 * The server build is CommonJS (`commonjs-module`), but its package may be `"type": "module"` (the shell is):
 * a `package.json` beside it says so, or Node loads `render.js` as an ES module and the edge cannot
 * `require` it (tsx used to paper over that; the compiled edge runs on plain Node).
 */
class CommonJsFolderPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CommonJsFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CommonJsFolderPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('package.json', new RawSource('{ "type": "commonjs" }\n')),
      );
    });
  }
}

/**
 * The Node build beside a browser build (server rendering): `<outDir>/server/`, target async-node, CommonJS
 * container, the node federation runtime plugin. Not minified: readable stack traces, size is no concern.
 * Its publicPath is empty on purpose: the node runtime then resolves chunks next to the remote entry it
 * was loaded from, so one build serves from whatever release folder it is published to.
 */
export function serverVariant(config: Configuration, serverDir: string): Configuration {
  return {
    ...config,
    name: 'server',
    target: 'async-node',
    output: {
      ...config.output,
      path: serverDir,
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
      library: { type: 'commonjs-module' },
    },
    optimization: { ...config.optimization, minimize: false },
    plugins: [...(config.plugins ?? []), new CommonJsFolderPlugin()],
    // Leave node's createRequire alone (webpack would replace a call with a computed path by undefined).
    module: { ...config.module, parser: { javascript: { createRequire: false } } },
  };
}

/**
 * Brotli (best) and gzip (level 9) copies of every browser script beside it, made once at build time: the
 * edge serves them as they are (a CDN would too) instead of compressing each response on the fly, which
 * costs CPU on every request and gives bigger files.
 */
function precompressed(): WebpackPluginInstance[] {
  const test = /\.(js|css)$/;
  return [
    new CompressionPlugin<BrotliOptions>({
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

/**
 * The browser build runs after the server build and keeps its files (and hashes them into the release).
 * The dev server compiles it alone (`afterServer: false`), beside a server build in watch mode.
 */
export function browserVariant(config: Configuration, { afterServer = true } = {}): Configuration {
  const production = config.mode === 'production';
  return {
    ...config,
    name: 'browser',
    ...(afterServer ? { dependencies: ['server'] } : {}),
    output: {
      ...config.output,
      clean: { keep: /^server[\\/]/ },
      // Lazy chunks load with `crossorigin` so the browser can check their `integrity` (same-origin: no CORS cost).
      ...(production ? { crossOriginLoading: 'anonymous' as const } : {}),
    },
    plugins: [
      ...(config.plugins ?? []),
      // Every lazy chunk a build loads carries the sha384 of its bytes, baked into the loading chunk: the
      // browser refuses a chunk that was changed after the build. Before the compression copies are made.
      ...(production ? [new CompileHintPlugin()] : []),
      ...(production ? subresourceIntegrity() : []),
      ...(production ? precompressed() : []),
    ],
  };
}

/** `<dir>/<outDir>/server`. */
export const serverDirOf = (dir: string, outDir: string) => path.join(dir, outDir, 'server');
