// The project runs on Node 24 LTS (also Node 22.18+, the first 22 that runs TypeScript as it is: the webpack
// configs and build-tools are loaded that way). Checked first by `npm start` and `npm test`, so an
// older Node stops with one line that names the fix instead of failing somewhere deep in a build.
const [major, minor] = process.versions.node.split('.').map(Number);

/** True for the Node versions `engines` in package.json accepts (^22.18.0 || >=24). */
export function isSupportedNode(maj = major, min = minor) {
  return maj >= 24 || (maj === 22 && min >= 18);
}

export function assertSupportedNode() {
  if (isSupportedNode()) return;
  console.error(
    `Node ${process.versions.node} is too old: this shop needs Node 24 LTS (or 22.18+). ` +
      'Install it with `npm install --prefix ~/.node24 node@24` and put ~/.node24/node_modules/node/bin first on PATH.',
  );
  process.exit(1);
}
