// Chaos, scenario 3 (scripts/chaos.mjs): two api instances on the one database. The same Pay Now sent to both at
// once gives one order per idempotency key; a coupon limited to N uses is redeemed N times, never more; parallel
// adds to one cart through both never pass the seed maximum.
import { Shopper, orderBody } from './load-kit.mjs';

/**
 * @param {import('./chaos-harness.mjs').Harness} h
 * @param {{ duplicateCarts: number, couponCarts: number, couponLimit: number, seedAdds: number }} size
 */
export async function twoInstances(h, size, portA, portB, basics) {
  const { log, check, one } = h;
  const urls = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
  log(`two instances: ${size.duplicateCarts} carts, each Pay Now sent twice to each instance at once`);
  const carts = await Promise.all(
    Array.from({ length: size.duplicateCarts }, async (_, i) => {
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
  check(dupOrders === size.duplicateCarts, `two instances: one order per key: ${dupOrders} of ${size.duplicateCarts}`);
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
    [code, size.couponLimit],
  );
  log(`two instances: ${size.couponCarts} carts redeem ${code} (limit ${size.couponLimit}) through both at once`);
  const couponCarts = await Promise.all(
    Array.from({ length: size.couponCarts }, async (_, i) => {
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
    withCoupon === size.couponLimit && timesUsed === size.couponLimit && redemptions === size.couponLimit,
    `two instances: the coupon limit holds: ${withCoupon} orders, times_used ${timesUsed}, ${redemptions} redemptions (limit ${size.couponLimit})`,
  );
  const refused = couponAnswers.filter((a) => a.status === 409 && a.data?.code === 'COUPON_NOT_APPLICABLE').length;
  check(
    refused === size.couponCarts - size.couponLimit,
    `two instances: the others are refused with 409 COUPON_NOT_APPLICABLE: ${refused}`,
  );

  const [{ packId, seeds }] = await one(
    `SELECT id AS "packId", seeds + free_seeds AS seeds FROM seed_packs WHERE seeds = 10 ORDER BY id LIMIT 1`,
  );
  const cart = new Shopper(urls[0]);
  const first = await cart.request('POST', '/api/en-en/cart/items', { json: { packId: basics.packId, quantity: 1 } });
  const limit = first.data.maxSeeds;
  const quantity = Math.max(1, Math.floor(limit / seeds / 4));
  log(`two instances: ${size.seedAdds} parallel adds of ${quantity} x ${seeds} seeds to one cart (maximum ${limit})`);
  const adds = await Promise.all(
    Array.from({ length: size.seedAdds }, (_, i) =>
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
    ordersPerKey: dupOrders / size.duplicateCarts,
    couponUses: withCoupon,
    couponLimit: size.couponLimit,
    cartSeeds: total,
    maxSeeds: limit,
  };
}
