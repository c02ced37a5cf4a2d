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
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { assertSupportedNode } from './lib/node-version.mjs';
import { compiledServer, startService, waitForHttp } from './lib/processes.mjs';
import { Shopper, freePort, orderBody, sandboxRefOf, shopBasics, sleep } from './lib/load-kit.mjs';

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

const ORDER_LINK_SECRET = `chaos-order-link-secret-${process.pid}`;
/** The order's access key, as the api derives it (modules/orders/order-links.ts): what the shopper was given. */
const keyOf = (number) =>
  createHmac('sha256', ORDER_LINK_SECRET).update(`access:${number}`).digest('base64url').slice(0, 32);

const log = (line) => console.log(`[chaos] ${line}`);
const failures = [];
/** Records a broken invariant (the run goes on, so every one is reported). */
function check(ok, what) {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

// --- SMTP: every delivery kept by Message-ID ---------------------------------------------------------------
/** @type {Map<string, number>} Message-ID -> deliveries */
const delivered = new Map();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => (raw += chunk));
    stream.on('end', () => {
      const id = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? `<none-${delivered.size}>`;
      delivered.set(id, (delivered.get(id) ?? 0) + 1);
      callback();
    });
  },
});

const admin = new pg.Client({ connectionString: serverUrl });
/** @type {pg.Pool | undefined} */
let db;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-chaos-'));
/** @type {Map<string, import('./lib/processes.mjs').Service>} */
const running = new Map();

async function startApi(name, port, smtpPort, extraEnv = {}) {
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_POLL_MS: '100',
    MAIL_RETRY_BASE_MS: '200',
    MAIL_RETRY_MAX_MS: '1000',
    // A killed worker's claimed e-mails go to another after this long (production: 60 s).
    MAIL_LEASE_MS: '2000',
    SANDBOX_WEBHOOK_DELAY_MS: '50',
    RATE_LIMIT_FACTOR: '1000000',
    PUBLIC_ORIGIN: 'http://127.0.0.1:3000',
    SHUTDOWN_TIMEOUT_MS: '3000',
    ORDER_LINK_SECRET,
    SANDBOX_WEBHOOK_RETRY_BASE_MS: '200',
    ...extraEnv,
  };
  const service = startService(name, compiledServer('api'), env, {});
  running.set(name, service);
  await waitForHttp(`http://127.0.0.1:${port}/readyz`, { timeoutMs: 180_000, isAlive: service.isAlive });
  return service;
}

/** Retries a request while the api is down or answers 5xx (a browser's retry after a failed request). */
async function persist(send, deadline) {
  for (;;) {
    try {
      const response = await send();
      if (response.status < 500) return response;
    } catch {
      // connection refused or reset: the api is down
    }
    if (Date.now() > deadline) throw new Error('gave up: the api did not come back');
    await sleep(150);
  }
}

async function one(sql, params = []) {
  const { rows } = await db.query(sql, params);
  return rows;
}

async function waitForOutboxDrained(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [{ unsent }] = await one('SELECT count(*)::int AS unsent FROM email_outbox WHERE sent_at IS NULL');
    if (unsent === 0) return true;
    if (Date.now() > deadline) return false;
    await sleep(250);
  }
}

