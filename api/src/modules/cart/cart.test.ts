import { CART_COOKIE, type Cart } from '@storefront/shared-contracts';
import { cartSchema } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';

let t: TestApp;
let pack: { id: number; seeds: number };
let tenPack: { id: number; seeds: number; free_seeds: number };
let onePack: { id: number; seeds: number };

beforeAll(async () => {
  t = await startTestApp();
  const q = (sql: string) =>
    t.db
      .query<{ id: number; seeds: number; free_seeds: number }>(sql)
      .then((r) => r.rows[0] as { id: number; seeds: number; free_seeds: number });
  pack = await q('SELECT id, seeds, free_seeds FROM seed_packs WHERE seeds = 3 ORDER BY id LIMIT 1');
  tenPack = await q(
    'SELECT id, seeds, free_seeds FROM seed_packs WHERE seeds = 10 AND free_seeds > 0 ORDER BY id LIMIT 1',
  );
  onePack = await q('SELECT id, seeds, free_seeds FROM seed_packs WHERE seeds = 1 ORDER BY id LIMIT 1');
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

/** A browser: keeps the cart cookie between requests. */
function client(app: FastifyInstance = t.app) {
  let cookie: string | undefined;
  const remember = (response: LightMyRequestResponse) => {
    const set = response.cookies.find((c) => c.name === CART_COOKIE);
    if (set) cookie = set.value === '' ? undefined : set.value;
    return response;
  };
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app
      .inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        ...(cookie ? { cookies: { [CART_COOKIE]: cookie } } : {}),
      })
      .then(remember);
  return {
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
    getCart: (iso = 'en-en') => send('GET', `/api/${iso}/cart`),
    create: (iso = 'en-en') => send('POST', `/api/${iso}/cart`),
    add: (packId: number, quantity?: number, iso = 'en-en') =>
      send('POST', `/api/${iso}/cart/items`, quantity === undefined ? { packId } : { packId, quantity }),
    update: (lineId: number, quantity: number, iso = 'en-en') =>
      send('PATCH', `/api/${iso}/cart/items/${lineId}`, { quantity }),
    remove: (lineId: number, iso = 'en-en') => send('DELETE', `/api/${iso}/cart/items/${lineId}`),
  };
}

const cartOf = (response: LightMyRequestResponse): Cart => cartSchema.parse(response.json());

async function priceOf(packId: number, currency: string): Promise<number> {
  const { rows } = await t.db.query<{ amount: number }>(
    'SELECT amount FROM pack_prices WHERE pack_id = $1 AND currency = $2',
    [packId, currency],
  );
  return rows[0]?.amount ?? NaN;
}

const countCarts = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts')).rows[0]?.n ?? NaN;

