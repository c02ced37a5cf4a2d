import { CART_COOKIE, CART_COUNT_COOKIE } from '@storefront/shared-contracts';
import { cookieOf, formAddApp, SHOP_FORM } from '../../test/form-add-client';
import { errorOf } from '../../test/test-app';

const f = formAddApp();
const { post, cartOf } = f;
const FORM = { 'content-type': SHOP_FORM['content-type'] };
const SHOP = SHOP_FORM;

const cartCount = async () => (await f.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts')).rows[0]!.n;

describe('POST /api/:iso/cart/form-add (the product form without JavaScript)', () => {
  it('adds the chosen pack at the api’s price, sets the cart and count cookies, and goes back with ?added=', async () => {
    const first = await post({ productId: String(f.product.id), packId: String(f.product.pack_id), quantity: '1' });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/product/${f.product.slug}?added=${f.product.pack_id}`);
    const token = cookieOf(first, CART_COOKIE)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(first, CART_COUNT_COOKIE)).toBe(`1.${(await cartOf(token)).seedCount}`);

    // A price sent along is no field of the form: the line is priced from the price list.
    const again = await post(
      { productId: String(f.product.id), packId: String(f.product.pack_id), quantity: '2', price: '1' },
      SHOP,
      token,
    );
    expect(again.statusCode).toBe(303);
    const cart = await cartOf(token);
    expect(cookieOf(again, CART_COUNT_COOKIE)).toBe(`${cart.itemCount}.${cart.seedCount}`);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ packId: f.product.pack_id, quantity: 3 });
    const { rows } = await f.t.db.query<{ amount: number }>(
      `SELECT amount FROM pack_prices WHERE pack_id = $1 AND currency = 'EUR'`,
      [f.product.pack_id],
    );
    expect(cart.items[0]!.unitPrice.amount).toBe(rows[0]!.amount);
  });

  it('goes back with the reason and the chosen pack when the cart refuses the add (the seed maximum)', async () => {
    const first = await post({ productId: String(f.product.id), packId: String(f.product.pack_id), quantity: '30' });
    const token = cookieOf(first, CART_COOKIE)!;
    const refused = await post(
      { productId: String(f.product.id), packId: String(f.product.pack_id), quantity: '30' },
      SHOP,
      token,
    );
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(
      `/product/${f.product.slug}?add-error=max-seeds&pack=${f.product.pack_id}&amount=100`,
    );
    expect((await cartOf(token)).items[0]!.quantity).toBe(30);
  });

  it('refuses a pack of another product, an unknown product and a bad quantity with a 4xx message, adding nothing', async () => {
    const before = await cartCount();
    const otherPack = await post({ productId: String(f.product.id), packId: String(f.product.other_pack_id) });
    expect(otherPack.statusCode).toBe(400);
    expect(errorOf(otherPack)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(errorOf(otherPack).message).toMatch(/not a pack of this product/);

    const unknown = await post({ productId: '99999999', packId: String(f.product.pack_id) });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toMatch(/Product 99999999 does not exist/);

    const badQuantity = await post({
      productId: String(f.product.id),
      packId: String(f.product.pack_id),
      quantity: 'x',
    });
    expect(badQuantity.statusCode).toBe(400);
    expect(errorOf(badQuantity).message).toMatch(/quantity/);

    const notANumber = await post({ productId: 'abc', packId: '' });
    expect(notANumber.statusCode).toBe(400);
    expect(await cartCount()).toBe(before);
  });

  it('refuses a post without Origin (or from another site) with 403, the cart unchanged', async () => {
    const first = await post({ productId: String(f.product.id), packId: String(f.product.pack_id) });
    const token = cookieOf(first, CART_COOKIE)!;
    const fields = { productId: String(f.product.id), packId: String(f.product.pack_id) };
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
    const response = await f.t.app.inject({
      method: 'POST',
      url: '/api/en-en/cart/items',
      headers: SHOP,
      payload: `packId=${f.product.pack_id}`,
    });
    expect(response.statusCode).toBe(415);
  });
});
