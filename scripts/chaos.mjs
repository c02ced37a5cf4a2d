#!/usr/bin/env node
// `npm run chaos`: faults under load, on a PostgreSQL database of its own, against the compiled api.
//
// 1. Crash: shoppers place and pay orders concurrently; the api process is killed with SIGKILL twice (while
//    orders are placed, then while they are paid) and restarted on the same port; the shoppers retry what failed, as browsers would. Then: every order is
//    whole or absent, no payment is applied twice, and every e-mail of the outbox reached the SMTP server.
// 2. Stranded payments: 20 orders are paid at the sandbox while its webhooks are still queued (40 s late), the api
//    is killed (SIGKILL) and restarted: within 30 s every order is complete (the reconciler asks the provider at
//    start-up), each with exactly one confirmation received by the SMTP sink; the queued webhooks still arrive
//    later and change nothing.
// 3. Two api instances on the one database: the same Pay Now sent to both at once gives one order per
//    idempotency key; a coupon limited to 5 uses is redeemed 5 times, never more; parallel adds to one cart
//    through both never pass the seed maximum.
//
//   node scripts/chaos.mjs [--short] [--keep-database]
// Env: CHAOS_DATABASE_URL (a server database to connect to for CREATE DATABASE; default
// postgres://postgres@127.0.0.1:5432/test). The run's own database is chaos_<pid>_<time>, dropped at the end.
// Exit code 0 when every invariant held; the figures are printed as one JSON line at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { assertSupportedNode } from './lib/node-version.mjs';
import { freePort, shopBasics } from './lib/load-kit.mjs';
import { createHarness } from './lib/chaos-harness.mjs';
import { crashRun } from './lib/chaos-crash.mjs';
import { strandedRun, strandedWebhooksArrived } from './lib/chaos-stranded.mjs';
import { twoInstances } from './lib/chaos-two-instances.mjs';

assertSupportedNode();

const args = new Set(process.argv.slice(2));
for (const arg of args) {
  if (!['--short', '--keep-database'].includes(arg)) {
    console.error(`Unknown option ${arg}. Usage: node scripts/chaos.mjs [--short] [--keep-database]`);
    process.exit(2);
  }
}
const SHORT = args.has('--short');
const SIZE = SHORT
  ? { crashOrders: 16, duplicateCarts: 8, couponCarts: 12, couponLimit: 5, seedAdds: 12 }
  : { crashOrders: 60, duplicateCarts: 30, couponCarts: 30, couponLimit: 5, seedAdds: 24 };

const serverUrl = process.env.CHAOS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `chaos_${process.pid}_${Date.now()}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

const admin = new pg.Client({ connectionString: serverUrl });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-chaos-'));
const h = createHarness({ databaseUrl, dataDir, orderLinkSecret: `chaos-order-link-secret-${process.pid}` });
const { log, failures } = h;

const started = Date.now();
let exitCode = 1;
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const smtpPort = await h.open();
  const [portA, portB] = [await freePort(), await freePort()];
  log(`database ${dbName}; api instances on ${portA} and ${portB}; SMTP sink on ${smtpPort}`);
  await h.startApi('api-a', portA, smtpPort);
  const basics = await shopBasics(`http://127.0.0.1:${portA}`);
  const crash = await crashRun(h, SIZE, portA, smtpPort, basics);
  const stranded = await strandedRun(h, portA, smtpPort, basics);
  // The second instance joins while the stranded orders' webhooks are still queued: both deliver them.
  await h.startApi('api-b', portB, smtpPort);
  const two = await twoInstances(h, SIZE, portA, portB, basics);
  await strandedWebhooksArrived(h, stranded);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    JSON.stringify({
      chaos: SHORT ? 'short' : 'full',
      seconds,
      crash,
      stranded: { orders: stranded.orders, settledInMs: stranded.settledInMs },
      twoInstances: two,
      failures,
    }),
  );
  log(failures.length === 0 ? `PASS in ${seconds} s` : `FAIL: ${failures.length} invariant(s) broken`);
  exitCode = failures.length === 0 ? 0 : 1;
} catch (error) {
  console.error(`[chaos] ERROR ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await h.close();
  if (!args.has('--keep-database'))
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
