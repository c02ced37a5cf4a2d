/** Jest presets shared by every package: @swc/jest for TypeScript, jsdom for UI packages. */
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

function base(dir) {
  return {
    rootDir: dir,
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.m?js$': swc },
    // These ship ES modules only; jest on Node 20 needs them compiled to CommonJS.
    transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
    moduleNameMapper: { '\\.(css|svg|png|webp)$': path.join(__dirname, 'file-stub.js') },
  };
}

module.exports = {
  node: (dir) => ({ ...base(dir), testEnvironment: 'node' }),
  dom: (dir) => ({
    ...base(dir),
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: [path.join(__dirname, 'jest-dom-setup.js')],
  }),
};
