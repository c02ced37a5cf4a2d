import { placeOrderResponseSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';
import { orderBasics, orderForm, payOnProviderPage, shopper } from '../../test/shopper';

let t: TestApp;
let packId: number;
let nlMethod: number;

beforeAll(async () => {
  t = await startTestApp({ sandboxWebhookDelayMs: -1 });
  ({ packId, nlMethod } = await orderBasics(t.db));
  await t.db.query(
    `INSERT INTO coupons (code, kind, value, once_per_email, description) VALUES ('RACE10', 'percent', 10, true, 'test')`,
  );
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

/** A shopper with one pack and RACE10 in the cart, paying by card with `email`. */
async function payNow(email: string) {
  const s = shopper(t.app);
  await s.add(packId, 1);
  expect((await s.send('PUT', '/api/en-en/cart/coupon', { code: 'RACE10' })).statusCode).toBe(200);
  const form = orderForm('NL', nlMethod, 'credit_card', email);
  return { response: await s.placeOrder(form), key: form.idempotencyKey };
}

const ordersWithKey = async (key: string) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1', [key])).rows[0]!
    .n;

describe('a once-per-e-mail coupon at Pay Now', () => {
  it('refuses the same address with spaces or other case as "already used" (409), and writes no order', async () => {
    const first = await payNow('race@example.com');
    expect(first.response.statusCode).toBe(201);
    const placed = placeOrderResponseSchema.parse(first.response.json());
    // The first order is paid on the provider's page.
    const paid = await payOnProviderPage(t.app, placed.redirectUrl);
    expect(paid.statusCode).toBe(303);
    const firstOrder = await t.db.query('SELECT coupon, email FROM orders WHERE number = $1', [placed.orderNumber]);
    expect(firstOrder.rows).toEqual([{ coupon: 'RACE10', email: 'race@example.com' }]);

    for (const again of [' race@example.com', '  RACE@Example.com ']) {
      const { response, key } = await payNow(again);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({
        code: 'COUPON_NOT_APPLICABLE',
        message: 'Cannot apply the coupon',
        params: { reason: 'already_used', coupon: 'RACE10' },
      });
      expect(await ordersWithKey(key)).toBe(0);
    }
    const used = await t.db.query(`SELECT times_used FROM coupons WHERE code = 'RACE10'`);
    expect(used.rows).toEqual([{ times_used: 1 }]);
    // Another shopper still gets the code.
    expect((await payNow('someone.else@example.com')).response.statusCode).toBe(201);
  }, 30_000);
});
