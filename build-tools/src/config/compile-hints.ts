import type { Compiler, WebpackPluginInstance } from 'webpack';

/**
 * V8's explicit compile hint (Chrome 136+; other engines read it as a comment): every function of a file that starts
 * with it is compiled while the file streams in, on a background thread, instead of on the main thread the first
 * time it is called. The shop's scripts run when they load (start-up) or when the area they belong to is opened, so
 * most of their functions run at once: compiled lazily, they held the main thread between a shopper's first tap
 * and its answer (on a phone profile, V8's lazy compiles were about a third of the boot's main-thread time).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the hint at the top of every script of a browser build: after minification (which drops comments), before
 * Subresource Integrity hashes the files and before the compressed copies are made.
 */
export class CompileHintPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const asset of compilation.getAssets()) {
            if (asset.name.endsWith('.js'))
              compilation.updateAsset(asset.name, new sources.ConcatSource(COMPILE_HINT, asset.source));
          }
        },
      );
    });
  }
}
