// The checks of `npm run cluster -- --check`, against the running topology (scripts/cluster.mjs): each is what a
// shopper or an operator would see, and each prints one row of the closing table. The checks themselves are by
// concern: shopping (cluster-shopping.mjs), freshness (cluster-freshness.mjs), the balancer's page cache
// (cluster-page-cache.mjs), limits and load (cluster-load.mjs).
import { basics } from './cluster-kit.mjs';
import { priceFreshness, releaseSwitch } from './cluster-freshness.mjs';
import { perClientLimits, throughput } from './cluster-load.mjs';
import { anonymousPageCached, shoppersNeverShared } from './cluster-page-cache.mjs';
import { purchase, rollingRestarts } from './cluster-shopping.mjs';

/**
 * Runs every check, prints the table, and resolves true when all held.
 *
 * @param {import('./cluster-kit.mjs').ClusterContext} ctx
 */
export async function runClusterChecks(ctx) {
  const shop = await basics(ctx.publicOrigin);
  const checks = [
    ['purchase over https through the balancer', () => purchase(ctx, shop)],
    [
      'price change seen through the other edge',
      () => priceFreshness(ctx, shop, { base: ctx.hosts.edges[1], through: 'edge B', marker: 987654 }),
    ],
    ['anonymous page cached by the balancer', () => anonymousPageCached(ctx, shop)],
    ['shoppers never get a shared page', () => shoppersNeverShared(ctx, shop)],
    [
      "price change seen through the balancer's cache",
      () => priceFreshness(ctx, shop, { base: ctx.publicOrigin, through: 'the balancer', marker: 987653 }),
    ],
    ['release activation and rollback on both edges', () => releaseSwitch(ctx)],
    ['per-client limit through the balancer', () => perClientLimits(ctx)],
    ['throughput: one edge and two', () => throughput(ctx, shop)],
    ['rolling restarts under 20 shoppers', () => rollingRestarts(ctx, shop)],
  ];
  const rows = [];
  for (const [name, run] of checks) {
    ctx.log(`check: ${name} ...`);
    try {
      rows.push({ name, ...(await run()) });
    } catch (error) {
      rows.push({ name, ok: false, detail: `error: ${error instanceof Error ? error.message : String(error)}` });
    }
    ctx.log(`  ${rows.at(-1).ok ? 'ok  ' : 'FAIL'} ${rows.at(-1).detail}`);
  }
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log('\ncheck'.padEnd(width + 3) + 'result  detail');
  for (const row of rows) console.log(`${row.name.padEnd(width + 2)}${row.ok ? 'ok    ' : 'FAIL  '}${row.detail}`);
  const passed = rows.filter((r) => r.ok).length;
  console.log(`\ncluster: ${passed} passed, ${rows.length - passed} failed`);
  return passed === rows.length;
}