describe('cart', () => {
  it('is empty with id null for a visitor without a cart, and never cached', async () => {
    for (const [iso, currency] of [
      ['en-en', 'EUR'],
      ['en-uk', 'GBP'],
      ['en-nz', 'NZD'],
    ] as const) {
      const response = await client().getCart(iso);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(cartOf(response)).toMatchObject({
        id: null,
        currency,
        items: [],
        itemCount: 0,
        seedCount: 0,
        maxSeeds: 100,
        total: { amount: 0, currency },
      });
    }
  });

  it('creates a cart with POST and an HttpOnly, SameSite=Lax cookie for 30 days', async () => {
    const browser = client();
    const created = await browser.create();
    expect(created.statusCode).toBe(201);
    const cookie = created.cookies.find((c) => c.name === CART_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect(cookie?.secure).toBeFalsy();
    const { id } = cartOf(created);
    expect(id).toEqual(expect.any(String));
    expect(cookie?.value).not.toContain(id);
    expect(cartOf(await browser.getCart()).id).toBe(id);
    const again = await browser.create();
    expect(again.statusCode).toBe(200);
    expect(cartOf(again).id).toBe(id);
  });

  it('adds a pack (creating the cart), adds the same pack to the same line, and computes the totals', async () => {
    const browser = client();
    const first = await browser.add(pack.id, 2);
    expect(first.statusCode).toBe(201);
    expect(browser.cookie).toBeDefined();
    const price = await priceOf(pack.id, 'EUR');
    expect(cartOf(first)).toMatchObject({
      itemCount: 2,
      seedCount: 2 * pack.seeds,
      subtotal: { amount: 2 * price },
      discount: { amount: 0 },
    });
    expect(cartOf(first).total.amount).toBe(2 * price + cartOf(first).shipping.amount);

    const second = cartOf(await browser.add(pack.id));
    expect(second.items).toHaveLength(1);
    expect(second.items[0]).toMatchObject({
      packId: pack.id,
      quantity: 3,
      unitPrice: { amount: price, currency: 'EUR' },
      lineTotal: { amount: 3 * price },
    });

    const withFree = cartOf(await browser.add(tenPack.id));
    const tenPrice = await priceOf(tenPack.id, 'EUR');
    expect(withFree.items).toHaveLength(2);
    expect(withFree.seedCount).toBe(3 * pack.seeds + tenPack.seeds + tenPack.free_seeds);
    expect(withFree.total.amount).toBe(3 * price + tenPrice + withFree.shipping.amount);
    expect(withFree.items[1]).toMatchObject({ seeds: 10, freeSeeds: tenPack.free_seeds });
  });

  it('applies an add sent again with the same Idempotency-Key once (a retry after a lost answer)', async () => {
    const shopper = client();
    expect((await shopper.add(pack.id)).statusCode).toBe(201);
    const addWithKey = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/en-en/cart/items',
        payload: { packId: onePack.id },
        headers: { 'idempotency-key': key },
        cookies: { [CART_COOKIE]: shopper.cookie! },
      });
    const first = await addWithKey('click-0001-abcdef');
    const retried = await addWithKey('click-0001-abcdef');
    expect(first.statusCode).toBe(200);
    expect(retried.statusCode).toBe(200);
    const quantityOf = (r: LightMyRequestResponse) => cartOf(r).items.find((i) => i.packId === onePack.id)?.quantity;
    expect(quantityOf(first)).toBe(1);
    expect(quantityOf(retried)).toBe(1);
    // Another click is another add.
    expect(quantityOf(await addWithKey('click-0002-abcdef'))).toBe(2);
    const malformed = await addWithKey('no spaces allowed');
    expect(malformed.statusCode).toBe(400);
  });

  it('prices the same cart in each storefront currency', async () => {
    const browser = client();
    await browser.add(pack.id, 2);
    for (const currency of ['GBP', 'USD', 'CAD', 'AUD'] as const) {
      const iso = { GBP: 'en-uk', USD: 'en-us', CAD: 'en-ca', AUD: 'en-au' }[currency];
      const cart = cartOf(await browser.getCart(iso));
      const unit = await priceOf(pack.id, currency);
      expect(cart).toMatchObject({
        currency,
        subtotal: { amount: 2 * unit, currency },
        total: { amount: 2 * unit + cart.shipping.amount, currency },
      });
    }
  });

  it('updates and removes lines, keeping the cart', async () => {
    const browser = client();
    const added = cartOf(await browser.add(pack.id));
    const lineId = added.items[0]?.id ?? -1;
    const updated = await browser.update(lineId, 4);
    expect(updated.statusCode).toBe(200);
    expect(cartOf(updated)).toMatchObject({ itemCount: 4, subtotal: { amount: 4 * (await priceOf(pack.id, 'EUR')) } });
    const removed = cartOf(await browser.remove(lineId));
    expect(removed).toMatchObject({ id: added.id, items: [], total: { amount: 0 } });
    expect((await browser.remove(lineId)).statusCode).toBe(404);
  });

  it("answers 404 for another cart's line and leaves that cart alone", async () => {
    const alice = client();
    const bob = client();
    const aliceCart = cartOf(await alice.add(pack.id));
    await bob.add(onePack.id);
    const lineId = aliceCart.items[0]?.id ?? -1;
    for (const response of [
      await bob.update(lineId, 5),
      await bob.remove(lineId),
      await client().update(lineId, 5),
      await client().remove(lineId),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
    expect(cartOf(await alice.getCart()).items).toEqual(aliceCart.items);
  });

  it('treats an unknown cookie as no cart and clears it', async () => {
    const browser = client();
    browser.cookie = 'A'.repeat(43);
    const response = await browser.getCart();
    expect(cartOf(response).id).toBeNull();
    expect(response.cookies.find((c) => c.name === CART_COOKIE)?.value).toBe('');
  });

  describe('maximum seeds per cart', () => {
    const message = 'Product cannot be added, maximum amount of 100 seeds has been reached.';

    it('counts paid seeds only, and refuses the seed that passes the maximum without changing the cart', async () => {
      const browser = client();
      const full = cartOf(await browser.add(tenPack.id, 10));
      expect(full.seedCount).toBe(100 + 10 * tenPack.free_seeds);
      const refused = await browser.add(onePack.id);
      expect(refused.statusCode).toBe(422);
      expect(errorOf(refused)).toEqual({
        statusCode: 422,
        code: 'MAX_SEEDS_REACHED',
        message,
        params: { amount: 100 },
      });
      expect(cartOf(await browser.getCart())).toEqual(full);
    });

    it('refuses an update past the maximum but allows lowering', async () => {
      const browser = client();
      const cart = cartOf(await browser.add(tenPack.id, 9));
      const lineId = cart.items[0]?.id ?? -1;
      const refused = await browser.update(lineId, 11);
      expect(refused.statusCode).toBe(422);
      expect(errorOf(refused).message).toBe(message);
      expect((await browser.update(lineId, 10)).statusCode).toBe(200);
      expect(cartOf(await browser.update(lineId, 2)).itemCount).toBe(2);
    });

    it('creates no cart when the first add is refused', async () => {
      const before = await countCarts();
      const browser = client();
      const refused = await browser.add(tenPack.id, 11);
      expect(refused.statusCode).toBe(422);
      expect(refused.cookies.find((c) => c.name === CART_COOKIE)).toBeUndefined();
      expect(await countCarts()).toBe(before);
    });

    it('holds under concurrent adds: exactly the adds that fit succeed', async () => {
      const browser = client();
      await browser.create();
      const packs = await t.db.query<{ id: number }>('SELECT id FROM seed_packs WHERE seeds = 10 ORDER BY id LIMIT 12');
      const responses = await Promise.all(packs.rows.map((p) => browser.add(p.id)));
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(10);
      expect(responses.filter((r) => r.statusCode === 422)).toHaveLength(2);
      const cart = cartOf(await browser.getCart());
      expect(cart.items).toHaveLength(10);
      expect(cart.items.reduce((sum, i) => sum + i.seeds * i.quantity, 0)).toBe(100);
    });

    it('fills in the configured maximum', async () => {
      const small = await t.withConfig({ maxSeedsPerCart: 20 });
      const browser = client(small);
      await browser.add(tenPack.id, 2);
      const refused = await browser.add(onePack.id);
      expect(errorOf(refused)).toMatchObject({
        message: 'Product cannot be added, maximum amount of 20 seeds has been reached.',
        params: { amount: 20 },
      });
      expect(cartOf(await browser.getCart()).maxSeeds).toBe(20);
    });
  });

  describe('bad requests', () => {
    it.each([
      [{ packId: 1, quantity: 0 }, 'body.quantity'],
      [{ packId: 1, quantity: 100 }, 'body.quantity'],
      [{ packId: 1, quantity: 'two' }, 'body.quantity'],
      [{ quantity: 1 }, 'body.packId'],
      [{ packId: -3 }, 'body.packId'],
    ])('refuses %j with 400 naming %s', async (payload, path) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/en-en/cart/items', payload });
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues?.map((i) => i.path)).toContain(path);
      expect(error.message).toContain(path);
    });

    it('answers an unknown pack with 404 and a bad line id with 400', async () => {
      const unknown = await client().add(999_999);
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown).message).toBe('Seed pack 999999 does not exist.');
      const badLine = await t.app.inject({
        method: 'PATCH',
        url: '/api/en-en/cart/items/abc',
        payload: { quantity: 1 },
      });
      expect(badLine.statusCode).toBe(400);
      expect(errorOf(badLine).issues?.[0]?.path).toBe('params.lineId');
    });

    it('answers malformed JSON, a too large body and an unknown storefront without a 500', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/en-en/cart/items',
        headers: { 'content-type': 'application/json' },
        payload: '{"packId":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(errorOf(malformed).code).toBe('INVALID_JSON');
      const large = await t.app.inject({
        method: 'POST',
        url: '/api/en-en/cart/items',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ packId: 1, pad: 'x'.repeat(20_000) }),
      });
      expect(large.statusCode).toBe(413);
      expect(errorOf(large).code).toBe('BODY_TOO_LARGE');
      const locale = await t.app.inject({ method: 'POST', url: '/api/xx-xx/cart/items', payload: { packId: 'x' } });
      expect(locale.statusCode).toBe(404);
      expect(errorOf(locale).code).toBe('UNKNOWN_LOCALE');
    });
  });

  it('marks the cookie Secure when COOKIE_SECURE is on', async () => {
    const secureApp = await t.withConfig({ cookieSecure: true });
    const response = await client(secureApp).create();
    expect(response.cookies.find((c) => c.name === CART_COOKIE)?.secure).toBe(true);
  });
});
