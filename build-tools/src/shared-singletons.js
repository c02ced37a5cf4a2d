/**
 * The singletons the shell provides to every area (DESIGN.md "Runtime composition").
 * react-router-dom and react-intl are shared through facades in shared-ui and Redux Toolkit through
 * shared-contracts (zod never reaches a browser bundle): shared modules are not tree-shaken, a shared
 * facade's dependencies are, so only the parts in use ship.
 */
const path = require('node:path');
const root = path.resolve(__dirname, '..', '..');

function versionOf(name) {
  const file = name.startsWith('@storefront/')
    ? path.join(root, name.replace('@storefront/', ''), 'package.json')
    : path.join(root, 'node_modules', name, 'package.json');
  return JSON.parse(require('node:fs').readFileSync(file, 'utf8')).version;
}

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-redux',
  'styled-components',
  'axios',
  '@storefront/shared-contracts',
  '@storefront/shared-ui',
];

/**
 * @param {{ provide: boolean }} options provide=false (remotes): never bundle a copy, always use the shell's.
 */
function sharedConfig({ provide }) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
      const version = versionOf(pkg);
      // The shell consumes the copies it provides itself: there is nothing to check, and the federation
      // runtime's semver check (regular expressions compiled per call) cost ~10 ms of every start-up.
      // A remote states what it was built against, so a mismatch with the shell's copy is reported.
      return [name, { singleton: true, requiredVersion: provide ? false : `^${version}`, version, ...(provide ? {} : { import: false }) }];
    }),
  );
}

module.exports = { SINGLETONS, sharedConfig, root };
