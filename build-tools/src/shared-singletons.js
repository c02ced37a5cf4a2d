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

const packageOf = (name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]);

/** Every singleton with the version this build uses (the shell writes it beside its build: shared-versions.json). */
function sharedVersions() {
  return Object.fromEntries(SINGLETONS.map((name) => [name, versionOf(packageOf(name))]));
}

/**
 * @param {{ provide: boolean }} options provide=false (remotes): never bundle a copy, always use the shell's.
 *
 * No `requiredVersion` at run time: the federation runtime checks ranges with regular expressions it
 * compiles on every check (~10 ms of each page's start-up, under 4x CPU throttling ~40 ms), only to warn in a
 * console the shop silences. The check belongs where it can stop something: `release activate` refuses a
 * remote whose singletons (`version` here, in its mf-manifest.json) the shell's copies do not satisfy.
 */
function sharedConfig({ provide }) {
  const versions = sharedVersions();
  return Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      { singleton: true, requiredVersion: false, version: versions[name], ...(provide ? {} : { import: false }) },
    ]),
  );
}

module.exports = { SINGLETONS, sharedConfig, sharedVersions, root };
