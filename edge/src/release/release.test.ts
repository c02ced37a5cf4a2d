import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from '@storefront/shared-contracts';
import { remotesPointerSchema } from '@storefront/shared-contracts/schemas';
import { makeTempDir, removeDir, writePointerFile, writeRemoteBuild } from '../test-support/fixtures';
import { activateRemote } from './activate';
import { runReleaseCli } from './cli';
import { listVersions } from './list';
import { publishRemote } from './publish';
import type { ReleaseContext } from './release-context';

let root: string;
let ctx: ReleaseContext;

beforeEach(() => {
  root = makeTempDir('edge-release-');
  ctx = {
    rootDir: root,
    releasesDir: path.join(root, 'releases'),
    shellDir: path.join(root, 'shell', 'dist'),
    now: () => new Date('2025-06-01T12:00:00Z'),
  };
});
afterEach(() => removeDir(root));

const catalogDist = () => path.join(root, 'mf-catalog', 'dist');
const readPointerJson = () =>
  remotesPointerSchema.parse(JSON.parse(readFileSync(path.join(root, 'releases', 'remotes.json'), 'utf8')));

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runReleaseCli(argv, ctx, { log: (l) => out.push(l), error: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Builds mf-catalog with a given hash and publishes it. */
async function buildAndPublish(hash: string, contractVersion = CONTRACT_VERSION, shared: Record<string, string> = {}) {
  removeDir(catalogDist());
  writeRemoteBuild(catalogDist(), { name: 'mf_catalog', hash, contractVersion, shared });
  return publishRemote(ctx, 'mf_catalog');
}

/** The singletons the shell build beside the edge provides (its shared-versions.json). */
function writeShellSharedVersions(versions: Record<string, string>) {
  mkdirSync(ctx.shellDir, { recursive: true });
  writeFileSync(path.join(ctx.shellDir, 'shared-versions.json'), JSON.stringify(versions));
}

describe('publish', () => {
  it('copies the build to releases/<name>/<packageVersion>-<hash>/ and leaves an existing version untouched', async () => {
    const first = await buildAndPublish('aaaaaa1111');
    expect(first).toEqual({ name: 'mf_catalog', version: '0.1.0-aaaaaa1111', copied: true });
    const released = path.join(root, 'releases', 'mf_catalog', '0.1.0-aaaaaa1111');
    expect(existsSync(path.join(released, 'remoteEntry.js'))).toBe(true);
    expect(existsSync(path.join(released, 'mf-manifest.json'))).toBe(true);

    writeFileSync(path.join(catalogDist(), 'remoteEntry.js'), 'changed');
    expect(await publishRemote(ctx, 'mf_catalog')).toMatchObject({ copied: false });
    expect(readFileSync(path.join(released, 'remoteEntry.js'), 'utf8')).not.toBe('changed');
  });

  it('prints the version, accepts the package folder name, and activates with --activate', async () => {
    writeRemoteBuild(catalogDist(), { name: 'mf_catalog', hash: 'bbbbbb2222' });
    const result = await run('publish', 'mf-catalog', '--activate');
    expect(result.code).toBe(0);
    expect(result.out).toBe('0.1.0-bbbbbb2222');
    // The entry's hash recorded at publish goes into the pointer: the browser loads the entry with it (SRI).
    const recorded = JSON.parse(
      readFileSync(path.join(ctx.releasesDir, 'mf_catalog', '0.1.0-bbbbbb2222', 'integrity.json'), 'utf8'),
    ) as { files: Record<string, string> };
    expect(recorded.files['remoteEntry.js']).toMatch(/^sha384-/);
    expect(readPointerJson().remotes.mf_catalog).toEqual({
      version: '0.1.0-bbbbbb2222',
      entry: '/releases/mf_catalog/0.1.0-bbbbbb2222/remoteEntry.js',
      contractVersion: CONTRACT_VERSION,
      integrity: recorded.files['remoteEntry.js'],
    });
  });

  it('fails clearly for an unknown remote or a missing build', async () => {
    const unknown = await run('publish', 'mf-nope');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/Unknown remote "mf-nope".*mf_catalog/);
    const unbuilt = await run('publish', 'mf_product');
    expect(unbuilt.code).toBe(1);
    expect(unbuilt.err).toMatch(/mf-product[/\\]dist does not exist/);
  });

  it('publish-all publishes every remote that has a build', async () => {
    writeRemoteBuild(catalogDist(), { name: 'mf_catalog', hash: 'cccccc3333' });
    writeRemoteBuild(path.join(root, 'mf-product', 'dist'), { name: 'mf_product', hash: 'dddddd4444' });
    const result = await run('publish-all', '--activate');
    expect(result.code).toBe(0);
    expect(result.out.split('\n').sort()).toEqual(['mf_catalog 0.1.0-cccccc3333', 'mf_product 0.1.0-dddddd4444']);
    expect(Object.keys(readPointerJson().remotes).sort()).toEqual(['mf_catalog', 'mf_product']);
  });
});

describe('activate and rollback', () => {
  it('moves the pointer, keeps history, and rolls back to the previous version', async () => {
    await buildAndPublish('aaaaaa1111');
    await buildAndPublish('bbbbbb2222');
    await activateRemote(ctx, 'mf_catalog', '0.1.0-aaaaaa1111');
    const second = await activateRemote(ctx, 'mf_catalog', '0.1.0-bbbbbb2222');
    expect(second).toMatchObject({ previous: '0.1.0-aaaaaa1111', changed: true });
    expect(readPointerJson()).toMatchObject({
      remotes: { mf_catalog: { version: '0.1.0-bbbbbb2222' } },
      history: { mf_catalog: ['0.1.0-aaaaaa1111'] },
      updatedAt: '2025-06-01T12:00:00.000Z',
    });

    const rolled = await run('rollback', 'mf_catalog');
    expect(rolled.code).toBe(0);
    expect(rolled.out).toMatch(/now serves 0\.1\.0-aaaaaa1111 \(was 0\.1\.0-bbbbbb2222\)/);
    expect(readPointerJson()).toMatchObject({
      remotes: { mf_catalog: { version: '0.1.0-aaaaaa1111' } },
      history: { mf_catalog: [] },
    });

    const nothingLeft = await run('rollback', 'mf_catalog');
    expect(nothingLeft.code).toBe(1);
    expect(nothingLeft.err).toMatch(/no previous version/);
  });

  it('gives an active version pointed at before hashes were recorded its entry hash, moving nothing else', async () => {
    await buildAndPublish('aaaaaa1111');
    await activateRemote(ctx, 'mf_catalog', '0.1.0-aaaaaa1111');
    const before = readPointerJson();
    const hashed = before.remotes.mf_catalog?.integrity;
    expect(hashed).toMatch(/^sha384-/);
    // As an older release command wrote it: no integrity.
    writePointerFile(ctx.releasesDir, {
      ...before,
      remotes: { mf_catalog: { ...before.remotes.mf_catalog!, integrity: undefined } },
    });
    const again = await activateRemote(ctx, 'mf_catalog', '0.1.0-aaaaaa1111');
    expect(again).toMatchObject({ changed: false });
    expect(readPointerJson().remotes.mf_catalog).toEqual(before.remotes.mf_catalog);
    expect(readPointerJson().history).toEqual(before.history);
  });

  it('leaves other remotes untouched', async () => {
    const product = writeRemoteBuild(path.join(root, 'releases', 'mf_product', '0.2.0-eeeeee5555'), {
      name: 'mf_product',
      packageVersion: '0.2.0',
      hash: 'eeeeee5555',
    });
    await activateRemote(ctx, 'mf_product', product.version);
    await buildAndPublish('aaaaaa1111');
    await activateRemote(ctx, 'mf_catalog', '0.1.0-aaaaaa1111');
    expect(readPointerJson().remotes.mf_product?.version).toBe('0.2.0-eeeeee5555');
  });

  it('refuses a version built against another contract major and keeps the pointer', async () => {
    await buildAndPublish('aaaaaa1111');
    await activateRemote(ctx, 'mf_catalog', '0.1.0-aaaaaa1111');
    const before = readFileSync(path.join(root, 'releases', 'remotes.json'), 'utf8');
    await buildAndPublish('ffffff9999', '9.0.0');

    const result = await run('activate', 'mf_catalog', '0.1.0-ffffff9999');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/Refusing mf_catalog 0\.1\.0-ffffff9999: built against contract 9\.0\.0/);
    expect(readFileSync(path.join(root, 'releases', 'remotes.json'), 'utf8')).toBe(before);
  });

  it('accepts an older minor of the same contract major', async () => {
    await buildAndPublish('aaaaaa1111', CONTRACT_VERSION.replace(/^(\d+)\.\d+/, '$1.0'));
    await expect(activateRemote(ctx, 'mf_catalog', '0.1.0-aaaaaa1111')).resolves.toMatchObject({ changed: true });
  });

  it('refuses a newer minor (it may read a field this shell does not fill) and keeps the pointer', async () => {
    await buildAndPublish('aaaaaa1111');
    await activateRemote(ctx, 'mf_catalog', '0.1.0-aaaaaa1111');
    const before = readFileSync(path.join(root, 'releases', 'remotes.json'), 'utf8');
    const newer = CONTRACT_VERSION.replace(/^(\d+)\.\d+/, '$1.99');
    await buildAndPublish('bbbbbb2222', newer);

    const result = await run('activate', 'mf_catalog', '0.1.0-bbbbbb2222');
    expect(result.code).toBe(1);
    expect(result.err).toContain(`Refusing mf_catalog 0.1.0-bbbbbb2222: built against contract ${newer}`);
    expect(readFileSync(path.join(root, 'releases', 'remotes.json'), 'utf8')).toBe(before);
  });

  it('rejects unknown and path-like versions with a clear message', async () => {
    const unknown = await run('activate', 'mf_catalog', '9.9.9-nothere');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/no published version "9\.9\.9-nothere"/);
    const sneaky = await run('activate', 'mf_catalog', '../../etc');
    expect(sneaky.code).toBe(1);
    expect(sneaky.err).toMatch(/not a valid version/);
  });

  it('will not overwrite a corrupt pointer', async () => {
    await buildAndPublish('aaaaaa1111');
    writePointerFile(ctx.releasesDir, '{ not json');
    const result = await run('activate', 'mf_catalog', '0.1.0-aaaaaa1111');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/remotes\.json is invalid/);
  });
});

