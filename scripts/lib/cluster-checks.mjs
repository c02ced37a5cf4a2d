// The checks of `npm run cluster -- --check`, against the running topology (scripts/cluster.mjs): each is what a
// shopper or an operator would see, and each prints one row of the closing table.
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { Agent } from 'undici';
import { ROOT } from './processes.mjs';
import { Shopper, orderBody, sandboxRefOf, sleep } from './load-kit.mjs';

/**
 * @typedef {object} ClusterContext
 * @property {(line: string) => void} log
 * @property {string} publicOrigin   the balancer (https)
 * @property {{ edges: string[], apis: string[] }} hosts   each instance straight (http), for what only one may see
 * @property {string} mailWeb
 * @property {string} databaseUrl
 * @property {string} originDir
 * @property {number} shoppersSeconds
 * @property {{ api: (i: number, signal?: NodeJS.Signals) => Promise<unknown>, edge: (i: number, signal?: NodeJS.Signals) => Promise<unknown>,
 *   stopEdge: (i: number) => Promise<unknown>, startEdge: (i: number) => Promise<unknown> }} restart
 */

/** A shopper whose requests say which edge and api answered (the balancers' X-Served-By-* headers). */
class TracedShopper extends Shopper {
  constructor(base) {
    super(base);
    /** @type {{ edge: string | null, api: string | null }[]} */
    this.trace = [];
  }

  async request(method, pathname, options = {}) {
    const result = await super.request(method, pathname, options);
    this.trace.push({ edge: result.headers.get('x-served-by-edge'), api: result.headers.get('x-served-by-api') });
    return result;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Polls `probe` until it returns true; the milliseconds it took, or null after `limitMs`. */
async function timeUntil(probe, limitMs, everyMs = 50) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await probe()) return Math.round(performance.now() - started);
    await sleep(everyMs);
  }
  return null;
}

async function pgClient(databaseUrl) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}

/** What a checkout needs, asked through the balancer as a shopper's browser would. */
async function basics(origin) {
  const shopper = new Shopper(origin);
  const listing = await shopper.request('GET', '/api/en-en/collections/high-thc/products');
  const slug = listing.data.items[0].slug;
  const product = await shopper.request('GET', `/api/en-en/products/${slug}`);
  const view = await shopper.request('GET', '/api/en-en/checkout?country=NL');
  return { slug, packId: product.data.packs[0].id, shippingMethodId: view.data.shippingMethods[0].id };
}

