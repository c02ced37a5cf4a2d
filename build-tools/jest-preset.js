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
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.(m|c)?js$': swc },
    // These ship ES modules only, or load modules with a dynamic import() (PGlite's .cjs, @fastify/cookie).
    // Node 20 runs them natively but jest's CommonJS runtime cannot, so jest compiles them like our code
    // (also where they are nested, e.g. light-my-request's own cookie).
    transformIgnorePatterns: [
      '/node_modules/(?!(react-intl|@formatjs|intl-messageformat|content-disposition|cookie|@fastify/cookie|@electric-sql/pglite)/)(?!.*/node_modules/)',
    ],
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
