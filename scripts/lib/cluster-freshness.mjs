// The freshness checks of `npm run cluster -- --check`: a price changed in the database and a release activated
// show through every edge, and through the balancer's page cache, within 2 s.
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from './processes.mjs';
import { pgClient, timeUntil } from './cluster-kit.mjs';

/**
 * A price changed straight in the database, polled every 50 ms at `base` (one edge, or the balancer with its page
 * cache) until the page shows it: within 2 s. `marker` (cents) is on no page before; each use takes its own.
 *
 * @param {import('./cluster-kit.mjs').ClusterContext} ctx
 * @param {{ slug: string, packId: string }} shop
 * @param {{ base: string, through: string, marker: number }} at
 */
export async function priceFreshness(ctx, shop, { base, through, marker }) {
  const db = await pgClient(ctx.databaseUrl);
  const statuses = new Map();
  try {
    const { rows } = await db.query(
      `SELECT pp.pack_id, pp.amount FROM pack_prices pp JOIN seed_packs sp ON sp.id = pp.pack_id
       WHERE pp.currency = 'EUR' AND sp.id = $1`,
      [shop.packId],
    );
    const { amount } = rows[0];
    const page = async () => {
      const response = await fetch(`${base}/product/${shop.slug}`);
      const cache = response.headers.get('x-cache-status') ?? 'none';
      return { html: await response.text(), cache };
    };
    await page();
    await page(); // kept by the edge (and the balancer) now
    const euros = (marker / 100).toFixed(2);
    const seen = (html) =>
      html.includes(euros.replace(/^(\d)(\d{3})/, '$1,$2')) ||
      html.includes(euros.replace('.', ',').replace(/^(\d)(\d{3})/, '$1.$2'));
    if (seen((await page()).html)) return { ok: false, detail: 'the marker price was on the page before the change' };
    await db.query('UPDATE pack_prices SET amount = $1 WHERE pack_id = $2 AND currency = $3', [
      marker,
      shop.packId,
      'EUR',
    ]);
    let shownBy = null;
    const ms = await timeUntil(async () => {
      const { html, cache } = await page();
      if (!seen(html)) {
        statuses.set(cache, (statuses.get(cache) ?? 0) + 1);
        return false;
      }
      shownBy = cache;
      return true;
    }, 5_000);
    await db.query('UPDATE pack_prices SET amount = $1 WHERE pack_id = $2 AND currency = $3', [
      amount,
      shop.packId,
      'EUR',
    ]);
    const before = [...statuses].map(([status, n]) => `${n} ${status}`).join(', ') || 'none';
    return {
      ok: ms !== null && ms <= 2_000,
      detail:
        ms === null
          ? `not seen through ${through} within 5 s`
          : `seen through ${through} after ${ms} ms` +
            (through === 'the balancer' ? ` (cache ${shownBy}; old page before: ${before})` : ''),
    };
  } finally {
    await db.end();
  }
}

function releaseCommand(ctx, ...args) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'edge/src/release/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, RELEASES_DIR: ctx.originDir, RELEASE_ACTOR: 'cluster-check' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`release ${args.join(' ')}: ${result.stderr || result.stdout}`);
  return result.stdout;
}

export async function releaseSwitch(ctx) {
  const name = 'mf_content';
  const pointer = JSON.parse(readFileSync(path.join(ctx.originDir, 'remotes.json'), 'utf8'));
  const active = pointer.remotes[name].version;
  // A second version of the area (the same files, as a rebuild with no change would give), uploaded to the origin.
  const info = JSON.parse(readFileSync(path.join(ctx.originDir, name, active, 'release.json'), 'utf8'));
  const hash = `c1${Date.now().toString(16).slice(-8)}`;
  const next = `${info.packageVersion}-${hash}`;
  cpSync(path.join(ctx.originDir, name, active), path.join(ctx.originDir, name, next), { recursive: true });
  const releaseJson = `${JSON.stringify({ ...info, hash }, null, 2)}\n`;
  writeFileSync(path.join(ctx.originDir, name, next, 'release.json'), releaseJson);
  // integrity.json lists release.json too: the edges verify every file they mirror.
  const integrityFile = path.join(ctx.originDir, name, next, 'integrity.json');
  const integrity = JSON.parse(readFileSync(integrityFile, 'utf8'));
  integrity.files['release.json'] = `sha384-${createHash('sha384').update(releaseJson).digest('base64')}`;
  writeFileSync(integrityFile, `${JSON.stringify(integrity, null, 2)}\n`);
  const served = async (version) => {
    const answers = await Promise.all(
      ctx.hosts.edges.map(async (edge) => (await (await fetch(`${edge}/remotes.json`)).json()).remotes[name]?.version),
    );
    return answers.every((v) => v === version);
  };
  releaseCommand(ctx, 'activate', name, next, '--reason', 'cluster check');
  const activated = await timeUntil(() => served(next), 5_000);
  releaseCommand(ctx, 'rollback', name, '--reason', 'cluster check');
  const rolledBack = await timeUntil(() => served(active), 5_000);
  const ok = activated !== null && activated <= 2_000 && rolledBack !== null && rolledBack <= 2_000;
  return {
    ok,
    detail: `both edges served the activation after ${activated ?? '>5000'} ms, the rollback after ${rolledBack ?? '>5000'} ms`,
  };
}