/** E-mails the mail catcher received for `to`. */
async function mailsTo(mailWeb, to) {
  const response = await fetch(`${mailWeb}/api/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()).messages;
}

async function purchase(ctx, shop) {
  const shopper = new TracedShopper(ctx.publicOrigin);
  const email = `cluster-${process.pid}@example.com`;
  const steps = [];
  const expect = (what, ok) => steps.push({ what, ok });
  expect('product page', (await shopper.request('GET', `/product/${shop.slug}`)).status === 200);
  const added = await shopper.request('POST', '/api/en-en/cart/items', { json: { packId: shop.packId, quantity: 1 } });
  expect('add to cart', added.status === 201 || added.status === 200);
  // The same shopper's next requests: the balancers spread them over both edges and both apis.
  let cartIntact = true;
  for (let i = 0; i < 6; i++) {
    const cart = await shopper.request('GET', '/api/en-en/cart');
    cartIntact &&= cart.status === 200 && cart.data?.itemCount === 1;
  }
  const edges = new Set(shopper.trace.map((t) => t.edge).filter(Boolean));
  const apis = new Set(shopper.trace.map((t) => t.api).filter(Boolean));
  expect(
    `cart intact across ${edges.size} edges and ${apis.size} apis`,
    cartIntact && edges.size >= 2 && apis.size >= 2,
  );
  const placed = await shopper.request('POST', '/api/en-en/orders', {
    json: orderBody(`cluster-${process.pid}-${Date.now()}`, email, shop.shippingMethodId),
  });
  expect('pay now', placed.status === 201);
  const ref = sandboxRefOf(placed.data?.redirectUrl);
  const paid = await shopper.request('POST', `/api/sandbox/pay/${ref}`, { form: { action: 'pay' } });
  expect('sandbox payment', paid.status === 303);
  const number = placed.data?.orderNumber;
  const key = placed.data?.accessKey;
  const settledMs = await timeUntil(
    async () => {
      const order = await shopper.request('GET', `/api/en-en/orders/${number}?key=${encodeURIComponent(key)}`);
      return order.data?.status === 'complete';
    },
    30_000,
    250,
  );
  expect('order paid', settledMs !== null);
  const page = await shopper.request('GET', `/order-overview?order=${number}&key=${encodeURIComponent(key)}`);
  expect('order page', page.status === 200 && page.text.includes(number));
  // The confirmation says the payment is complete (order-confirmation.ts); exactly one, however many instances.
  const confirmations = async () =>
    (await mailsTo(ctx.mailWeb, email)).filter((m) => m.subject === `Order ${number}: payment complete`);
  const mailMs = await timeUntil(async () => (await confirmations()).length > 0, 30_000, 250);
  await sleep(1_000);
  expect('one confirmation e-mail', mailMs !== null && (await confirmations()).length === 1);
  const failed = steps.filter((s) => !s.ok).map((s) => s.what);
  return {
    ok: failed.length === 0,
    detail: failed.length
      ? `failed: ${failed.join(', ')}`
      : `${steps.map((s) => s.what).join(' -> ')}; paid in ${settledMs} ms`,
  };
}

async function priceFreshness(ctx, shop) {
  const db = await pgClient(ctx.databaseUrl);
  try {
    const { rows } = await db.query(
      `SELECT pp.pack_id, pp.amount FROM pack_prices pp JOIN seed_packs sp ON sp.id = pp.pack_id
       WHERE pp.currency = 'EUR' AND sp.id = $1`,
      [shop.packId],
    );
    const { amount } = rows[0];
    const edgeB = ctx.hosts.edges[1];
    const pageOfB = async () => (await fetch(`${edgeB}/product/${shop.slug}`)).text();
    await pageOfB();
    await pageOfB(); // kept by edge B now
    const marker = 987654; // €9,876.54: on no page before
    const seen = (html) => html.includes('9,876.54') || html.includes('9.876,54');
    if (seen(await pageOfB())) return { ok: false, detail: 'the marker price was on the page before the change' };
    await db.query('UPDATE pack_prices SET amount = $1 WHERE pack_id = $2 AND currency = $3', [
      marker,
      shop.packId,
      'EUR',
    ]);
    const ms = await timeUntil(async () => seen(await pageOfB()), 5_000);
    await db.query('UPDATE pack_prices SET amount = $1 WHERE pack_id = $2 AND currency = $3', [
      amount,
      shop.packId,
      'EUR',
    ]);
    return {
      ok: ms !== null && ms <= 2_000,
      detail: ms === null ? 'not seen within 5 s' : `seen through edge B after ${ms} ms`,
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

async function releaseSwitch(ctx) {
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

async function perClientLimits(ctx) {
  // Two clients, each on its own loopback address: one sends 12 sign-ups as they are, the other rotates its own
  // X-Forwarded-For with each. The balancer overwrites that header, so both must be limited alike.
  const signups = async (address, rotate) => {
    const dispatcher = new Agent({ localAddress: address });
    const answers = [];
    for (let i = 0; i < 12; i++) {
      const response = await fetch(`${ctx.publicOrigin}/api/account/signup`, {
        method: 'POST',
        dispatcher,
        headers: {
          'content-type': 'application/json',
          ...(rotate ? { 'x-forwarded-for': `203.0.113.${i + 1}` } : {}),
        },
        body: JSON.stringify({
          email: `limit-${process.pid}-${address}-${i}@example.com`,
          password: 'a-long-password-1',
          firstName: 'Lim',
          lastName: 'It',
        }),
      });
      await response.arrayBuffer();
      answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
    }
    await dispatcher.close();
    return {
      accepted: answers.filter((a) => a.status < 300).length,
      refused: answers.filter((a) => a.status === 429 && a.retryAfter).length,
    };
  };
  const plain = await signups('127.0.3.1', false);
  const rotating = await signups('127.0.3.2', true);
  return {
    ok: plain.refused > 0 && rotating.accepted === plain.accepted && rotating.refused === plain.refused,
    detail:
      `12 sign-ups from one client: ${plain.accepted} accepted, ${plain.refused} refused (429 + Retry-After); ` +
      `with a rotating X-Forwarded-For: ${rotating.accepted} accepted, ${rotating.refused} refused`,
  };
}

/** `seconds` of requests from `concurrency` loops; requests per second and p50/p99 ms. */
async function load(url, seconds, concurrency, headers = {}) {
  const latencies = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          const response = await fetch(url, { headers });
          await response.arrayBuffer();
          if (!response.ok) failures += 1;
        } catch {
          failures += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    failures,
  };
}

async function throughput(ctx, shop) {
  const page = `${ctx.publicOrigin}/product/${shop.slug}`;
  const file = `${ctx.publicOrigin}/robots.txt`;
  const seconds = 5;
  const two = await load(page, seconds, 16);
  const staticTwo = await load(file, seconds, 16);
  // Server-rendered (not kept): a cart cookie makes the page the shopper's own.
  const ssr = await load(page, seconds, 8, { cookie: 'sf_cart=cluster-check-no-such-cart' });
  await ctx.restart.stopEdge(1);
  const one = await load(page, seconds, 16);
  await ctx.restart.startEdge(1);
  const ratio = (two.rps / Math.max(1, one.rps)).toFixed(2);
  return {
    ok: two.failures === 0 && one.failures === 0,
    detail:
      `kept product page: 1 edge ${one.rps} req/s (p99 ${one.p99} ms), 2 edges ${two.rps} req/s (p99 ${two.p99} ms), ` +
      `ratio ${ratio}; SSR p50/p99 ${ssr.p50}/${ssr.p99} ms (${ssr.rps} req/s); static file ${staticTwo.rps} req/s ` +
      `(p99 ${staticTwo.p99} ms); load ${os.loadavg()[0].toFixed(1)}`,
  };
}

/** Orders missing or paid other than once (`doubled`), and paid orders still open after 30 s (`unpaid`). */
async function orderInvariants(databaseUrl, numbers, paid) {
  const db = await pgClient(databaseUrl);
  try {
    const { rows } = await db.query(
      `SELECT o.number, (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id) AS payments
       FROM orders o WHERE o.number = ANY($1)`,
      [numbers],
    );
    const doubled = numbers.length - rows.length + rows.filter((r) => r.payments !== 1).length;
    const settledBy = Date.now() + 30_000;
    for (;;) {
      const { rows: open } = await db.query(
        `SELECT count(*)::int AS n FROM orders WHERE number = ANY($1) AND status IN ('pending', 'processing')`,
        [paid],
      );
      if (open[0].n === 0 || Date.now() > settledBy) return { doubled, unpaid: open[0].n };
      await sleep(500);
    }
  } finally {
    await db.end();
  }
}

/** `add to cart 502: 12 at 31-33 s; ...`: what failed, how often, and when. */
function summarise(failed) {
  const kinds = new Map();
  for (const { kind, at } of failed) {
    const k = kinds.get(kind) ?? { n: 0, first: at, last: at };
    kinds.set(kind, { n: k.n + 1, first: Math.min(k.first, at), last: Math.max(k.last, at) });
  }
  return [...kinds]
    .map(([kind, k]) => `${kind}: ${k.n} at ${Math.round(k.first / 1000)}-${Math.round(k.last / 1000)} s`)
    .join('; ');
}

async function rollingRestarts(ctx, shop) {
  const stats = { requests: 0, failed: [], orders: new Map(), paid: [] };
  const started = Date.now();
  const until = Date.now() + ctx.shoppersSeconds * 1000;
  const shopperLoop = async (index) => {
    // Twenty shoppers are twenty clients: each connects from its own loopback address (127.0.0.0/8 is all
    // local), so the per-client limits see them as the balancer would see twenty people.
    const dispatcher = new Agent({ localAddress: `127.0.1.${index + 1}` });
    const shopper = new Shopper(ctx.publicOrigin, { dispatcher });
    const step = async (what, method, pathname, options, accept = (s) => s < 400) => {
      stats.requests += 1;
      try {
        const result = await shopper.request(method, pathname, options);
        if (!accept(result.status))
          stats.failed.push({
            kind: `${what} ${result.status} ${result.data?.code ?? ''}`.trim(),
            at: Date.now() - started,
          });
        return result;
      } catch (error) {
        stats.failed.push({ kind: `${what} ${error.message}`, at: Date.now() - started });
        return null;
      }
    };
    for (let round = 0; Date.now() < until || !restartsDone; round++) {
      await step('home', 'GET', '/');
      await step('product', 'GET', `/product/${shop.slug}`);
      // As the shop's pages send them: one Idempotency-Key per click, so a retried write is applied once.
      await step('add to cart', 'POST', '/api/en-en/cart/items', {
        json: { packId: shop.packId, quantity: 1 },
        headers: { 'idempotency-key': `add-${process.pid}-${index}-${round}` },
      });
      if (round % 3 === index % 3) {
        const key = `roll-${process.pid}-${index}-${round}`;
        const placed = await step('pay now', 'POST', '/api/en-en/orders', {
          json: orderBody(key, `roll${index}@example.com`, shop.shippingMethodId),
          headers: { 'idempotency-key': key },
        });
        if (placed?.status === 201) {
          stats.orders.set(key, placed.data.orderNumber);
          const ref = sandboxRefOf(placed.data.redirectUrl);
          const paid = await step('pay', 'POST', `/api/sandbox/pay/${ref}`, { form: { action: 'pay' } });
          if (paid?.status === 303) stats.paid.push(placed.data.orderNumber);
        }
        shopper.cookies.delete('sf_cart');
      }
      await sleep(250);
    }
  };
  let restartsDone = false;
  const shoppers = Promise.all(Array.from({ length: 20 }, (_, i) => shopperLoop(i)));
  const events = [];
  // Spread over the run; a restart that takes longer (readiness under load) pushes the next one back, and the
  // shoppers go on until the last instance is back.
  const gap = (ctx.shoppersSeconds * 1000) / 6;
  const plan = [
    ['edge-1 restarted', () => ctx.restart.edge(0)],
    ['edge-2 restarted', () => ctx.restart.edge(1)],
    ['api-1 restarted', () => ctx.restart.api(0)],
    ['api-2 restarted', () => ctx.restart.api(1)],
    ['api-1 kill -9', () => ctx.restart.api(0, 'SIGKILL')],
  ];
  for (const [what, act] of plan) {
    await sleep(gap);
    const at = Math.round((Date.now() - started) / 1000);
    await act();
    events.push(`${what} at ${at}-${Math.round((Date.now() - started) / 1000)} s`);
  }
  restartsDone = true;
  await shoppers;
  const seconds = Math.round((Date.now() - started) / 1000);
  // Every order once, every payment applied once, every order in its final state within 30 s.
  const { doubled, unpaid } = await orderInvariants(ctx.databaseUrl, [...stats.orders.values()], stats.paid);
  const failures = stats.failed.length;
  return {
    ok: failures === 0 && doubled === 0 && unpaid === 0,
    detail:
      `${stats.requests} requests from 20 shoppers in ${seconds} s while ${events.join(', ')}: ` +
      `${failures} failed${failures ? ` (${summarise(stats.failed)})` : ''}; ` +
      `${stats.orders.size} orders (${stats.paid.length} paid), ${doubled} lost or doubled, ${unpaid} paid but not complete after 30 s`,
  };
}

/** Runs every check, prints the table, and resolves true when all held. */
export async function runClusterChecks(ctx) {
  const shop = await basics(ctx.publicOrigin);
  const checks = [
    ['purchase over https through the balancer', () => purchase(ctx, shop)],
    ['price change seen through the other edge', () => priceFreshness(ctx, shop)],
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
