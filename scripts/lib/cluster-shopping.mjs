// The shopping checks of `npm run cluster -- --check`: a purchase through the balancer, and twenty shoppers while
// every instance restarts.
import { Agent } from 'undici';
import { Shopper, orderBody, sandboxRefOf, sleep } from './load-kit.mjs';
import { TracedShopper, mailsTo, pgClient, timeUntil } from './cluster-kit.mjs';

export async function purchase(ctx, shop) {
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

/** The shortest round of a shopper: at most 40 rounds, so 14 new carts, a minute (the api allows 30 in 10 min). */
const SHOPPER_ROUND_MS = 1500;

export async function rollingRestarts(ctx, shop) {
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
      const roundStarted = Date.now();
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
      // A person's pace: a round (home, product, add, and every third one an order) takes at least this long. Faster,
      // a quick machine had each shopper start more than the 30 new carts in 10 minutes one client may (429), which
      // is the limit doing its job, not a restart losing a request.
      await sleep(Math.max(250, SHOPPER_ROUND_MS - (Date.now() - roundStarted)));
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
