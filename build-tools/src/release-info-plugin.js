/**
 * Writes what the edge and the release command read beside a build:
 * - `entry-assets.json` (host): the initial scripts and styles, in order;
 * - `release.json` (remote): name, package version, contract version and a content hash.
 */
const crypto = require('node:crypto');

class ReleaseInfoPlugin {
  constructor({ kind, name, packageVersion, contractVersion }) {
    this.options = { kind, name, packageVersion, contractVersion };
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseInfoPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : String(compilation.outputOptions.publicPath);
          if (this.options.kind === 'host') {
            const files = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])].filter((f) => !f.endsWith('.map'));
            const assets = {
              js: files.filter((f) => f.endsWith('.js')).map((f) => publicPath + f),
              css: files.filter((f) => f.endsWith('.css')).map((f) => publicPath + f),
            };
            compilation.emitAsset('entry-assets.json', new RawSource(JSON.stringify(assets, null, 2)));
          } else {
            const hash = crypto.createHash('sha256');
            for (const name of Object.keys(compilation.assets).sort()) {
              if (name === 'mf-manifest.json' || name === 'mf-stats.json') continue;
              hash.update(name).update(compilation.assets[name].source());
            }
            const info = {
              name: this.options.name,
              packageVersion: this.options.packageVersion,
              contractVersion: this.options.contractVersion,
              hash: hash.digest('hex').slice(0, 10),
              builtAt: new Date().toISOString(),
            };
            compilation.emitAsset('release.json', new RawSource(JSON.stringify(info, null, 2)));
          }
        },
      );
    });
  }
}

module.exports = { ReleaseInfoPlugin };
