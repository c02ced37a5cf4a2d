import { CART_COOKIE } from '@storefront/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';
import { cartClient, cartOf } from '../../test/cart-client';
import { packOfSeeds, packPrice } from '../../test/shopper';

let t: TestApp;
let pack: { id: number; seeds: number };
let tenPack: { id: number; seeds: number; free_seeds: number };
let onePack: { id: number; seeds: number };

beforeAll(async () => {
  t = await startTestApp();
  pack = await packOfSeeds(t.db, 3);
  tenPack = await packOfSeeds(t.db, 10, true);
  onePack = await packOfSeeds(t.db, 1);
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const client = (app = t.app) => cartClient(app);

const priceOf = (packId: number, currency: string) => packPrice(t.db, packId, currency);

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

  it('marks the cookie Secure when COOKIE_SECURE is on', async () => {
    const secureApp = await t.withConfig({ cookieSecure: true });
    const response = await client(secureApp).create();
    expect(response.cookies.find((c) => c.name === CART_COOKIE)?.secure).toBe(true);
  });
});
