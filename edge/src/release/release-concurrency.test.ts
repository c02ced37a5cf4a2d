import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remotesPointerSchema } from '@storefront/shared-contracts/schemas';
import { makeTempDir, publishFakeRelease, removeDir, writePointerFile } from '../test-support/fixtures';
import { activateRemote } from './activate';
import { runReleaseCli } from './cli';
import { LOCK_FILE, withPointerLock } from './pointer-lock';
import type { ReleaseContext } from './release-context';
import { readReleaseLog } from './release-log';

let root: string;
let ctx: ReleaseContext;
const releasesDir = () => path.join(root, 'releases');
const readPointerJson = () =>
  remotesPointerSchema.parse(JSON.parse(readFileSync(path.join(releasesDir(), 'remotes.json'), 'utf8')));

async function run(c: ReleaseContext, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runReleaseCli(argv, c, { log: (l) => out.push(l), error: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const AREAS = ['mf_catalog', 'mf_product', 'mf_cart_checkout'] as const;

beforeEach(() => {
  root = makeTempDir('edge-release-cc-');
  ctx = { rootDir: root, releasesDir: releasesDir(), shellDir: path.join(root, 'shell', 'dist'), actor: 'ci-bot' };
  const remotes: Record<string, unknown> = {};
  for (const name of AREAS) {
    remotes[name] = publishFakeRelease(releasesDir(), { name, hash: 'aaaaaa0001' }).pointerEntry;
    for (const hash of ['bbbbbb0002', 'cccccc0003']) publishFakeRelease(releasesDir(), { name, hash });
  }
  writePointerFile(releasesDir(), { remotes, history: {}, updatedAt: '2025-01-01T00:00:00.000Z' });
});
afterEach(() => removeDir(root));

describe('concurrent releases', () => {
  it('three areas activated at the same moment all land', async () => {
    const results = await Promise.all(AREAS.map((name) => activateRemote(ctx, name, '0.1.0-bbbbbb0002')));
    expect(results.every((r) => r.changed)).toBe(true);
    const pointer = readPointerJson();
    for (const name of AREAS) {
      expect(pointer.remotes[name]?.version).toBe('0.1.0-bbbbbb0002');
      expect(pointer.history[name]).toEqual(['0.1.0-aaaaaa0001']);
    }
    expect((await readReleaseLog(releasesDir())).map((e) => e.area).sort()).toEqual([...AREAS].sort());
    expect(existsSync(path.join(releasesDir(), LOCK_FILE))).toBe(false);
  });

  it('three areas activated by three release processes at once all land', async () => {
    const cli = path.join(__dirname, 'cli.ts');
    const tsx = require.resolve('tsx/cli');
    const codes = await Promise.all(
      AREAS.map(
        (name) =>
          new Promise<number>((resolve) => {
            const child = spawn(process.execPath, [tsx, cli, 'activate', name, '0.1.0-cccccc0003'], {
              env: { ...process.env, RELEASES_DIR: releasesDir(), SHELL_DIR: ctx.shellDir, RELEASE_ACTOR: 'proc' },
              stdio: 'ignore',
            });
            child.on('exit', (code) => resolve(code ?? 1));
          }),
      ),
    );
    expect(codes).toEqual([0, 0, 0]);
    const pointer = readPointerJson();
    for (const name of AREAS) expect(pointer.remotes[name]?.version).toBe('0.1.0-cccccc0003');
    expect((await readReleaseLog(releasesDir())).every((e) => e.actor === 'proc')).toBe(true);
  }, 60_000);

  it('two activations of one area: one clear winner, one clear refusal, and the pointer holds the winner', async () => {
    const settled = await Promise.allSettled([
      activateRemote(ctx, 'mf_product', '0.1.0-bbbbbb0002'),
      activateRemote(ctx, 'mf_product', '0.1.0-cccccc0003'),
    ]);
    const won = settled.filter((s) => s.status === 'fulfilled');
    const refused = settled.filter((s) => s.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toMatch(
      /mf_product was changed by another release command while this one ran .*nothing was written/,
    );
    const winner = (won[0] as PromiseFulfilledResult<{ version: string }>).value.version;
    expect(readPointerJson().remotes.mf_product?.version).toBe(winner);
    const log = await readReleaseLog(releasesDir());
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ area: 'mf_product', from: '0.1.0-aaaaaa0001', to: winner });
  });

  it('waits for a held lock, then writes; gives up with a clear message when it is never released', async () => {
    let release!: () => void;
    const held = withPointerLock(releasesDir(), () => new Promise<void>((r) => (release = r)));
    const waiting = activateRemote(ctx, 'mf_catalog', '0.1.0-bbbbbb0002');
    await new Promise((r) => setTimeout(r, 150));
    expect(readPointerJson().remotes.mf_catalog?.version).toBe('0.1.0-aaaaaa0001');
    release();
    await held;
    await expect(waiting).resolves.toMatchObject({ changed: true });

    writeFileSync(path.join(releasesDir(), LOCK_FILE), '{"pid":1}');
    await expect(
      withPointerLock(releasesDir(), async () => 'never', { timeoutMs: 100, staleMs: 60_000 }),
    ).rejects.toThrow(/another release command holds .*nothing was changed/);
    // A lock left by a crashed command is broken once stale.
    await expect(withPointerLock(releasesDir(), async () => 'ran', { staleMs: -1 })).resolves.toBe('ran');
  });
});

describe('release log and status', () => {
  it('records who, what and why for every change and shows every area in `status`', async () => {
    expect((await run(ctx, 'activate', 'mf-product', '0.1.0-bbbbbb0002', '--reason', 'new pack selector')).code).toBe(
      0,
    );
    expect(
      (await run({ ...ctx, actor: 'alice' }, 'canary', 'mf_catalog', '0.1.0-cccccc0003', '--percent', '10')).code,
    ).toBe(0);
    expect((await run(ctx, 'disable', 'mf_cart_checkout', '--reason=payment outage')).code).toBe(0);

    const log = await readReleaseLog(releasesDir());
    expect(log.map(({ at: _at, ...e }) => e)).toEqual([
      {
        actor: 'ci-bot',
        area: 'mf_product',
        action: 'activate',
        from: '0.1.0-aaaaaa0001',
        to: '0.1.0-bbbbbb0002',
        reason: 'new pack selector',
      },
      {
        actor: 'alice',
        area: 'mf_catalog',
        action: 'canary',
        from: null,
        to: '0.1.0-cccccc0003',
        reason: null,
        percent: 10,
      },
      {
        actor: 'ci-bot',
        area: 'mf_cart_checkout',
        action: 'disable',
        from: '0.1.0-aaaaaa0001',
        to: '0.1.0-aaaaaa0001',
        reason: 'payment outage',
      },
    ]);

    const status = await run(ctx, 'status');
    expect(status.code).toBe(0);
    expect(status.out).toMatch(
      /mf_product\n {2}active: {3}0\.1\.0-bbbbbb0002\n {2}last: .*activate 0\.1\.0-aaaaaa0001 -> 0\.1\.0-bbbbbb0002 by ci-bot \(new pack selector\)\n {2}history: {2}0\.1\.0-aaaaaa0001/,
    );
    expect(status.out).toMatch(
      /mf_catalog\n {2}active: {3}0\.1\.0-aaaaaa0001\n {2}canary: {3}0\.1\.0-cccccc0003 to 10%/,
    );
    expect(status.out).toMatch(/mf_cart_checkout {2}\[DISABLED\]\n.*\n {2}disabled: since .* \(payment outage\)/);
    // Areas with no release yet are listed too (the route table's areas, remotes added later included).
    expect(status.out).toMatch(/mf_account\n {2}active: {3}none\n {2}last: {5}no recorded change/);
    const json = JSON.parse((await run(ctx, 'status', '--json')).out) as { areas: { area: string }[] };
    expect(json.areas.map((a) => a.area)).toContain('mf_product');
  });

  it('canary, promote and abort move the pointer as documented', async () => {
    expect(
      (await run(ctx, 'canary', 'mf_product', '0.1.0-bbbbbb0002', '--percent', '25', '--storefront', 'de')).code,
    ).toBe(0);
    expect(readPointerJson().canary?.mf_product).toMatchObject({
      version: '0.1.0-bbbbbb0002',
      percent: 25,
      storefront: 'de',
    });
    expect(readPointerJson().remotes.mf_product?.version).toBe('0.1.0-aaaaaa0001');
    expect((await run(ctx, 'promote', 'mf_product')).code).toBe(0);
    expect(readPointerJson().remotes.mf_product?.version).toBe('0.1.0-bbbbbb0002');
    expect(readPointerJson().canary).toBeUndefined();
    expect(readPointerJson().history.mf_product).toEqual(['0.1.0-aaaaaa0001']);

    expect((await run(ctx, 'canary', 'mf_product', '0.1.0-cccccc0003', '--percent=50')).code).toBe(0);
    expect((await run(ctx, 'abort', 'mf_product')).code).toBe(0);
    expect(readPointerJson().remotes.mf_product?.version).toBe('0.1.0-bbbbbb0002');
    expect(readPointerJson().canary).toBeUndefined();

    const bad = await run(ctx, 'canary', 'mf_product', '0.1.0-cccccc0003', '--percent', '0');
    expect(bad).toMatchObject({ code: 1 });
    expect(bad.err).toMatch(/--percent must be a whole number from 1 to 100/);
    expect(
      (await run(ctx, 'canary', 'mf_product', '0.1.0-cccccc0003', '--percent', '5', '--storefront', 'xx')).err,
    ).toMatch(/Unknown storefront "xx"/);
    expect((await run(ctx, 'abort', 'mf_product')).err).toMatch(/mf_product has no canary to abort/);
    expect((await run(ctx, 'promote', 'mf_catalog')).err).toMatch(/mf_catalog has no canary to promote/);
  });

  it('disable and enable flip the kill switch and keep the active version', async () => {
    expect((await run(ctx, 'disable', 'mf-product')).out).toMatch(/mf_product is disabled/);
    expect(readPointerJson().disabled?.mf_product).toBeDefined();
    expect((await run(ctx, 'disable', 'mf-product')).out).toMatch(/already disabled/);
    expect((await run(ctx, 'enable', 'mf-product')).out).toMatch(/mf_product is enabled again \(0\.1\.0-aaaaaa0001\)/);
    expect(readPointerJson().disabled).toBeUndefined();
    expect(readPointerJson().remotes.mf_product?.version).toBe('0.1.0-aaaaaa0001');
  });
});
