const { createHostConfig } = require('@storefront/build-tools');

module.exports = (_env, argv) => createHostConfig({ dir: __dirname }, argv);
