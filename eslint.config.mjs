// One ESLint config for the whole repo (flat config). `npm run lint` runs it with Prettier's check; `npm test`
// runs `npm run lint` first.
//
// - typescript-eslint's recommended rules (syntax only: a type-aware run costs minutes on two cores),
// - react-hooks (rules of hooks, exhaustive deps and the React Compiler's checks) for the browser packages,
// - formatjs: every JSX text goes through react-intl (no literal strings), message syntax checked,
// - boundaries: the package direction (shared-contracts <- shared-ui <- remotes and shell; api, edge and e2e
//   apart, seeing only shared-contracts) and the feature direction inside a remote
//   (exposes -> routes -> features -> the remote's own libraries; exposes -> agents -> features; a feature never
//   imports another feature).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCE = ['**/*.{ts,tsx,js,mjs,cjs}'];
const BROWSER_PACKAGES = ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'];
const TESTS = ['**/*.test.{ts,tsx}', '**/test-utils/**', '**/testing/**', '**/test-support/**', '**/test/**'];

/** A remote's own element: any remote, captured by folder name (mf-catalog, mf-product, ...). */
const sameArea = (type) => ({ element: { type, captured: { area: '{{from.element.captured.area}}' } } });
const sameFeature = {
  element: {
    type: 'area-feature',
    captured: { area: '{{from.element.captured.area}}', feature: '{{from.element.captured.feature}}' },
  },
};
const to = (...types) => ({ to: types.map((type) => ({ element: { type } })) });
const toSameArea = (...types) => ({ to: types.map((type) => sameArea(type)) });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-dev/**',
      'releases/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'coverage/**',
      '.nx/**',
      '.cluster/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: SOURCE,
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // Module augmentation (styled-components' DefaultTheme) is an interface that only extends.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-console': 'off',
    },
  },
  {
    // CommonJS files (jest configs, webpack configs, build-tools' plain JS).
    files: ['**/*.cjs', '**/jest.config.js', '**/webpack.config.js', 'build-tools/**/*.js', 'edge/bin/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: BROWSER_PACKAGES,
    plugins: { 'react-hooks': reactHooks, formatjs },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          // Attributes a shopper reads or hears; ids, test ids, class names and URLs are not.
          props: { include: [['*', '{aria-label,aria-description,alt,title,placeholder,label}']] },
        },
      ],
      'formatjs/no-invalid-icu': 'error',
      'formatjs/enforce-placeholders': 'error',
    },
  },
  {
    // One cross-area channel (DESIGN.md): an area sends commands and notifications on the event bus and reads the
    // shared slice through its selectors; only the shell (and the store in shared-contracts) writes the slice.
    files: ['mf-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@storefront/shared-contracts',
              importNames: ['sharedActions', 'sharedSlice'],
              message:
                "Areas do not write the shell's slice: emit the event (cart:changed, ui:open-panel, ...) instead.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests render fixture text and assert on it: literal strings there are data, not interface.
    files: TESTS,
    rules: { 'formatjs/no-literal-string-in-jsx': 'off' },
  },
  {
    files: SOURCE,
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: { alwaysTryTypes: true, project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
      // Every way a module reaches another: import, `export ... from`, `import()` and `require`.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
      'boundaries/include': [
        'shared-contracts/**',
        'shared-ui/**',
        'build-tools/**',
        'shell/**',
        'mf-*/**',
        'api/**',
        'edge/**',
        'e2e/**',
        'scripts/**',
      ],
      // Whole paths from the repository root (not the default suffix match, which would take any folder named
      // `api` inside a remote for the api package).
      'boundaries/elements': [
        { type: 'area-exposes', pattern: 'mf-*/src/exposes/**', capture: ['area'] },
        { type: 'area-routes', pattern: 'mf-*/src/routes/**', capture: ['area'] },
        // Background agents started by the area's setup on every page: they open features (a modal, a popup).
        { type: 'area-agents', pattern: 'mf-*/src/agents/**', capture: ['area'] },
        { type: 'area-feature', pattern: 'mf-*/src/features/*/**', capture: ['area', 'feature'] },
        { type: 'area-lib', pattern: 'mf-*/src/*/**', capture: ['area', 'lib'] },
        { type: 'area-root', pattern: 'mf-*/**', capture: ['area'] },
        ...['shared-contracts', 'shared-ui', 'build-tools', 'shell', 'api', 'edge', 'e2e', 'scripts'].map((type) => ({
          type,
          pattern: `${type}/**`,
        })),
      ].map((element) => ({ ...element, partialMatch: false })),
      'boundaries/files': [
        { category: 'test', pattern: TESTS },
        { category: 'config', pattern: ['**/jest.config.{js,cjs}', '**/webpack.config.{js,ts}'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // External modules too: a few libraries must reach browser code through the shared facades.
          checkAllOrigins: true,
          policies: [
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            // Every package's jest and webpack configs come from build-tools.
            { from: { file: { categories: 'config' } }, allow: to('build-tools') },
            // Packages, lowest first.
            { from: { element: { type: 'shared-ui' } }, allow: to('shared-contracts') },
            { from: { element: { type: 'build-tools' } }, allow: to('shared-contracts', 'shared-ui') },
            { from: { element: { type: 'shell' } }, allow: to('shared-contracts', 'shared-ui', 'build-tools') },
            { from: { element: { type: 'api' } }, allow: to('shared-contracts') },
            // The api's benches are dev tools run from the checkout: they drive load with the one kit in scripts/.
            { from: { element: { type: 'api' }, file: { path: 'api/src/bench/**' } }, allow: to('scripts') },
            { from: { element: { type: 'edge' } }, allow: to('shared-contracts') },
            { from: { element: { type: 'e2e' } }, allow: to('shared-contracts', 'scripts') },
            // A remote sees the shared packages (and build-tools for its config and tests), never another remote.
            {
              from: { element: { type: 'area-*' } },
              allow: to('shared-contracts', 'shared-ui', 'build-tools'),
            },
            // Inside a remote: exposes -> routes -> features -> the remote's libraries.
            {
              from: { element: { type: 'area-root' } },
              allow: toSameArea('area-exposes', 'area-routes', 'area-agents', 'area-feature', 'area-lib', 'area-root'),
            },
            {
              from: { element: { type: 'area-exposes' } },
              allow: toSameArea('area-routes', 'area-agents', 'area-feature', 'area-lib'),
            },
            {
              from: { element: { type: 'area-agents' } },
              allow: toSameArea('area-agents', 'area-feature', 'area-lib'),
            },
            {
              from: { element: { type: 'area-routes' } },
              allow: toSameArea('area-routes', 'area-feature', 'area-lib'),
            },
            { from: { element: { type: 'area-feature' } }, allow: { to: [sameFeature, sameArea('area-lib')] } },
            { from: { element: { type: 'area-lib' } }, allow: toSameArea('area-lib') },
            // Browser code takes routing and react-intl from shared-ui and Redux Toolkit from shared-contracts (one
            // copy, tree-shaken through the facade) and never zod at run time (type imports are fine).
            {
              from: { element: { type: ['area-*', 'shell'] } },
              disallow: {
                dependency: { kind: 'value' },
                to: {
                  module: {
                    source: [
                      'react-router',
                      'react-router-dom',
                      'react-router/*',
                      'react-intl',
                      '@reduxjs/toolkit',
                      '@reduxjs/toolkit/*',
                      'zod',
                      'zod/*',
                    ],
                  },
                },
              },
              message:
                'Browser code takes this library through its shared facade (@storefront/shared-ui or shared-contracts), or only its types.',
            },
            // Browser code takes types, never zod schemas, from shared-contracts: schemas stay off the first load.
            {
              from: { element: { type: ['area-*', 'shell'] } },
              disallow: {
                // A dynamic import() is how development builds check the inlined data: on demand, never shipped.
                dependency: { kind: 'value', nodeKind: ['import', 'export', 'require'] },
                to: { element: { type: 'shared-contracts' }, file: { path: 'shared-contracts/src/schemas/**' } },
              },
              message: 'Zod schemas are for the server render and tests; browser code imports types only.',
            },
            // Areas meet at run time only: nothing imports a remote or the shell by package name.
            {
              disallow: {
                to: {
                  module: {
                    source: ['@storefront/mf-*', '@storefront/mf-*/**', '@storefront/shell', '@storefront/shell/**'],
                  },
                },
              },
              message:
                'Areas never import one another: go through @storefront/shared-contracts or @storefront/shared-ui.',
            },
            // Tests take MemoryRouter, Routes and the like from react-router-dom itself, and schemas to build data.
            {
              from: { file: { categories: 'test' } },
              allow: { to: [{ module: { origin: 'external' } }, { element: { type: 'shared-contracts' } }] },
            },
            // A test may reach anything of its own remote (the exposed area module included).
            {
              from: { element: { type: 'area-*' }, file: { categories: 'test' } },
              allow: toSameArea('area-exposes', 'area-routes', 'area-agents', 'area-feature', 'area-lib', 'area-root'),
            },
          ],
        },
      ],
    },
  },
);
