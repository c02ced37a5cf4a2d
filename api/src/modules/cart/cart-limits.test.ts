// The cart's limits (the maximum seeds per cart) and the requests it refuses; the cart itself: cart.test.ts.
import { CART_COOKIE } from '@storefront/shared-contracts';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';
import { cartClient, cartOf } from '../../test/cart-client';
import { packOfSeeds } from '../../test/shopper';

let t: TestApp;
let tenPack: { id: number; seeds: number; free_seeds: number };
let onePack: { id: number; seeds: number };

beforeAll(async () => {
  t = await startTestApp();
  tenPack = await packOfSeeds(t.db, 10, true);
  onePack = await packOfSeeds(t.db, 1);
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const client = (app = t.app) => cartClient(app);

const countCarts = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts')).rows[0]?.n ?? NaN;

describe('cart', () => {
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
});
