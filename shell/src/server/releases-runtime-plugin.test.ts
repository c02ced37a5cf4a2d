/** @jest-environment node */
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { REMOTE_ENTRY_FILE, SERVER_BUILD_DIR } from '@storefront/shared-contracts';
import path from 'node:path';
import {
  evaluateContainer,
  ReleaseFileError,
  releaseFileFor,
  RELEASES_ORIGIN,
  SERVER_ENTRY_PATH,
  serverEntryUrl,
} from './releases-runtime-plugin';
import { withBudget, AreaTimeoutError } from './server-areas';

describe('server releases', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'releases-'));

  it('names the server entry as the contracts do (it cannot import them: it runs before the shared modules)', () => {
    expect(SERVER_ENTRY_PATH).toBe(`${SERVER_BUILD_DIR}/${REMOTE_ENTRY_FILE}`);
  });

  it('addresses the server build beside the browser entry of a release', () => {
    expect(serverEntryUrl('/releases/mf_catalog/0.1.0-abc123/remoteEntry.js')).toBe(
      `${RELEASES_ORIGIN}/releases/mf_catalog/0.1.0-abc123/server/remoteEntry.js`,
    );
  });

  it("follows a dev server's entry to its server build in a development shell only", () => {
    const devEntry = 'http://127.0.0.1:3001/remoteEntry.js?build=ab12';
    expect(serverEntryUrl(devEntry, true)).toBe('http://127.0.0.1:3001/server/remoteEntry.js?build=ab12');
    expect(serverEntryUrl(devEntry, false)).toBe(`${RELEASES_ORIGIN}/server/remoteEntry.js`);
    expect(serverEntryUrl('/releases/mf_catalog/1/remoteEntry.js', true)).toBe(
      `${RELEASES_ORIGIN}/releases/mf_catalog/1/server/remoteEntry.js`,
    );
  });

  it('maps release URLs into the releases folder and refuses to leave it', () => {
    expect(releaseFileFor(`${RELEASES_ORIGIN}/releases/mf_catalog/1/server/remoteEntry.js`, dir)).toBe(
      path.join(dir, 'mf_catalog/1/server/remoteEntry.js'),
    );
    expect(releaseFileFor('http://elsewhere.example/releases/x.js', dir)).toBeNull();
    expect(() => releaseFileFor(`${RELEASES_ORIGIN}/releases/%2e%2e/%2e%2e/etc/passwd`, dir)).toThrow(ReleaseFileError);
    expect(() => releaseFileFor(`${RELEASES_ORIGIN}/releases/mf_x%2F..%2F..%2Fsecret`, dir)).toThrow(ReleaseFileError);
  });

  it('evaluates a CommonJS container with its own folder as __dirname and a working require', async () => {
    mkdirSync(path.join(dir, 'mf_x', 'server'), { recursive: true });
    const file = path.join(dir, 'mf_x', 'server', 'remoteEntry.js');
    writeFileSync(file, "module.exports.mf_x = { dir: __dirname, sep: require('node:path').sep };");
    expect(await evaluateContainer(file)).toEqual({ mf_x: { dir: path.dirname(file), sep: path.sep } });
  });

  it('reports a missing server build clearly', async () => {
    await expect(evaluateContainer(path.join(dir, 'missing', 'remoteEntry.js'))).rejects.toThrow(
      /cannot be read \(ENOENT\)/,
    );
  });

  it('gives up on a slow area after its budget', async () => {
    await expect(withBudget(new Promise(() => undefined), 20, 'loading mf_slow')).rejects.toBeInstanceOf(
      AreaTimeoutError,
    );
    await expect(withBudget(Promise.resolve('ok'), 20, 'fast')).resolves.toBe('ok');
  });
});
