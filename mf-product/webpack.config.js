const { createRemoteConfig } = require('@storefront/build-tools');

module.exports = (env, argv) =>
  createRemoteConfig(
    { dir: __dirname, name: 'mf_product', exposes: { './area': './src/exposes/area.ts' }, devPort: 3012 },
    env,
    argv,
  );
