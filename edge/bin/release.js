#!/usr/bin/env node
// The release command runs from TypeScript source, like every package here (tsx).
require('tsx/cjs');
const { runReleaseCli } = require('../src/release/cli.ts');
const { defaultReleaseContext } = require('../src/release/release-context.ts');

runReleaseCli(process.argv.slice(2), defaultReleaseContext(), { log: console.log, error: console.error }).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
