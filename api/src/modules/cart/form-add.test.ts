import { CART_COOKIE, CART_COUNT_COOKIE, type Cart } from '@storefront/shared-contracts';
import { cartSchema } from '@storefront/shared-contracts/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';

let t: TestApp;
let product: { id: number; slug: string; pack_id: number; other_pack_id: number; seeds: number };

beforeAll(async () => {
  t = await startTestApp();
  const { rows } = await t.db.query<typeof product>(
    `SELECT p.id, p.slug, sp.id AS pack_id, sp.seeds,
            (SELECT o.id FROM seed_packs o WHERE o.product_id <> p.id ORDER BY o.id LIMIT 1) AS other_pack_id
     FROM products p JOIN seed_packs sp ON sp.product_id = p.id WHERE sp.seeds = 3 ORDER BY p.id LIMIT 1`,
  );
  product = rows[0]!;
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const SHOP = { ...FORM, origin: 'http://shop.test', host: 'shop.test' };

function post(fields: Record<string, string>, headers: Record<string, string> = SHOP, cart?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/en-en/cart/form-add',
    headers,
    payload: new URLSearchParams(fields).toString(),
    ...(cart ? { cookies: { [CART_COOKIE]: cart } } : {}),
  });
}

const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((c) => c.name === name)?.value;

async function cartOf(token: string): Promise<Cart> {
  const response = await t.app.inject({ method: 'GET', url: '/api/en-en/cart', cookies: { [CART_COOKIE]: token } });
  return cartSchema.parse(response.json());
}

const cartCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts')).rows[0]!.n;

describe('POST /api/:iso/cart/form-add (the product form without JavaScript)', () => {
  it('adds the chosen pack at the api’s price, sets the cart and count cookies, and goes back with ?added=', async () => {
    const first = await post({ productId: String(product.id), packId: String(product.pack_id), quantity: '1' });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/product/${product.slug}?added=${product.pack_id}`);
    const token = cookieOf(first, CART_COOKIE)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(first, CART_COUNT_COOKIE)).toBe(`1.${(await cartOf(token)).seedCount}`);

    // A price sent along is no field of the form: the line is priced from the price list.
    const again = await post(
      { productId: String(product.id), packId: String(product.pack_id), quantity: '2', price: '1' },
      SHOP,
      token,
    );
    expect(again.statusCode).toBe(303);
    const cart = await cartOf(token);
    expect(cookieOf(again, CART_COUNT_COOKIE)).toBe(`${cart.itemCount}.${cart.seedCount}`);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ packId: product.pack_id, quantity: 3 });
    const { rows } = await t.db.query<{ amount: number }>(
      `SELECT amount FROM pack_prices WHERE pack_id = $1 AND currency = 'EUR'`,
      [product.pack_id],
    );
    expect(cart.items[0]!.unitPrice.amount).toBe(rows[0]!.amount);
  });

  it('goes back with the reason and the chosen pack when the cart refuses the add (the seed maximum)', async () => {
    const first = await post({ productId: String(product.id), packId: String(product.pack_id), quantity: '30' });
    const token = cookieOf(first, CART_COOKIE)!;
    const refused = await post(
      { productId: String(product.id), packId: String(product.pack_id), quantity: '30' },
      SHOP,
      token,
    );
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(
      `/product/${product.slug}?add-error=max-seeds&pack=${product.pack_id}&amount=100`,
    );
    expect((await cartOf(token)).items[0]!.quantity).toBe(30);
  });

  it('refuses a pack of another product, an unknown product and a bad quantity with a 4xx message, adding nothing', async () => {
    const before = await cartCount();
    const otherPack = await post({ productId: String(product.id), packId: String(product.other_pack_id) });
    expect(otherPack.statusCode).toBe(400);
    expect(errorOf(otherPack)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(errorOf(otherPack).message).toMatch(/not a pack of this product/);

    const unknown = await post({ productId: '99999999', packId: String(product.pack_id) });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toMatch(/Product 99999999 does not exist/);

    const badQuantity = await post({ productId: String(product.id), packId: String(product.pack_id), quantity: 'x' });
    expect(badQuantity.statusCode).toBe(400);
    expect(errorOf(badQuantity).message).toMatch(/quantity/);

    const notANumber = await post({ productId: 'abc', packId: '' });
    expect(notANumber.statusCode).toBe(400);
    expect(await cartCount()).toBe(before);
  });

  it('refuses a post without Origin (or from another site) with 403, the cart unchanged', async () => {
    const first = await post({ productId: String(product.id), packId: String(product.pack_id) });
    const token = cookieOf(first, CART_COOKIE)!;
    const fields = { productId: String(product.id), packId: String(product.pack_id) };
    const missing = await post(fields, FORM, token);
    expect(missing.statusCode).toBe(403);
    expect(errorOf(missing)).toMatchObject({ code: 'BAD_ORIGIN' });
    expect(errorOf(missing).message).toMatch(/sent from the shop/);
    const foreign = await post(fields, { ...SHOP, origin: 'https://evil.example' }, token);
    expect(foreign.statusCode).toBe(403);
    // The browser's own word is enough where it sends no Origin.
    const fetchSite = await post(fields, { ...FORM, 'sec-fetch-site': 'same-origin' }, token);
    expect(fetchSite.statusCode).toBe(303);
    expect((await cartOf(token)).items[0]!.quantity).toBe(2);
  });

  it('leaves the JSON routes refusing form bodies (415)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/en-en/cart/items',
      headers: SHOP,
      payload: `packId=${product.pack_id}`,
    });
    expect(response.statusCode).toBe(415);
  });
});