// --- 1. crash ------------------------------------------------------------------------------------------------
async function crashRun(apiPort, smtpPort, basics) {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  log(`crash: ${SIZE.crashOrders} shoppers place and pay orders; the api is killed (SIGKILL) in the middle`);
  const shoppers = [];
  for (let i = 0; i < SIZE.crashOrders; i += 1) {
    const shopper = new Shopper(apiUrl);
    const added = await shopper.request('POST', '/api/en-en/cart/items', {
      json: { packId: basics.packId, quantity: 1 },
    });
    if (added.status !== 201 && added.status !== 200) throw new Error(`add to cart answered ${added.status}`);
    shoppers.push(shopper);
  }
  let placed = 0;
  let paid = 0;
  let killedAt = -1;
  let killedWhilePaying = -1;
  const deadline = Date.now() + 120_000;
  const runs = shoppers.map(async (shopper, i) => {
    const key = `chaos-crash-${i}-${Date.now()}`;
    const email = `crash${i}@chaos.example`;
    // Pay Now, retried with the same key until an answer comes back (the key makes a retry safe).
    let order = await persist(
      () => shopper.request('POST', '/api/en-en/orders', { json: orderBody(key, email, basics.shippingMethodId) }),
      deadline,
    );
    if (order.status === 409 && order.data?.code === 'CART_CLOSED') {
      // The first attempt committed but its answer was lost with the process: the shopper finds it by e-mail.
      const [row] = await one('SELECT number FROM orders WHERE idempotency_key = $1', [key]);
      if (!row) throw new Error(`cart closed without an order for ${key}`);
      const [pay] = await one(
        `SELECT p.checkout_url FROM orders o JOIN payments p ON p.id = o.current_payment_id WHERE o.number = $1`,
        [row.number],
      );
      order = { status: 201, data: { orderNumber: row.number, redirectUrl: pay.checkout_url, accessKey: '' } };
    }
    if (order.status !== 201) throw new Error(`Pay Now answered ${order.status} ${order.text.slice(0, 200)}`);
    placed += 1;
    const ref = sandboxRefOf(order.data.redirectUrl);
    if (!ref) throw new Error(`no sandbox payment in ${order.data.redirectUrl}`);
    // The shopper pays on the provider's page (the sandbox lives in the api, so it goes down with it).
    await persist(() => shopper.request('POST', `/api/sandbox/pay/${ref}`, { form: { action: 'pay' } }), deadline);
    paid += 1;
    return order.data.orderNumber;
  });
  const kill = async (what) => {
    await running.get('api-a').stop('SIGKILL');
    log(`crash: killed the api (SIGKILL) ${what}; restarting it`);
    await startApi('api-a', apiPort, smtpPort);
    log('crash: the api is back');
  };
  const killer = (async () => {
    // Once while orders are being placed, once while they are being paid (webhooks and e-mails in flight).
    while (placed < Math.max(2, Math.floor(SIZE.crashOrders / 3))) await sleep(5);
    killedAt = placed;
    await kill(`after ${killedAt} orders had answers`);
    while (paid < Math.max(3, Math.floor((SIZE.crashOrders * 2) / 3))) await sleep(5);
    killedWhilePaying = paid;
    await kill(`after ${paid} payments`);
  })();
  const numbers = await Promise.all(runs);
  await killer;
  // The shoppers come back to their order pages (reading changes nothing). Webhooks the dead process was sending
  // are in the database: the provider retries them, and the restarted api's reconciler asks about open payments.
  const visitor = new Shopper(apiUrl);
  await Promise.all(
    numbers.map((number) =>
      persist(() => visitor.request('GET', `/api/en-en/orders/${number}?key=${keyOf(number)}`), deadline),
    ),
  );
  const settleDeadline = Date.now() + 30_000;
  for (;;) {
    const [{ open }] = await one(
      `SELECT count(*)::int AS open FROM orders o JOIN sandbox_payments s ON s.reference = o.number
       WHERE s.status = 'paid' AND o.status <> 'complete'`,
    );
    if (open === 0 || Date.now() > settleDeadline) break;
    await sleep(300);
  }
  const drained = await waitForOutboxDrained(60_000);

  const broken = await one(
    `SELECT o.number FROM orders o
     LEFT JOIN LATERAL (SELECT count(*)::int AS n, coalesce(sum(line_total), 0)::int AS s
                        FROM order_lines WHERE order_id = o.id) l ON true
     LEFT JOIN payments p ON p.id = o.current_payment_id
     JOIN carts c ON c.id = o.cart_id
     WHERE o.email LIKE 'crash%' AND (l.n = 0 OR l.s <> o.subtotal OR o.total <> o.subtotal - o.discount + o.shipping
        OR p.id IS NULL OR p.amount <> o.total OR c.closed_at IS NULL)`,
  );
  check(
    broken.length === 0,
    `crash: every order is whole (lines, totals, payment, closed cart): ${broken.length} broken`,
  );
  const [{ orphans }] = await one(
    `SELECT count(*)::int AS orphans FROM carts c
     WHERE c.closed_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = c.id)`,
  );
  check(orphans === 0, `crash: no cart closed without its order (absent means absent): ${orphans}`);
  const [{ orders }] = await one(`SELECT count(*)::int AS orders FROM orders WHERE email LIKE 'crash%'`);
  check(orders === SIZE.crashOrders, `crash: one order per shopper: ${orders} of ${SIZE.crashOrders}`);
  const twice = await one(
    `SELECT provider_ref, status FROM payment_events WHERE applied GROUP BY 1, 2 HAVING count(*) > 1`,
  );
  check(twice.length === 0, `crash: no payment event applied twice: ${twice.length}`);
  const paidTwice = await one(
    `SELECT o.number FROM orders o JOIN payments p ON p.order_id = o.id
     WHERE o.email LIKE 'crash%' AND p.status = 'paid' GROUP BY o.number HAVING count(*) > 1`,
  );
  check(paidTwice.length === 0, `crash: no order paid twice: ${paidTwice.length}`);
  const [{ complete }] = await one(
    `SELECT count(*)::int AS complete FROM orders WHERE email LIKE 'crash%' AND status = 'complete'`,
  );
  check(complete === SIZE.crashOrders, `crash: every paid order is complete: ${complete} of ${SIZE.crashOrders}`);
  const confirmations = await one(
    `SELECT o.number, count(e.id)::int AS n FROM orders o
     LEFT JOIN email_outbox e ON lower(e.to_address) = lower(o.email) AND e.template = 'order-confirmation'
     WHERE o.email LIKE 'crash%' GROUP BY o.number HAVING count(e.id) <> 1`,
  );
  check(confirmations.length === 0, `crash: exactly one order confirmation per order: ${confirmations.length} off`);
  check(drained, 'crash: the outbox drained (every e-mail sent)');
  const ids = (await one('SELECT id::text AS id FROM email_outbox')).map((r) => r.id);
  const deliveredIds = new Set([...delivered.keys()].map((m) => /outbox-(\d+)@/.exec(m)?.[1]).filter(Boolean));
  const lost = ids.filter((id) => !deliveredIds.has(id));
  const duplicates = [...delivered.values()].filter((n) => n > 1).length;
  check(lost.length === 0, `crash: every outbox e-mail reached the SMTP server: ${lost.length} lost of ${ids.length}`);
  return {
    orders,
    killedAfterOrders: killedAt,
    killedAfterPayments: killedWhilePaying,
    emails: ids.length,
    deliveredTwice: duplicates,
  };
}

