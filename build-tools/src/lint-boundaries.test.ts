/**
 * The repo's ESLint config (eslint.config.mjs at the root) encodes who may import whom. These cases lint
 * snippets as if they were files of the repo and check that every form of import is caught (a static
 * import, `export ... from`, `import()`, `require`, a package name) and that the allowed directions stay
 * allowed. ESLint runs once for all cases, in a child process (lint-snippets.mjs).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface Case {
  name: string;
  file: string;
  code: string;
  /** How many boundary errors the snippet must raise. */
  errors: number;
}

const CATALOG_PAGE = '../../../mf-catalog/src/routes/home-page';
const SCHEMAS = '@storefront/shared-contracts/schemas';

const CASES: Case[] = [
  ...[
    ['import', `import { HomePage } from '${CATALOG_PAGE}';\nexport const x = HomePage;`],
    ['export from', `export { HomePage } from '${CATALOG_PAGE}';`],
    ['import()', `export const load = () => import('${CATALOG_PAGE}');`],
    ['require', `export const page = require('${CATALOG_PAGE}');`],
    ['package name', `import area from '@storefront/mf-catalog';\nexport default area;`],
  ].map(([form, code]) => ({
    name: `remote -> remote (${form})`,
    file: 'mf-product/src/routes/page.ts',
    code: code!,
    errors: 1,
  })),
  {
    name: 'feature -> another feature',
    file: 'mf-product/src/features/reviews/components/x.tsx',
    code: `import { PackSelector } from '../../product/components/pack-selector';\nexport const x = PackSelector;`,
    errors: 1,
  },
  {
    name: 'routes -> feature',
    file: 'mf-product/src/routes/x.tsx',
    code: `import { PackSelector } from '../features/product/components/pack-selector';\nexport const x = PackSelector;`,
    errors: 0,
  },
  {
    name: 'shared-ui -> shell',
    file: 'shared-ui/src/components/x.tsx',
    code: `import { Header } from '../../../shell/src/layout/header';\nexport const x = Header;`,
    errors: 1,
  },
  {
    name: 'api -> shared-ui',
    file: 'api/src/modules/x.ts',
    code: `import { Button } from '@storefront/shared-ui';\nexport const x = Button;`,
    errors: 1,
  },
  ...['mf-catalog/src/routes/x.tsx', 'shell/src/layout/x.tsx'].map((file) => ({
    name: `${file.split('/')[0]} -> shared packages`,
    file,
    code: `import { Button } from '@storefront/shared-ui';\nimport { buildPath } from '@storefront/shared-contracts';\nexport const x = [Button, buildPath];`,
    errors: 0,
  })),
  {
    name: 'remote -> react-router-dom (value)',
    file: 'mf-catalog/src/routes/x.tsx',
    code: `import { Link } from 'react-router-dom';\nexport const x = Link;`,
    errors: 1,
  },
  {
    name: 'shell -> react-intl (value)',
    file: 'shell/src/app/x.tsx',
    code: `import { IntlProvider } from 'react-intl';\nexport const x = IntlProvider;`,
    errors: 1,
  },
  {
    name: 'remote -> react-router-dom (type only)',
    file: 'mf-catalog/src/routes/x.tsx',
    code: `import type { Location } from 'react-router-dom';\nexport type X = Location;`,
    errors: 0,
  },
  {
    name: 'browser -> zod schemas (static)',
    file: 'shell/src/boot/x.ts',
    code: `import { bootDataSchema } from '${SCHEMAS}';\nexport const x = bootDataSchema;`,
    errors: 1,
  },
  {
    name: 'browser -> zod schemas (development-only import())',
    file: 'shell/src/boot/x.ts',
    code: `export const load = () => import('${SCHEMAS}');`,
    errors: 0,
  },
];

let results: string[][] = [];

beforeAll(() => {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-snippets.mjs')], {
    input: JSON.stringify(CASES.map(({ file, code }) => ({ file, code }))),
    encoding: 'utf8',
    cwd: path.resolve(__dirname, '..', '..'),
  });
  results = JSON.parse(output) as string[][];
}, 120_000);

describe('package and feature boundaries (eslint-plugin-boundaries)', () => {
  it.each(CASES.map((c, index) => [c.name, index] as const))('%s', (_name, index) => {
    const expected = CASES[index]!;
    expect({ file: expected.file, errors: results[index] }).toEqual({
      file: expected.file,
      errors: expected.errors === 0 ? [] : expect.arrayContaining([expect.any(String)]),
    });
    expect(results[index]).toHaveLength(expected.errors);
  });
});
