// Chaos, scenario 2 (scripts/chaos.mjs): orders paid at the sandbox while their webhooks are still queued, the
// api killed and restarted; the start-up reconciliation must complete them within the window, one confirmation
// each, and the late webhooks must change nothing.
import { Shopper, orderBody, sandboxRefOf, sleep } from './load-kit.mjs';

/** Webhooks this late are still queued when the api dies; only the restarted api's reconciler can beat the window. */
const STRANDED = { orders: 20, webhookDelayMs: 40_000, windowMs: 30_000 };

/** @param {import('./chaos-harness.mjs').Harness} h */
export async function strandedRun(h, apiPort, smtpPort, basics) {
  const { log, check, one, keyOf, delivered, running, startApi } = h;
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
/** @param {import('./chaos-harness.mjs').Harness} h */
export async function strandedWebhooksArrived(h, stranded) {
  const { check, one } = h;
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
