import { CHECKOUT_ERROR_MESSAGES } from '@storefront/shared-contracts';
import {
  cartSchema,
  checkoutViewSchema,
  orderViewSchema,
  placeOrderResponseSchema,
} from '@storefront/shared-contracts/schemas';
import { errorOf } from '../../test/test-app';
import { address, checkoutApp, newKey, orderForm, shopper } from '../../test/shopper';

const c = checkoutApp();

describe('Pay Now', () => {
  it("answers spec 5's message for every missing field, on the server too", async () => {
    const s = shopper(c.t.app);
    await s.add(c.pack.id, 1);
    const response = await s.placeOrder({
      email: 'not-an-address',
      delivery: address('US', { firstName: '', lastName: ' ', phone: '', address1: '', city: '', postalCode: '' }),
      billingSameAsDelivery: true,
      shippingMethodId: null,
      paymentMethod: '',
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(422);
    const messages = Object.fromEntries(errorOf(response).issues!.map((i) => [i.path, i.message]));
    expect(messages).toEqual({
      email: 'Please provide a valid email address.',
      'delivery.firstName': 'Name is required.',
      'delivery.lastName': 'Last name is required.',
      'delivery.phone': 'Phone is required.',
      'delivery.address1': 'Address is required.',
      'delivery.city': 'City is required.',
      'delivery.postalCode': 'Postal code is required.',
      'delivery.state': 'State is required',
      shippingMethodId: 'Shipping option is required.',
      paymentMethod: 'Payment option is required.',
    });
    expect(Object.values(CHECKOUT_ERROR_MESSAGES)).toEqual(expect.arrayContaining(Object.values(messages)));
  });

  it('refuses a shipping method or payment method the country does not offer', async () => {
    const s = shopper(c.t.app);
    await s.add(c.pack.id, 1);
    const [be] = await c.methodsOf('BE');
    const [nl] = await c.methodsOf('NL');
    const wrongMethod = await s.placeOrder(orderForm('NL', be!.id, 'credit_card'));
    expect(errorOf(wrongMethod).issues).toEqual([
      { path: 'shippingMethodId', message: 'Shipping option is required.' },
    ]);
    const wrongPayment = await s.placeOrder(orderForm('BE', be!.id, 'ideal'));
    expect(errorOf(wrongPayment).issues).toEqual([{ path: 'paymentMethod', message: 'Payment option is required.' }]);
    const otherStorefront = await s.placeOrder(orderForm('GB', nl!.id, 'credit_card'));
    expect(errorOf(otherStorefront).issues?.[0]?.path).toBe('delivery.country');
  });

  it('computes every amount from the database and ignores amounts the client sends', async () => {
    const s = shopper(c.t.app);
    await s.add(c.pack.id, 2);
    const [cheapest] = await c.methodsOf('NL');
    const unit = await c.priceOf(c.pack.id, 'EUR');
    const response = await s.placeOrder({
      ...orderForm('NL', cheapest!.id, 'credit_card'),
      total: 1,
      subtotal: 1,
      shipping: 0,
      discount: 99999,
      items: [{ packId: c.pack.id, quantity: 2, unitPrice: 1 }],
    });
    expect(response.statusCode).toBe(201);
    const placed = placeOrderResponseSchema.parse(response.json());
    expect(placed.orderNumber).toMatch(/^SF\d{6}$/);
    const { rows } = await c.t.db.query<{ subtotal: number; shipping: number; discount: number; total: number }>(
      'SELECT subtotal, shipping, discount, total FROM orders WHERE number = $1',
      [placed.orderNumber],
    );
    const shipping = unit * 2 >= 5000 ? 0 : cheapest!.price;
    expect(rows[0]).toEqual({ subtotal: unit * 2, shipping, discount: 0, total: unit * 2 + shipping });
  });

  it("takes the cart's coupon off the order, and redeems a single-use code in 20 parallel checkouts once", async () => {
    await c.t.db.query(
      `INSERT INTO coupons (code, kind, value, usage_limit, description) VALUES ('ONCE20', 'percent', 20, 1, 'test')`,
    );
    const [cheapest] = await c.methodsOf('NL');
    const unit = await c.priceOf(c.pack.id, 'EUR');
    const shoppers = Array.from({ length: 20 }, () => shopper(c.t.app));
    for (const s of shoppers) {
      await s.add(c.pack.id, 2);
      const applied = await c.t.app.inject({
        method: 'PUT',
        url: '/api/en-en/cart/coupon',
        cookies: { sf_cart: s.cart! },
        payload: { code: 'once20' },
      });
      expect(applied.statusCode).toBe(200);
    }
    const responses = await Promise.all(
      shoppers.map((s, i) => s.placeOrder(orderForm('NL', cheapest!.id, 'credit_card', `buyer${i}@example.com`))),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(19).fill(409)]);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(errorOf(refused)).toMatchObject({ message: 'Cannot apply the coupon', params: { reason: 'usage_limit' } });
    const { rows } = await c.t.db.query<{
      coupon: string;
      subtotal: number;
      discount: number;
      total: number;
      shipping: number;
    }>(`SELECT coupon, subtotal, discount, shipping, total FROM orders WHERE coupon = 'ONCE20'`);
    const discount = Math.round((unit * 2 * 20) / 100);
    expect(rows).toEqual([
      {
        coupon: 'ONCE20',
        subtotal: unit * 2,
        discount,
        shipping: rows[0]!.shipping,
        total: unit * 2 - discount + rows[0]!.shipping,
      },
    ]);
    const used = await c.t.db.query(`SELECT times_used FROM coupons WHERE code = 'ONCE20'`);
    expect(used.rows).toEqual([{ times_used: 1 }]);
  }, 60_000);

  it('makes one order from 50 concurrent Pay Now with one key, and closes the cart', async () => {
    const s = shopper(c.t.app);
    await s.add(c.pack.id, 1);
    const [cheapest] = await c.methodsOf('NL');
    const body = orderForm('NL', cheapest!.id, 'credit_card');
    const responses = await Promise.all(Array.from({ length: 50 }, () => s.placeOrder(body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const numbers = new Set(responses.map((r) => placeOrderResponseSchema.parse(r.json()).orderNumber));
    expect(numbers.size).toBe(1);
    const { rows } = await c.t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1',
      [body.idempotencyKey],
    );
    expect(rows[0]!.n).toBe(1);
    // The cart is closed: the shopper starts a new, empty one.
    const cart = cartSchema.parse((await s.getCart()).json());
    expect(cart).toMatchObject({ id: null, itemCount: 0 });
    // A new key on the closed cart makes no second order.
    const again = await s.placeOrder({ ...body, idempotencyKey: newKey() });
    expect(again.statusCode).toBe(409);
  });

  it('takes the form posted before hydration: errors come back with what was typed, a good form goes to pay', async () => {
    const s = shopper(c.t.app);
    await s.add(c.pack.id, 1);
    const form = new URLSearchParams({
      email: 'ada@example.com',
      'delivery.firstName': 'Ada',
      'delivery.lastName': '',
      'delivery.country': 'NL',
      billingSameAsDelivery: 'on',
      idempotencyKey: newKey(),
    });
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const back = await s.send('POST', '/api/en-en/checkout', form.toString(), headers);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/checkout#checkout-form');
    const view = checkoutViewSchema.parse((await s.checkout()).json());
    expect(view.form).toMatchObject({ email: 'ada@example.com', delivery: { firstName: 'Ada', country: 'NL' } });
    expect(view.errors).toMatchObject({ 'delivery.lastName': 'lastName', shippingMethodId: 'shippingMethod' });
    expect(view.country).toBe('NL');

    const [cheapest] = await c.methodsOf('NL');
    for (const [k, v] of Object.entries(address('NL'))) form.set(`delivery.${k}`, v);
    form.set('shippingMethodId', String(cheapest!.id));
    form.set('paymentMethod', 'ideal');
    const paid = await s.send('POST', '/api/en-en/checkout', form.toString(), headers);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^\/api\/sandbox\/pay\/sbx_[0-9a-f]{24}$/);
  });
});

describe('coupons at Pay Now', () => {
  it('takes the discount into the order and redeems a single-use code in 20 parallel checkouts once', async () => {
    await c.t.db.query(
      `INSERT INTO coupons (code, kind, value, usage_limit, description) VALUES ('PAYONCE', 'percent', 10, 1, 'test')`,
    );
    const [cheapest] = await c.methodsOf('NL');
    const shoppers = Array.from({ length: 20 }, () => shopper(c.t.app));
    for (const s of shoppers) {
      await s.add(c.pack.id, 3);
      const applied = await s.send('PUT', '/api/en-en/cart/coupon', { code: 'PAYONCE' });
      expect(applied.statusCode).toBe(200);
    }
    const responses = await Promise.all(
      shoppers.map((s, i) => s.placeOrder(orderForm('NL', cheapest!.id, 'credit_card', `once${i}@example.com`))),
    );
    const placed = responses.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409).map((r) => errorOf(r).message)).toEqual(
      Array(19).fill('Cannot apply the coupon'),
    );
    const number = placeOrderResponseSchema.parse(placed[0]!.json()).orderNumber;
    const { rows } = await c.t.db.query<{ coupon: string; subtotal: number; discount: number }>(
      'SELECT coupon, subtotal, discount FROM orders WHERE number = $1',
      [number],
    );
    expect(rows[0]).toMatchObject({ coupon: 'PAYONCE', discount: Math.round(rows[0]!.subtotal * 0.1) });
  });
});

describe('German checkout', () => {
  it('places an order on /de with its own path back', async () => {
    const s = shopper(c.t.app);
    await s.add(c.pack.id, 1, 'de-de');
    const [de] = await c.methodsOf('DE');
    const placed = placeOrderResponseSchema.parse(
      (await s.placeOrder({ ...orderForm('DE', de!.id, 'credit_card'), delivery: address('DE') }, 'de-de')).json(),
    );
    const order = await c.t.app.inject(`/api/de-de/orders/${placed.orderNumber}?key=${placed.accessKey}`);
    expect(orderViewSchema.parse(order.json())).toMatchObject({ status: 'processing', total: { currency: 'EUR' } });
  });
});
