import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { BUILD_TOOLS_SRC, resolveModule } from '../paths.ts';

type Aliases = Record<string, string>;

/**
 * The browser host ships react-intl without the ICU parser: every message is compiled (the messages
 * loader), so parsing at runtime never happens.
 */
export function withoutIcuParser(): Aliases {
  return { '@formatjs/icu-messageformat-parser$': resolveModule('@formatjs/icu-messageformat-parser/no-parser.js') };
}

/**
 * The host build sharing the federation runtime (TOOLCHAIN.md): alias the CommonJS copy of the
 * external-runtime plugin to its ESM build so the runtime is bundled once.
 */
export function externalRuntimeAlias(): Aliases {
  const cjs = resolveModule('@module-federation/inject-external-runtime-core-plugin');
  return { [cjs]: cjs.replace(/index\.cjs$/, 'index.js') };
}

/**
 * `disableSnapshot` drops the runtime's snapshot plugin, but runtime-core still builds a SnapshotHandler
 * (with manifest-to-snapshot conversion and preload planning, ~2 KB gzipped in every page's main.js) that
 * only `preloadRemote` uses. In the browser host its constructor gets a small stand-in instead
 * (federation-snapshot-stub.js); the rest of the module stays where the runtime imports it. The asset preloading
 * behind `preloadRemote` (`utils/preload.js`, ~0.8 KB gzipped) goes the same way (federation-preload-stub.js).
 * A runtime-core release that moves these files fails this build rather than shipping the old weight.
 */
export function withoutSnapshotHandler(): { plugins: webpack.NormalModuleReplacementPlugin[] } {
  const dist = path.dirname(resolveModule('@module-federation/runtime-core'));
  const files = {
    core: path.join(dist, 'core.js'),
    handler: path.join(dist, 'plugins', 'snapshot', 'SnapshotHandler.js'),
    preload: path.join(dist, 'utils', 'preload.js'),
  };
  for (const file of Object.values(files))
    if (!fs.existsSync(file))
      throw new Error(`@module-federation/runtime-core has no ${file}: revisit withoutSnapshotHandler`);
  const stub = path.join(BUILD_TOOLS_SRC, 'federation-snapshot-stub.js');
  const preloadStub = path.join(BUILD_TOOLS_SRC, 'federation-preload-stub.js');
  return {
    plugins: [
      new webpack.NormalModuleReplacementPlugin(/[\\/]snapshot[\\/]SnapshotHandler\.js$/, (resource) => {
        if (resource.contextInfo?.issuer === files.core) resource.request = stub;
      }),
      // Every import of it inside runtime-core (the remote handler's preloadRemote, the plugin helpers).
      new webpack.NormalModuleReplacementPlugin(/[\\/]utils[\\/]preload\.js$/, (resource) => {
        if (resource.contextInfo?.issuer?.startsWith(dist + path.sep)) resource.request = preloadStub;
      }),
    ],
  };
}