// --- 2. stranded payments --------------------------------------------------------------------------------------
/** Webhooks this late are still queued when the api dies; only the restarted api's reconciler can beat the window. */
const STRANDED = { orders: 20, webhookDelayMs: 40_000, windowMs: 30_000 };

async function strandedRun(apiPort, smtpPort, basics) {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // The reconciler's periodic round is far off: what settles the orders is the round at start-up.
  const env = {
    SANDBOX_WEBHOOK_DELAY_MS: String(STRANDED.webhookDelayMs),
    SANDBOX_WEBHOOK_DUPLICATES: 'false',
    PAYMENT_RECONCILE_INTERVAL_MS: '600000',
  };
  await running.get('api-a').stop();
  await startApi('api-a', apiPort, smtpPort, env);
  log(
    `stranded: ${STRANDED.orders} orders paid at the sandbox, webhooks due ${STRANDED.webhookDelayMs / 1000} s later`,
  );
  const orders = await Promise.all(
    Array.from({ length: STRANDED.orders }, async (_, i) => {
      const shopper = new Shopper(apiUrl);
      await shopper.request('POST', '/api/en-en/cart/items', { json: { packId: basics.packId, quantity: 1 } });
      const email = `stranded${i}@chaos.example`;
      const body = orderBody(`chaos-stranded-${i}-${Date.now()}`, email, basics.shippingMethodId);
      const order = await shopper.request('POST', '/api/en-en/orders', { json: body });
      if (order.status !== 201) throw new Error(`Pay Now answered ${order.status} ${order.text.slice(0, 200)}`);
      const ref = sandboxRefOf(order.data.redirectUrl);
      const paid = await shopper.request('POST', `/api/sandbox/pay/${ref}`, { form: { action: 'pay' } });
      if (paid.status !== 303) throw new Error(`the sandbox's pay answered ${paid.status}`);
      return { number: order.data.orderNumber, email };
    }),
  );
  const numbers = orders.map((o) => o.number);
  // Paid at the provider, "processing" in the shop: reading an order page applies nothing. Half the shoppers look;
  // the other half never come back, so only the provider's reports can complete their orders.
  const visitor = new Shopper(apiUrl);
  const looked = numbers.slice(0, STRANDED.orders / 2);
  const read = await Promise.all(
    looked.map((n) => visitor.request('GET', `/api/en-en/orders/${n}?key=${keyOf(n)}`).then((r) => r.data?.status)),
  );
  const [{ paidAtSandbox }] = await one(
    `SELECT count(*)::int AS "paidAtSandbox" FROM sandbox_payments WHERE reference = ANY ($1) AND status = 'paid'`,
    [numbers],
  );
  const [{ processing }] = await one(
    `SELECT count(*)::int AS processing FROM orders WHERE number = ANY ($1) AND status = 'processing'`,
    [numbers],
  );
  check(
    paidAtSandbox === STRANDED.orders && processing === STRANDED.orders && read.every((s) => s === 'processing'),
    `stranded: before the kill, ${paidAtSandbox} paid at the sandbox, ${processing} processing in the shop after ${read.length} order pages were read`,
  );
  await running.get('api-a').stop('SIGKILL');
  log('stranded: killed the api (SIGKILL) with every webhook still queued; restarting it');
  const restartedAt = Date.now();
  await startApi('api-a', apiPort, smtpPort, env);

  /** Per order: its status and how many confirmations the SMTP sink received. */
  const observe = async () => {
    const rows = await one(
      `SELECT o.number, o.status, array_remove(array_agg(e.id::text), NULL) AS ids FROM orders o
       LEFT JOIN email_outbox e ON lower(e.to_address) = lower(o.email) AND e.template = 'order-confirmation'
       WHERE o.number = ANY ($1) GROUP BY o.number, o.status`,
      [numbers],
    );
    const receivedById = new Map();
    for (const [messageId, count] of delivered) {
      const id = /outbox-(\d+)@/.exec(messageId)?.[1];
      if (id) receivedById.set(id, (receivedById.get(id) ?? 0) + count);
    }
    return rows.map((r) => ({
      number: r.number,
      status: r.status,
      outbox: r.ids.length,
      received: r.ids.reduce((n, id) => n + (receivedById.get(id) ?? 0), 0),
    }));
  };
  let state = await observe();
  while (Date.now() - restartedAt < STRANDED.windowMs) {
    if (state.every((o) => o.status === 'complete' && o.received >= 1)) break;
    await sleep(250);
    state = await observe();
  }
  const settledInMs = Date.now() - restartedAt;
  const complete = state.filter((o) => o.status === 'complete').length;
  check(
    complete === STRANDED.orders && settledInMs <= STRANDED.windowMs,
    `stranded: ${complete} of ${STRANDED.orders} orders complete ${Math.round(settledInMs / 1000)} s after the restart (limit ${STRANDED.windowMs / 1000} s)`,
  );
  const oneEach = state.filter((o) => o.outbox === 1 && o.received === 1).length;
  check(
    oneEach === STRANDED.orders,
    `stranded: ${oneEach} of ${STRANDED.orders} orders with exactly one confirmation, received once by the SMTP sink`,
  );
  const [{ reconciled }] = await one(
    `SELECT count(*)::int AS reconciled FROM payment_events e JOIN payments p ON p.provider_ref = e.provider_ref
     JOIN orders o ON o.id = p.order_id WHERE o.number = ANY ($1) AND e.applied AND e.event_id LIKE 'reconcile:%'`,
    [numbers],
  );
  check(reconciled === STRANDED.orders, `stranded: applied by the start-up reconciliation: ${reconciled}`);
  return { orders: STRANDED.orders, settledInMs, numbers };
}

