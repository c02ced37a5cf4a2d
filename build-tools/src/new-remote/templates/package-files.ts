import { json, type Files, type RemoteModel } from './model.ts';

/** package.json, webpack, TypeScript and jest configuration, all through the shared build-tools. */
export function packageFiles({ names, versions }: RemoteModel): Files {
  const dependency = (name: string) => [name, versions[name]];
  return {
    'package.json': json({
      name: names.packageName,
      version: '0.1.0',
      private: true,
      type: 'module',
      scripts: {
        build: 'webpack --mode production',
        dev: `node ../scripts/dev.mjs ${names.folder}`,
        test: 'jest',
        typecheck: 'tsc -p tsconfig.json',
      },
      dependencies: Object.fromEntries(
        [
          'react',
          'react-dom',
          'react-intl',
          'react-redux',
          'styled-components',
          '@storefront/shared-contracts',
          '@storefront/shared-ui',
        ].map(dependency),
      ),
      devDependencies: Object.fromEntries([dependency('@storefront/build-tools')]),
    }),
    'webpack.config.ts': `import { createRemoteConfig } from '@storefront/build-tools';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: '${names.federation}',
  exposes: { './area': './src/exposes/area.ts' },
});
`,
    'tsconfig.json': `{
  "extends": "../tsconfig.base.json",
  // webpack.config.ts imports build-tools, whose modules name each other with their .ts extension (Node runs them as they are).
  "compilerOptions": { "allowImportingTsExtensions": true },
  "include": ["src", "*.ts"]
}
`,
    'jest.config.cjs': `module.exports = require('../build-tools/jest-preset').dom(__dirname);\n`,
  };
}
