/**
 * `npm run new-remote`: a generated remote typechecks, passes its own tests, builds and publishes without
 * a hand edit elsewhere; route ownership is verified, or moved on request. Runs in a throwaway copy of the
 * repository (temp-repo.ts), removed afterwards whatever happens.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createTempRepo, type TempRepo } from './temp-repo';

const realRoot = path.resolve(__dirname, '..', '..', '..');
// Generating, typechecking, testing and building a remote: about 30 s on a quiet machine.
jest.setTimeout(300_000);
const GENERATOR = 'build-tools/src/new-remote/cli.ts';

let repo: TempRepo;
beforeAll(() => {
  repo = createTempRepo(realRoot);
});
afterAll(() => repo?.remove());

const read = (relative: string) => fs.readFileSync(path.join(repo.root, relative), 'utf8');
const readJson = <T>(relative: string) => JSON.parse(read(relative)) as T;

describe('a remote from the generator', () => {
  const releasesDir = () => path.join(repo.root, 'releases');

  beforeAll(() => {
    // mf-support owns faq and contact in the route table; the copy has no mf-support package.
    repo.run('node', [GENERATOR, 'mf-support', '--routes', 'faq,contact', '--skip-install']);
    fs.symlinkSync(
      path.join(repo.root, 'mf-support'),
      path.join(repo.root, 'node_modules', '@storefront', 'mf-support'),
    );
  });

  it('joins the workspaces (lerna, CI and the typecheck take it from there) without touching the contracts', () => {
    expect(readJson<{ workspaces: string[] }>('package.json').workspaces).toContain('mf-support');
    expect(read('shared-contracts/src/routes/route-table.ts')).toBe(
      fs.readFileSync(path.join(realRoot, 'shared-contracts/src/routes/route-table.ts'), 'utf8'),
    );
  });

  it('passes lint and the typecheck, passes its own tests and builds a server and a browser container with a page per route', () => {
    repo.run('eslint', ['mf-support']);
    repo.run('tsc', ['-p', 'tsconfig.json'], { cwd: 'mf-support' });
    const tests = repo.run('jest', ['--ci', '--silent'], { cwd: 'mf-support', env: { FORCE_COLOR: '0' } });
    // Per page: title and data, German, the failure; the area module: pages, prefetch and head, messages.
    expect(tests).toMatch(/Tests:\s+9 passed, 9 total/);
    repo.run('webpack', ['--mode', 'production'], { cwd: 'mf-support' });
    expect(readJson<{ name: string }>('mf-support/dist/release.json').name).toBe('mf_support');
    expect(Object.keys(readJson<Record<string, string[]>>('mf-support/dist/chunk-groups.json'))).toEqual(
      expect.arrayContaining(['page-faq', 'page-contact', 'messages-de']),
    );
    const manifest = readJson<{ exposes: { path: string }[] }>('mf-support/dist/mf-manifest.json');
    expect(manifest.exposes.map((e) => e.path)).toEqual(['./area']);
    expect(fs.existsSync(path.join(repo.root, 'mf-support/dist/server/remoteEntry.js'))).toBe(true);
  });

  it('publishes and activates with the release command', () => {
    repo.run('tsx', ['edge/src/release/cli.ts', 'publish', 'mf-support', '--activate'], {
      env: { RELEASES_DIR: releasesDir() },
    });
    const pointer = JSON.parse(fs.readFileSync(path.join(releasesDir(), 'remotes.json'), 'utf8')) as {
      remotes: Record<string, { entry: string }>;
    };
    expect(pointer.remotes.mf_support?.entry).toMatch(
      /^\/releases\/mf_support\/0\.1\.0-[0-9a-f]{10}\/remoteEntry\.js$/,
    );
  });
});

describe('route ownership', () => {
  it("refuses routes of other areas, the shell's, and unknown ones, writing nothing", () => {
    expect(() => repo.run('node', [GENERATOR, 'mf-news', '--routes', 'blog', '--skip-install'])).toThrow(
      /Route "blog" is owned by mf_content .* pass --take-over/,
    );
    expect(() => repo.run('node', [GENERATOR, 'mf-news', '--routes', '404', '--skip-install'])).toThrow(
      /Route "404" belongs to the shell/,
    );
    expect(() => repo.run('node', [GENERATOR, 'mf-news', '--routes', 'nope', '--skip-install'])).toThrow(
      /Unknown route "nope"/,
    );
    // A route served by an existing package never changes hands.
    expect(() => repo.run('node', [GENERATOR, 'mf-help', '--routes', 'faq', '--take-over', '--skip-install'])).toThrow(
      /Route "faq" is served by mf_support/,
    );
    expect(fs.existsSync(path.join(repo.root, 'mf-news'))).toBe(false);
    expect(fs.existsSync(path.join(repo.root, 'mf-help'))).toBe(false);
  });

  it('moves a route of an area without a package on request: route table, AREAS, spec transcription, contract minor', () => {
    const before = read('shared-contracts/src/version.ts');
    const [major, minor] = /CONTRACT_VERSION = '(\d+)\.(\d+)\./.exec(before)!.slice(1).map(Number);
    repo.run('node', [GENERATOR, 'mf-news', '--routes', 'blog', 'blog-slug', '--take-over', '--skip-install']);
    expect(read('shared-contracts/src/version.ts')).toContain(`CONTRACT_VERSION = '${major}.${minor! + 1}.0'`);
    const table = read('shared-contracts/src/routes/route-table.ts');
    expect(table).toMatch(/'mf_support',\s+'mf_news',\s+\] as const;/);
    expect(table).toContain("{ id: 'blog', path: '/blog', owner: 'mf_news' }");
    expect(table).toContain("{ id: 'blog-slug', path: '/blog/{slug}', owner: 'mf_news' }");
    expect(table).toContain("{ id: 'authors', path: '/authors', dePath: '/autoren', owner: 'mf_content' }");
    // The shared contracts' own route tests agree with the moved table.
    repo.run('jest', ['--ci', '--silent', 'src/routes'], { cwd: 'shared-contracts' });
  });
});