/** After `strandedRun`: its queued webhooks outlived the kill, arrived, and changed nothing. */
async function strandedWebhooksArrived(stranded) {
  const deadline = Date.now() + STRANDED.webhookDelayMs + 30_000;
  let waiting;
  for (;;) {
    [{ waiting }] = await one(
      'SELECT count(*)::int AS waiting FROM sandbox_webhook_deliveries WHERE delivered_at IS NULL',
    );
    if (waiting === 0 || Date.now() > deadline) break;
    await sleep(500);
  }
  check(waiting === 0, `webhooks: every queued sandbox webhook was acknowledged in the end: ${waiting} waiting`);
  const [{ acknowledged }] = await one(
    `SELECT count(*)::int AS acknowledged FROM payment_events WHERE event_id LIKE 'evt_%' AND provider_ref IN (
       SELECT p.provider_ref FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.number = ANY ($1))`,
    [stranded.numbers],
  );
  check(
    acknowledged === stranded.orders,
    `stranded: the webhooks queued before the kill arrived after it: ${acknowledged} of ${stranded.orders}`,
  );
  const [{ confirmations }] = await one(
    `SELECT count(*)::int AS confirmations FROM email_outbox e JOIN orders o ON lower(o.email) = lower(e.to_address)
     WHERE o.number = ANY ($1) AND e.template = 'order-confirmation'`,
    [stranded.numbers],
  );
  check(
    confirmations === stranded.orders,
    `stranded: still one confirmation per order after the late webhooks: ${confirmations}`,
  );
}

