import { CONTRACT_VERSION, type RemotesPointer } from '@storefront/shared-contracts';
import { createReleaseWarmer } from './warm-releases';

const remote = (name: string, version: string) => ({
  version,
  entry: `/releases/${name}/${version}/remoteEntry.js`,
  contractVersion: CONTRACT_VERSION,
});
const pointer = (extra: Partial<RemotesPointer> = {}): RemotesPointer => ({
  remotes: { mf_product: remote('mf_product', '1.0.0'), mf_catalog: remote('mf_catalog', '2.0.0') },
  history: {},
  updatedAt: '2026-11-28T20:00:00.000Z',
  ...extra,
});
const entries = (remotes: RemotesPointer['remotes']) =>
  Object.values(remotes)
    .map((r) => r!.version)
    .sort();

describe('createReleaseWarmer', () => {
  it('loads the active releases once, however often the pointer is seen', async () => {
    const calls: RemotesPointer['remotes'][] = [];
    const warmer = createReleaseWarmer(async (remotes) => void calls.push(remotes));
    await warmer.see(pointer());
    await warmer.see(pointer());
    expect(calls.map(entries)).toEqual([['1.0.0', '2.0.0']]);
  });

  it("loads a canary's version as soon as the pointer names it, beside the active ones", async () => {
    const calls: RemotesPointer['remotes'][] = [];
    const warmer = createReleaseWarmer(async (remotes) => void calls.push(remotes));
    await warmer.see(pointer());
    const canary = { ...remote('mf_product', '1.1.0'), percent: 50, since: '2026-11-28T20:01:00.000Z' };
    await warmer.see(pointer({ canary: { mf_product: canary } }));
    await warmer.see(pointer({ canary: { mf_product: canary } }));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.mf_product!.entry).toBe('/releases/mf_product/1.1.0/remoteEntry.js');
    expect(calls[1]!.mf_catalog!.version).toBe('2.0.0');
  });

  it('loads a newly activated version, and goes on after a load that failed', async () => {
    const calls: string[][] = [];
    let fail = true;
    const warmer = createReleaseWarmer(async (remotes) => {
      calls.push(entries(remotes));
      if (fail) {
        fail = false;
        throw new Error('disk error');
      }
    });
    await warmer.see(pointer()).catch(() => undefined);
    await warmer.see(pointer({ remotes: { ...pointer().remotes, mf_product: remote('mf_product', '1.2.0') } }));
    expect(calls).toEqual([
      ['1.0.0', '2.0.0'],
      ['1.2.0', '2.0.0'],
    ]);
  });
});
