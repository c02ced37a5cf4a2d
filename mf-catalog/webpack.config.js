const { createRemoteConfig } = require('@storefront/build-tools');

module.exports = (env, argv) =>
  createRemoteConfig(
    { dir: __dirname, name: 'mf_catalog', exposes: { './area': './src/exposes/area.ts' }, devPort: 3011 },
    env,
    argv,
  );
