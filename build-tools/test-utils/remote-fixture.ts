// A throwaway remote for tests of the build itself: its package.json, webpack.config.ts (the shop's own factory) and
// one exposed area that loads a page chunk, in `build-tools/.test-fixtures/` (inside the repository, not under
// node_modules: webpack assumes files there change only with their version).
import fs from 'node:fs';
import path from 'node:path';

const buildTools = path.resolve(__dirname, '..');

export interface RemoteFixture {
  dir: string;
  /** Writes a file of the fixture (creating its folder). */
  write(relative: string, text: string): void;
  remove(): void;
}

export function createRemoteFixture(name: string, area: string, page: string): RemoteFixture {
  fs.mkdirSync(path.join(buildTools, '.test-fixtures'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(buildTools, '.test-fixtures', `mf-${name}-`));
  const write = (relative: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    fs.writeFileSync(path.join(dir, relative), text);
  };
  write('package.json', JSON.stringify({ name: `@storefront/mf-${name}`, version: '0.1.0', type: 'module' }));
  write(
    'webpack.config.ts',
    "import { createRemoteConfig } from '@storefront/build-tools';\n" +
      `export default createRemoteConfig({ dir: import.meta.dirname, name: 'mf_${name}', exposes: { './area': './src/exposes/area.ts' } });\n`,
  );
  write('src/exposes/area.ts', area);
  write('src/page.ts', page);
  return { dir, write, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The area's usual source: a page chunk named `page-hello`. */
export const LOADS_PAGE_HELLO =
  'export const loadPage = () => import(/* webpackChunkName: "page-hello" */ \'../page\');\n';
