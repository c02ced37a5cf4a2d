import path from 'node:path';
import { activateRemote, rollbackRemote, setDisabled } from './activate';
import type { ReleaseContext } from './release-context';
import { bootDataOf, startEdge, type EdgeHarness } from '../test-support/edge-harness';
import { startFakeApi, type FakeApi } from '../test-support/fake-api';
import { publishFakeRelease } from '../test-support/fixtures';

// Several edges serving one shared releases folder switch together (no restart, no sync step), so a shop run on
// more than one edge releases as one.
let api: FakeApi;
let first: EdgeHarness;
let second: EdgeHarness;

beforeAll(async () => {
  api = await startFakeApi();
  first = await startEdge(api.url);
  second = await startEdge(api.url, { config: { releasesDir: first.releasesDir } });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await api?.close();
});

async function servedVersions() {
  return Promise.all(
    [first, second].map(async (edge) => {
      const page = await edge.app.inject({ url: '/' });
      const pointer = (await edge.app.inject({ url: '/remotes.json' })).json() as {
        remotes: Record<string, { version: string } | undefined>;
      };
      return {
        page: bootDataOf(page.body).boot.remotes.remotes.mf_catalog?.version ?? null,
        pointer: pointer.remotes.mf_catalog?.version ?? null,
      };
    }),
  );
}

it('two edges on one releases folder switch together on activate, rollback and the kill switch', async () => {
  const ctx: ReleaseContext = {
    rootDir: path.dirname(first.releasesDir),
    releasesDir: first.releasesDir,
    shellDir: first.shellDir,
    actor: 'test',
  };
  const both = (version: string | null) => [
    { page: version, pointer: version },
    { page: version, pointer: version },
  ];
  expect(await servedVersions()).toEqual(both('0.1.0-cafe000001'));

  publishFakeRelease(first.releasesDir, { name: 'mf_catalog', hash: 'cafe000002' });
  await activateRemote(ctx, 'mf_catalog', '0.1.0-cafe000002');
  expect(await servedVersions()).toEqual(both('0.1.0-cafe000002'));

  await setDisabled(ctx, 'mf_catalog', true);
  expect(await servedVersions()).toEqual(both(null));
  await setDisabled(ctx, 'mf_catalog', false);

  await rollbackRemote(ctx, 'mf_catalog');
  expect(await servedVersions()).toEqual(both('0.1.0-cafe000001'));
});
