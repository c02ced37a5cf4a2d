import { CART_COOKIE, type Cart, apiPaths } from '@storefront/shared-contracts';
import { cartSchema } from '@storefront/shared-contracts/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';
import { CouponNotRedeemable } from './coupon-errors';
import { redeemCoupon } from './redeem-coupon';

let t: TestApp;
/** A 1-seed pack and its prices. */
let pack: { id: number; eur: number; gbp: number };

beforeAll(async () => {
  t = await startTestApp();
  const { rows } = await t.db.query<{ id: number; eur: number; gbp: number }>(
    `SELECT sp.id, e.amount AS eur, g.amount AS gbp FROM seed_packs sp
     JOIN pack_prices e ON e.pack_id = sp.id AND e.currency = 'EUR'
     JOIN pack_prices g ON g.pack_id = sp.id AND g.currency = 'GBP'
     WHERE sp.seeds = 1 AND e.amount BETWEEN 500 AND 1500 ORDER BY sp.id LIMIT 1`,
  );
  pack = rows[0] as typeof pack;
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

/** A browser keeping its cart cookie. */
function shopper(iso = 'en-en') {
  let cookie: string | undefined;
  const send = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(cookie ? { cookies: { [CART_COOKIE]: cookie } } : {}),
    });
    const set = response.cookies.find((c) => c.name === CART_COOKIE);
    if (set) cookie = set.value || undefined;
    return response;
  };
  return {
    add: (quantity = 1) => send('POST', apiPaths.cartItems(iso), { packId: pack.id, quantity }),
    setQuantity: (lineId: number, quantity: number) => send('PATCH', apiPaths.cartItem(iso, lineId), { quantity }),
    apply: (code: unknown) => send('PUT', apiPaths.cartCoupon(iso), { code }),
    remove: () => send('DELETE', apiPaths.cartCoupon(iso)),
    cart: () => send('GET', apiPaths.cart(iso)),
  };
}

const cartOf = (response: LightMyRequestResponse): Cart => {
  expect(response.statusCode).toBeLessThan(300);
  return cartSchema.parse(response.json());
};

