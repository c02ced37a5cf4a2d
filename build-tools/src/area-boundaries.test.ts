/**
 * The rules that keep areas independent and the shared singletons single:
 * - a remote never imports another remote;
 * - areas import routing from shared-ui (one router context, tree-shaken) and never zod at runtime:
 *   browser bundles carry no zod (shared-contracts' package root is zod-free; schemas are for tests).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const AREA_PACKAGES = [
  'shell',
  'mf-catalog',
  'mf-product',
  'mf-cart-checkout',
  'mf-account',
  'mf-content',
  'mf-support',
];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const imports = AREA_PACKAGES.flatMap((pkg) =>
  sourceFiles(path.join(root, pkg, 'src')).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)].map((m) => ({
      pkg,
      file: path.relative(root, file),
      typeOnly: Boolean(m[1]),
      source: m[2] as string,
    })),
  ),
);

describe('area boundaries', () => {
  it('finds the areas sources', () => {
    expect(new Set(imports.map((i) => i.pkg))).toEqual(
      new Set(['shell', 'mf-catalog', 'mf-product', 'mf-cart-checkout']),
    );
  });

  it('no area imports another area', () => {
    const crossing = imports.filter(
      (i) => /^(@storefront\/)?(mf-[a-z-]+|shell)(\/|$)/.test(i.source) && !i.source.includes(i.pkg),
    );
    expect(crossing).toEqual([]);
  });

  it('areas take routing and react-intl from shared-ui and Redux Toolkit from shared-contracts (one copy, tree-shaken), and no zod', () => {
    const direct = imports.filter(
      (i) =>
        !i.typeOnly &&
        (i.source.startsWith('react-router') ||
          i.source === 'react-intl' ||
          i.source.startsWith('@reduxjs/toolkit') ||
          i.source === 'zod' ||
          i.source.startsWith('zod/')),
    );
    expect(direct).toEqual([]);
  });

  it('browser code takes types, never zod schemas, from shared-contracts (schemas stay off the first load)', () => {
    const schemas = imports.filter(
      (i) =>
        !i.typeOnly &&
        i.source === '@storefront/shared-contracts/schemas' &&
        !i.file.includes(`${path.sep}server${path.sep}`),
    );
    expect(schemas).toEqual([]);
  });

  it("shared-ui's subpath modules reach the package root through the package, not by relative path", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'shared-ui', 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    const subpaths = Object.entries(pkg.exports)
      .filter(([name]) => name !== '.' && name !== './server')
      .map(([, file]) => path.join(root, 'shared-ui', file));
    const relative = subpaths.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'(\.[^']+)'/gm)]
        .filter((m) => !m[1] && !/fetch-priority|focus-trap/.test(m[2] as string))
        .map((m) => `${path.relative(root, file)} -> ${m[2]}`),
    );
    expect(relative).toEqual([]);
  });
});
