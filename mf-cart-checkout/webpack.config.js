const { createRemoteConfig } = require('@storefront/build-tools');

module.exports = (env, argv) =>
  createRemoteConfig(
    { dir: __dirname, name: 'mf_cart_checkout', exposes: { './area': './src/exposes/area.ts' }, devPort: 3013 },
    env,
    argv,
  );