async function addCoupon(row: Record<string, unknown>, amounts: Array<[string, number | null, number]> = []) {
  const columns = Object.keys(row);
  await t.db.query(
    `INSERT INTO coupons (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(row),
  );
  for (const [currency, amount, min] of amounts) {
    await t.db.query(
      'INSERT INTO coupon_amounts (coupon_code, currency, amount, min_subtotal) VALUES ($1, $2, $3, $4)',
      [row.code, currency, amount, min],
    );
  }
}

describe('PUT /api/{iso}/cart/coupon', () => {
  it('refuses an unknown code with "Invalid coupon code" and a known one on an empty cart with "Cannot apply the coupon"', async () => {
    const s = shopper();
    const unknown = await s.apply('NO-SUCH-CODE');
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown)).toMatchObject({ code: 'INVALID_COUPON', message: 'Invalid coupon code' });
    const empty = await s.apply('GROW10');
    expect(errorOf(empty)).toMatchObject({
      statusCode: 422,
      code: 'COUPON_NOT_APPLICABLE',
      message: 'Cannot apply the coupon',
      params: { reason: 'empty_cart' },
    });
    for (const code of ['', '   ', 'x'.repeat(41), 42, null]) {
      expect((await s.apply(code)).statusCode).toBe(400);
    }
  });

  it('applies a percent code in any case and the server totals include the discount', async () => {
    const s = shopper();
    cartOf(await s.add(3));
    const cart = cartOf(await s.apply('  grow10 '));
    const subtotal = pack.eur * 3;
    expect(cart).toMatchObject({
      coupon: 'GROW10',
      couponIssue: null,
      subtotal: { amount: subtotal, currency: 'EUR' },
      discount: { amount: Math.round(subtotal / 10), currency: 'EUR' },
    });
    // Shipping (the country's) is added after the discount and never discounted.
    expect(cart.total.amount).toBe(subtotal - Math.round(subtotal / 10) + cart.shipping.amount);
    expect(cartOf(await s.cart())).toEqual(cart);
  });

  it('applies a fixed amount in the storefront currency from its minimum subtotal only', async () => {
    const s = shopper('en-uk');
    const first = cartOf(await s.add(1));
    const low = await s.apply('WELCOME5');
    expect(errorOf(low)).toMatchObject({ code: 'COUPON_NOT_APPLICABLE', params: { reason: 'min_subtotal' } });
    expect(cartOf(await s.cart()).coupon).toBeNull();
    const lineId = first.items[0]?.id as number;
    const quantity = Math.ceil(3000 / pack.gbp);
    cartOf(await s.setQuantity(lineId, quantity));
    const cart = cartOf(await s.apply('WELCOME5'));
    expect(cart.discount).toEqual({ amount: 500, currency: 'GBP' });
    expect(cart.total.amount).toBe(pack.gbp * quantity - 500 + cart.shipping.amount);

    // Under the minimum again: the coupon stays, gives nothing and says why; back over it, it counts again.
    const under = cartOf(await s.setQuantity(lineId, 1));
    expect(under).toMatchObject({ coupon: 'WELCOME5', couponIssue: 'min_subtotal', discount: { amount: 0 } });
    expect(under.total.amount).toBe(pack.gbp + under.shipping.amount);
    expect(cartOf(await s.setQuantity(lineId, quantity)).discount.amount).toBe(500);
  });

  it('never discounts more than the subtotal', async () => {
    await addCoupon({ code: 'HUGE', kind: 'fixed', description: 'test' }, [['EUR', 1_000_000, 0]]);
    const s = shopper();
    cartOf(await s.add(1));
    const cart = cartOf(await s.apply('HUGE'));
    expect(cart.discount.amount).toBe(pack.eur);
    expect(cart.total.amount).toBe(cart.shipping.amount);
  });

  it('refuses a coupon outside its dates, inactive, used up, or without an amount in the currency', async () => {
    const future = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await addCoupon({ code: 'LATER', kind: 'percent', value: 5, valid_from: future, description: 'test' });
    await addCoupon({ code: 'OFF', kind: 'percent', value: 5, active: false, description: 'test' });
    await addCoupon({ code: 'USEDUP', kind: 'percent', value: 5, usage_limit: 2, times_used: 2, description: 'test' });
    await addCoupon({ code: 'EUROONLY', kind: 'fixed', description: 'test' }, [['EUR', 300, 0]]);
    const s = shopper();
    cartOf(await s.add(2));
    const reasons: Record<string, string> = {
      SPRING15: 'expired',
      LATER: 'not_started',
      OFF: 'inactive',
      USEDUP: 'usage_limit',
    };
    for (const [code, reason] of Object.entries(reasons)) {
      expect(errorOf(await s.apply(code))).toMatchObject({ statusCode: 422, params: { reason } });
    }
    const uk = shopper('en-uk');
    cartOf(await uk.add(2));
    expect(errorOf(await uk.apply('EUROONLY')).params).toEqual({ reason: 'currency' });
    expect(cartOf(await s.apply('EUROONLY')).discount.amount).toBe(300);
  });

  it('replaces the coupon the cart had', async () => {
    const s = shopper();
    cartOf(await s.add(5));
    expect(cartOf(await s.apply('GROW10')).coupon).toBe('GROW10');
    expect(cartOf(await s.apply('FIRST100'))).toMatchObject({
      coupon: 'FIRST100',
      discount: { amount: Math.round((pack.eur * 5 * 20) / 100) },
    });
  });
});

describe('DELETE /api/{iso}/cart/coupon', () => {
  it('removes the coupon and its discount; again is harmless; without a cart 404', async () => {
    const s = shopper();
    const before = cartOf(await s.add(2));
    cartOf(await s.apply('GROW10'));
    const after = cartOf(await s.remove());
    expect(after).toMatchObject({ coupon: null, couponIssue: null, discount: { amount: 0 } });
    expect(after.total).toEqual(before.total);
    expect(cartOf(await s.remove()).coupon).toBeNull();
    const none = await shopper().remove();
    expect(none.statusCode).toBe(404);
  });
});

describe('the newsletter code', () => {
  it('gives 10% off once it is applied', async () => {
    await t.app.inject({
      method: 'POST',
      url: apiPaths.newsletter(),
      payload: { email: 'saver@example.com', iso: 'en-en' },
    });
    // Double opt-in: the code comes with the welcome e-mail, after the confirmation link was opened.
    const confirmation = await t.db.query<{ text_body: string }>(
      `SELECT text_body FROM email_outbox WHERE to_address = 'saver@example.com' AND template = 'newsletter-confirm'`,
    );
    const link = /\/api\/newsletter\/confirm\?token=\S+/.exec(confirmation.rows[0]?.text_body ?? '')?.[0] as string;
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    const { rows } = await t.db.query<{ text_body: string }>(
      `SELECT text_body FROM email_outbox WHERE to_address = 'saver@example.com' AND template = 'newsletter-welcome'`,
    );
    const code = /NEWS-[2-9A-Z]{4}-[2-9A-Z]{4}/.exec(rows[0]?.text_body ?? '')?.[0] as string;
    const s = shopper();
    cartOf(await s.add(4));
    expect(cartOf(await s.apply(code.toLowerCase()))).toMatchObject({
      coupon: code,
      discount: { amount: Math.round((pack.eur * 4) / 10) },
    });
  });
});

describe('redeemCoupon', () => {
  /** A cart (its id) with `code` applied over HTTP. */
  async function cartWith(code: string): Promise<string> {
    const s = shopper();
    cartOf(await s.add(2));
    return cartOf(await s.apply(code)).id as string;
  }
  const subtotal = () => pack.eur * 2;
  const redeem = (cartId: string, email: string) =>
    t.db.transaction((tx) => redeemCoupon(tx, cartId, email, { subtotal: subtotal(), currency: 'EUR' }));

  it('redeems a single-use code in 20 parallel checkouts exactly once', async () => {
    await addCoupon({ code: 'ONCE', kind: 'percent', value: 10, usage_limit: 1, description: 'test' });
    // Applying does not use it up: all 20 carts carry it, applied in parallel.
    const carts = await Promise.all(Array.from({ length: 20 }, () => cartWith('ONCE')));
    const results = await Promise.allSettled(carts.map((cartId, i) => redeem(cartId, `buyer-${i}@example.com`)));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ value: { code: 'ONCE', discount: Math.round(subtotal() / 10) } });
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect(r.reason).toBeInstanceOf(CouponNotRedeemable);
      expect((r.reason as CouponNotRedeemable).reason).toBe('usage_limit');
    }
    const counts = await t.db.query(
      `SELECT (SELECT times_used FROM coupons WHERE code = 'ONCE') AS used,
              (SELECT count(*)::int FROM coupon_redemptions WHERE coupon_code = 'ONCE') AS redemptions`,
    );
    expect(counts.rows).toEqual([{ used: 1, redemptions: 1 }]);
  }, 60_000);

  it('lets one e-mail use a code once (any case), and counts a retried order of the same cart once', async () => {
    const first = await cartWith('GROW10');
    expect(await redeem(first, 'Same.Person@example.com')).toEqual({
      code: 'GROW10',
      discount: Math.round(subtotal() / 10),
    });
    expect(await redeem(first, 'Same.Person@example.com')).toEqual({
      code: 'GROW10',
      discount: Math.round(subtotal() / 10),
    });
    const second = await cartWith('GROW10');
    await expect(redeem(second, 'same.person@EXAMPLE.com')).rejects.toMatchObject({ reason: 'already_used' });
    expect(await redeem(second, 'someone.else@example.com')).toMatchObject({ code: 'GROW10' });
    // SAVE5 may be used again by the same e-mail.
    const s = shopper();
    const big = cartOf(await s.add(Math.ceil(5000 / pack.eur)));
    cartOf(await s.apply('SAVE5'));
    const again = async (cartId: string) =>
      t.db.transaction((tx) =>
        redeemCoupon(tx, cartId, 'repeat@example.com', { subtotal: big.subtotal.amount, currency: 'EUR' }),
      );
    expect(await again(big.id as string)).toMatchObject({ code: 'SAVE5' });
    const s2 = shopper();
    const big2 = cartOf(await s2.add(Math.ceil(5000 / pack.eur)));
    cartOf(await s2.apply('SAVE5'));
    expect(await again(big2.id as string)).toMatchObject({ code: 'SAVE5' });
  });

  it('answers null for a cart without a coupon and refuses one that no longer applies', async () => {
    const s = shopper();
    const plain = cartOf(await s.add(1));
    expect(await redeem(plain.id as string, 'x@example.com')).toBeNull();
    const withCoupon = await cartWith('GROW10');
    await t.db.query(`UPDATE coupons SET valid_until = '2020-01-01' WHERE code = 'GROW10'`);
    try {
      await expect(redeem(withCoupon, 'late@example.com')).rejects.toMatchObject({
        statusCode: 409,
        reason: 'expired',
      });
    } finally {
      await t.db.query(`UPDATE coupons SET valid_until = NULL WHERE code = 'GROW10'`);
    }
  });
});