describe('list and usage', () => {
  it('lists versions oldest first and marks the active one', async () => {
    writeRemoteBuild(catalogDist(), { name: 'mf_catalog', hash: 'aaaaaa1111', builtAt: '2025-01-01T00:00:00Z' });
    await publishRemote(ctx, 'mf_catalog');
    removeDir(catalogDist());
    writeRemoteBuild(catalogDist(), { name: 'mf_catalog', hash: 'bbbbbb2222', builtAt: '2025-02-01T00:00:00Z' });
    await publishRemote(ctx, 'mf_catalog');
    await activateRemote(ctx, 'mf_catalog', '0.1.0-bbbbbb2222');

    const versions = await listVersions(ctx, 'mf_catalog');
    expect(versions.map((v) => [v.version, v.active])).toEqual([
      ['0.1.0-aaaaaa1111', false],
      ['0.1.0-bbbbbb2222', true],
    ]);
    const printed = await run('list', 'mf-catalog');
    expect(printed.out).toMatch(/^\* 0\.1\.0-bbbbbb2222 /m);
    expect(printed.out).toMatch(/^ {2}0\.1\.0-aaaaaa1111 /m);
  });

  it('answers bad input with a non-zero exit', async () => {
    expect((await run()).code).toBe(2);
    expect((await run('deploy', 'mf_catalog')).code).toBe(2);
    expect((await run('activate', 'mf_catalog')).err).toMatch(/Expected: release activate <remote> <version>/);
    expect((await run('list', 'mf_catalog', '--force')).err).toMatch(/Unknown option --force/);
  });
});

