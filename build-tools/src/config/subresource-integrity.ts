import { createRequire } from 'node:module';
import type { Compiler, WebpackPluginInstance } from 'webpack';
import { SubresourceIntegrityPlugin } from 'webpack-subresource-integrity';

/** The one hash the whole shop uses for SRI (the edge's integrity.json records the same). */
export const SRI_HASHES = ['sha384'];

const require = createRequire(import.meta.url);
const { makePlaceholder } = require('webpack-subresource-integrity/util') as {
  makePlaceholder: (hashFuncNames: string[], id: string | number) => string;
};

/**
 * webpack-subresource-integrity puts a placeholder for every chunk reachable from a runtime chunk into that
 * runtime's hash map, and fills it from the chunk's file. Module Federation adds chunks that have no script file
 * (nothing is ever loaded for them), so their placeholders stay and the plugin fails the build
 * (waysact/webpack-subresource-integrity#176). This empties exactly those entries; a placeholder of a chunk that
 * does have a file is left, so that case still fails the build.
 */
class FilelessChunkPlaceholders implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FilelessChunkPlaceholders', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FilelessChunkPlaceholders', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        () => {
          const placeholders = [...compilation.chunks]
            .filter((chunk) => chunk.id !== null && ![...chunk.files].some((file) => file.endsWith('.js')))
            .map((chunk) => `"${makePlaceholder(SRI_HASHES, chunk.id as string | number)}"`);
          if (placeholders.length === 0) return;
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.js')) continue;
            const text = asset.source.source().toString();
            const cleaned = placeholders.reduce((out, placeholder) => out.split(placeholder).join('""'), text);
            if (cleaned !== text) compilation.updateAsset(asset.name, new sources.RawSource(cleaned));
          }
        },
      );
    });
  }
}

/**
 * Chunk SRI for a production browser build: every lazy chunk is loaded with the sha384 of its bytes (baked into
 * the chunk that loads it) and `crossorigin`, so the browser refuses a chunk changed after the build.
 */
export function subresourceIntegrity(): WebpackPluginInstance[] {
  return [new SubresourceIntegrityPlugin({ hashFuncNames: SRI_HASHES as ['sha384'] }), new FilelessChunkPlaceholders()];
}