// --- 3. two instances ------------------------------------------------------------------------------------------
async function twoInstances(portA, portB, basics) {
  const urls = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
  log(`two instances: ${SIZE.duplicateCarts} carts, each Pay Now sent twice to each instance at once`);
  const carts = await Promise.all(
    Array.from({ length: SIZE.duplicateCarts }, async (_, i) => {
      const shopper = new Shopper(urls[i % 2]);
      await shopper.request('POST', '/api/en-en/cart/items', { json: { packId: basics.packId, quantity: 1 } });
      return shopper;
    }),
  );
  const answers = await Promise.all(
    carts.map(async (shopper, i) => {
      const key = `chaos-dup-${i}-${Date.now()}`;
      const body = orderBody(key, `dup${i}@chaos.example`, basics.shippingMethodId);
      const all = await Promise.all(
        [0, 1, 0, 1].map((n) => shopper.request('POST', '/api/en-en/orders', { json: body, base: urls[n] })),
      );
      return { key, all };
    }),
  );
  const [{ dupOrders }] = await one(`SELECT count(*)::int AS "dupOrders" FROM orders WHERE email LIKE 'dup%'`);
  check(dupOrders === SIZE.duplicateCarts, `two instances: one order per key: ${dupOrders} of ${SIZE.duplicateCarts}`);
  const sameNumber = answers.every(({ all }) => {
    const numbers = new Set(all.filter((a) => a.status === 201).map((a) => a.data.orderNumber));
    return numbers.size === 1 && all.every((a) => a.status === 201 || a.status === 409);
  });
  check(sameNumber, 'two instances: every 201 for one key names the same order; the rest are 409');
  const server5xx = answers.flatMap(({ all }) => all).filter((a) => a.status >= 500).length;
  check(server5xx === 0, `two instances: no 5xx: ${server5xx}`);

  const code = `CHAOS${Date.now().toString(36).toUpperCase()}`;
  await one(
    `INSERT INTO coupons (code, kind, value, active, usage_limit, once_per_email, public, description)
     VALUES ($1, 'percent', 10, true, $2, false, false, 'chaos run')`,
    [code, SIZE.couponLimit],
  );
  log(`two instances: ${SIZE.couponCarts} carts redeem ${code} (limit ${SIZE.couponLimit}) through both at once`);
  const couponCarts = await Promise.all(
    Array.from({ length: SIZE.couponCarts }, async (_, i) => {
      const shopper = new Shopper(urls[i % 2]);
      await shopper.request('POST', '/api/en-en/cart/items', { json: { packId: basics.packId, quantity: 1 } });
      const applied = await shopper.request('PUT', '/api/en-en/cart/coupon', { json: { code } });
      if (applied.status !== 200) throw new Error(`applying the coupon answered ${applied.status} ${applied.text}`);
      return shopper;
    }),
  );
  const couponAnswers = await Promise.all(
    couponCarts.map((shopper, i) =>
      shopper.request('POST', '/api/en-en/orders', {
        json: orderBody(`chaos-coupon-${i}-${Date.now()}`, `coupon${i}@chaos.example`, basics.shippingMethodId),
        base: urls[(i + 1) % 2],
      }),
    ),
  );
  const [{ timesUsed }] = await one('SELECT times_used AS "timesUsed" FROM coupons WHERE code = $1', [code]);
  const [{ withCoupon }] = await one('SELECT count(*)::int AS "withCoupon" FROM orders WHERE coupon = $1', [code]);
  const [{ redemptions }] = await one(
    'SELECT count(*)::int AS redemptions FROM coupon_redemptions WHERE coupon_code = $1',
    [code],
  );
  check(
    withCoupon === SIZE.couponLimit && timesUsed === SIZE.couponLimit && redemptions === SIZE.couponLimit,
    `two instances: the coupon limit holds: ${withCoupon} orders, times_used ${timesUsed}, ${redemptions} redemptions (limit ${SIZE.couponLimit})`,
  );
  const refused = couponAnswers.filter((a) => a.status === 409 && a.data?.code === 'COUPON_NOT_APPLICABLE').length;
  check(
    refused === SIZE.couponCarts - SIZE.couponLimit,
    `two instances: the others are refused with 409 COUPON_NOT_APPLICABLE: ${refused}`,
  );

  const [{ packId, seeds }] = await one(
    `SELECT id AS "packId", seeds + free_seeds AS seeds FROM seed_packs WHERE seeds = 10 ORDER BY id LIMIT 1`,
  );
  const cart = new Shopper(urls[0]);
  const first = await cart.request('POST', '/api/en-en/cart/items', { json: { packId: basics.packId, quantity: 1 } });
  const limit = first.data.maxSeeds;
  const quantity = Math.max(1, Math.floor(limit / seeds / 4));
  log(`two instances: ${SIZE.seedAdds} parallel adds of ${quantity} x ${seeds} seeds to one cart (maximum ${limit})`);
  const adds = await Promise.all(
    Array.from({ length: SIZE.seedAdds }, (_, i) =>
      cart.request('POST', '/api/en-en/cart/items', { json: { packId, quantity }, base: urls[i % 2] }),
    ),
  );
  const total = (await cart.request('GET', '/api/en-en/cart')).data.seedCount;
  const refusedAdds = adds.filter((a) => a.status === 422).length;
  check(total <= limit, `two instances: the cart holds ${total} seeds, at most the maximum ${limit}`);
  check(refusedAdds > 0, `two instances: the adds past the maximum were refused (422): ${refusedAdds}`);
  check(
    adds.every((a) => a.status < 500),
    `two instances: no 5xx among the adds`,
  );
  return {
    ordersPerKey: dupOrders / SIZE.duplicateCarts,
    couponUses: withCoupon,
    couponLimit: SIZE.couponLimit,
    cartSeeds: total,
    maxSeeds: limit,
  };
}

const started = Date.now();
let exitCode = 1;
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // The closing DROP DATABASE ... WITH (FORCE) ends any connection still open: not an error of the run.
  db.on('error', () => undefined);
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = smtp.server.address().port;
  const [portA, portB] = [await freePort(), await freePort()];
  log(`database ${dbName}; api instances on ${portA} and ${portB}; SMTP sink on ${smtpPort}`);
  await startApi('api-a', portA, smtpPort);
  const basics = await shopBasics(`http://127.0.0.1:${portA}`);
  const crash = await crashRun(portA, smtpPort, basics);
  const stranded = await strandedRun(portA, smtpPort, basics);
  // The second instance joins while the stranded orders' webhooks are still queued: both deliver them.
  await startApi('api-b', portB, smtpPort);
  const two = await twoInstances(portA, portB, basics);
  await strandedWebhooksArrived(stranded);
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
  for (const service of running.values()) await service.stop();
  await db?.end().catch(() => undefined);
  if (!args.has('--keep-database'))
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