describe('singleton versions', () => {
  const SHELL = {
    react: '18.3.1',
    'react-dom': '18.3.1',
    'styled-components': '6.6.0',
    '@storefront/shared-ui': '0.1.0',
  };

  it("activates a release built against versions the shell's copies satisfy", async () => {
    writeShellSharedVersions(SHELL);
    await buildAndPublish('cccccc3333', CONTRACT_VERSION, {
      react: '18.2.0',
      'styled-components': '6.6.0',
      '@storefront/shared-ui': '0.1.0',
    });
    await expect(activateRemote(ctx, 'mf_catalog', '0.1.0-cccccc3333')).resolves.toMatchObject({ changed: true });
  });

  it('refuses a release built against a newer or another major singleton, or one the shell does not provide, and keeps the pointer', async () => {
    writeShellSharedVersions(SHELL);
    await buildAndPublish('dddddd4444');
    await activateRemote(ctx, 'mf_catalog', '0.1.0-dddddd4444');
    await buildAndPublish('eeeeee5555', CONTRACT_VERSION, {
      react: '19.0.0',
      'styled-components': '6.7.0',
      '@storefront/shared-ui': '0.2.0',
      'left-pad': '1.3.0',
    });
    const result = await run('activate', 'mf_catalog', '0.1.0-eeeeee5555');
    expect(result.code).not.toBe(0);
    expect(result.err).toContain('Refusing mf_catalog 0.1.0-eeeeee5555');
    for (const part of [
      'react 19.0.0 (the shell provides 18.3.1)',
      'styled-components 6.7.0 (the shell provides 6.6.0)',
      '@storefront/shared-ui 0.2.0 (the shell provides 0.1.0)',
      'left-pad 1.3.0 (the shell does not provide it)',
    ]) {
      expect(result.err).toContain(part);
    }
    expect(readPointerJson().remotes.mf_catalog?.version).toBe('0.1.0-dddddd4444');
  });

  it('has nothing to compare without a shell build beside it', async () => {
    await buildAndPublish('ffffff6666', CONTRACT_VERSION, { react: '19.0.0' });
    await expect(activateRemote(ctx, 'mf_catalog', '0.1.0-ffffff6666')).resolves.toMatchObject({ changed: true });
  });
});
