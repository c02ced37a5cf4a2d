// Chaos, scenario 1 (scripts/chaos.mjs): shoppers place and pay orders concurrently while the api is killed
// (SIGKILL) twice and restarted on the same port; every order must come out whole or absent, no payment applied
// twice, and every e-mail of the outbox delivered.
import { Shopper, orderBody, sandboxRefOf, sleep } from './load-kit.mjs';
import { persist } from './chaos-harness.mjs';

/**
 * @param {import('./chaos-harness.mjs').Harness} h
 * @param {{ crashOrders: number }} size
 */
export async function crashRun(h, size, apiPort, smtpPort, basics) {
  const { log, check, one, keyOf, delivered, running, startApi, waitForOutboxDrained } = h;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  log(`crash: ${size.crashOrders} shoppers place and pay orders; the api is killed (SIGKILL) in the middle`);
  const shoppers = [];
  for (let i = 0; i < size.crashOrders; i += 1) {
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
    while (placed < Math.max(2, Math.floor(size.crashOrders / 3))) await sleep(5);
    killedAt = placed;
    await kill(`after ${killedAt} orders had answers`);
    while (paid < Math.max(3, Math.floor((size.crashOrders * 2) / 3))) await sleep(5);
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
  check(orders === size.crashOrders, `crash: one order per shopper: ${orders} of ${size.crashOrders}`);
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
  check(complete === size.crashOrders, `crash: every paid order is complete: ${complete} of ${size.crashOrders}`);
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
