/**
 * Production builds keep webpack's persistent cache (`base-config.ts`). What a team relies on: a warm build
 * gives exactly the files a build from nothing gives, after a change in a source file and after a change in the
 * build's configuration; and every package's config passes webpack's schema check, which the builds skip.
 * Builds a throwaway remote (`.test-fixtures/`, removed afterwards) in child processes, as webpack-cli would.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRemoteFixture, LOADS_PAGE_HELLO, type RemoteFixture } from '../../test-utils/remote-fixture';
import { configFiles } from './base-config';

const buildTools = path.resolve(__dirname, '..', '..');
const repoRoot = path.resolve(buildTools, '..');
const script = path.join(buildTools, 'test-utils', 'build-package.mjs');
// Four production builds of a small remote: about 20 s on a quiet machine, a minute or more on a loaded one.
jest.setTimeout(300_000);

interface BuildResult {
  built: Record<'server' | 'browser', number>;
  files: Record<string, string>;
}
const build = (dir: string, ...flags: string[]): BuildResult => {
  const out = execFileSync(process.execPath, [script, dir, ...flags], { encoding: 'utf8', stdio: 'pipe' });
  return JSON.parse(out.trim().split('\n').pop() as string) as BuildResult;
};

let remote: RemoteFixture;
let fixture: string;
const write = (relative: string, text: string) => remote.write(relative, text);

beforeAll(() => {
  remote = createRemoteFixture('fixture', LOADS_PAGE_HELLO, "export const text = 'hello';\n");
  fixture = remote.dir;
});
afterAll(() => remote.remove());

it('lists every module of the build configuration as a build dependency of the cache', () => {
  const files = configFiles(fixture);
  const configDir = path.join(buildTools, 'src', 'config');
  for (const name of fs.readdirSync(configDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')))
    expect(files).toContain(path.join(configDir, name));
  expect(files).toEqual(
    expect.arrayContaining([
      path.join(buildTools, 'src', 'index.ts'),
      path.join(buildTools, 'src', 'messages-loader.ts'),
      path.join(buildTools, 'src', 'release-info-plugin.ts'),
      path.join(fixture, 'webpack.config.ts'),
      path.join(fixture, 'package.json'),
      path.join(repoRoot, 'package-lock.json'),
    ]),
  );
});

it('a warm build gives the files of a build from nothing, after a source change and after a config change', () => {
  const cold = build(fixture);
  expect(Object.keys(cold.files)).toEqual(
    expect.arrayContaining(['remoteEntry.js', 'release.json', 'server/remoteEntry.js']),
  );
  expect(Object.keys(cold.files).some((f) => /^page-hello\.[0-9a-f]{10}\.js$/.test(f))).toBe(true);

  // A source change: only what depends on it is built again, and the result is what a fresh build gives.
  write('src/page.ts', "export const text = 'hello, world';\n");
  const afterSource = build(fixture);
  expect(afterSource.built.browser).toBeLessThan(cold.built.browser);
  expect(afterSource.files).not.toEqual(cold.files);
  expect(afterSource.files).toEqual(build(fixture, '--no-cache').files);

  // A change in the configuration's files (here the package's webpack.config.ts): the cache is not used at all.
  fs.appendFileSync(path.join(fixture, 'webpack.config.ts'), '// changed\n');
  const afterConfig = build(fixture);
  expect(afterConfig.built).toEqual(cold.built);
  expect(afterConfig.files).toEqual(afterSource.files);
});

it("every package's production and dev configs pass webpack's schema check (the builds skip it)", () => {
  const packages = fs
    .readdirSync(repoRoot)
    .filter((name) => fs.existsSync(path.join(repoRoot, name, 'webpack.config.ts')))
    .map((name) => path.join(repoRoot, name));
  expect(packages.length).toBeGreaterThanOrEqual(4);
  const out = execFileSync(process.execPath, [script, '--validate', ...packages], { encoding: 'utf8' });
  expect(out.trim().split('\n').pop()).toBe('valid');
});
