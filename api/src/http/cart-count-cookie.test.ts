/**
 * The cart count cookie: what the edge fills into a page kept for every visitor. Over HTTP (inject)
 * against a real database.
 */
import { CART_COOKIE, CART_COUNT_COOKIE } from '@storefront/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { customer } from '../test/account-client';
import { checkoutViewSchema } from '@storefront/shared-contracts/schemas';
import { orderForm, shopper } from '../test/shopper';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../test/test-app';
import { cartCountOf } from './cart-count-cookie';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const packIds = async () =>
  (await t.db.query<{ id: number }>('SELECT id FROM seed_packs ORDER BY id LIMIT 2')).rows.map((row) => row.id);
const countCookie = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === CART_COUNT_COOKIE);

describe('the cart count cookie', () => {
  it('follows every cart answer: add, read, remove', async () => {
    const [first, second] = await packIds();
    const browser = shopper(t.app);
    const added = await browser.add(first!, 2);
    const body = added.json<{ itemCount: number; seedCount: number; items: Array<{ id: number }> }>();
    const cookie = countCookie(added);
    expect(cookie?.value).toBe(`${body.itemCount}.${body.seedCount}`);
    // Readable by the page's script, like the count it shows; the token stays HttpOnly.
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.path).toBe('/');
    expect(added.cookies.find((c) => c.name === CART_COOKIE)?.httpOnly).toBe(true);

    const more = await browser.add(second!, 1);
    expect(countCookie(more)?.value).toBe(
      `${more.json<{ itemCount: number }>().itemCount}.${more.json<{ seedCount: number }>().seedCount}`,
    );
    expect(countCookie(await browser.getCart())?.value).toBe(countCookie(more)?.value);

    const line = more.json<{ items: Array<{ id: number }> }>().items[0]!.id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/en-en/cart/items/${line}`,
      cookies: { [CART_COOKIE]: browser.cart! },
    });
    expect(removed.statusCode).toBe(200);
    const left = removed.json<{ itemCount: number; seedCount: number }>();
    expect(countCookie(removed)?.value).toBe(`${left.itemCount}.${left.seedCount}`);
  });

  it('is 0.0 for a visitor without a cart, and untouched by an error', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/api/en-en/cart' });
    expect(countCookie(empty)?.value).toBe('0.0');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/en-en/cart/items',
      payload: { packId: 999_999_999, quantity: 1 },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(countCookie(refused)).toBeUndefined();
  });

  it('is expired by a login or logout (the cart moves with the account), not by other calls', async () => {
    const grower = await customer(t.app);
    const withCount = { 'x-forwarded-for': grower.ip, cookie: `${CART_COUNT_COOKIE}=4.40` };
    const me = await grower.send('GET', '/api/account/me', undefined, withCount);
    expect(countCookie(me)).toBeUndefined();
    const logout = await grower.send('POST', '/api/account/logout', undefined, withCount);
    expect(logout.statusCode).toBeLessThan(300);
    const expired = countCookie(logout);
    expect(expired?.value).toBe('');
    expect(new Date(expired!.expires!).getTime()).toBeLessThan(Date.now());
  });

  it('is expired by a placed order (the cart is closed)', async () => {
    const [pack] = await packIds();
    const browser = shopper(t.app);
    expect(countCookie(await browser.add(pack!, 1))?.value).toMatch(/^1\.\d+$/);
    const view = checkoutViewSchema.parse((await browser.checkout('en-en', 'NL')).json());
    const form = orderForm('NL', view.shippingMethods[0]!.id, 'ideal');
    const placed = await browser.send('POST', '/api/en-en/orders', form, { cookie: `${CART_COUNT_COOKIE}=1.10` });
    expect(placed.statusCode).toBeLessThan(300);
    expect(countCookie(placed)?.value).toBe('');
  });

  it('reads the counts of a cart answer only', () => {
    expect(cartCountOf('{"id":"c","itemCount":3,"seedCount":30}')).toBe('3.30');
    expect(cartCountOf('{"itemCount":-1,"seedCount":3}')).toBeNull();
    expect(cartCountOf('{"itemCount":"3","seedCount":3}')).toBeNull();
    expect(cartCountOf('not json "itemCount"')).toBeNull();
    expect(cartCountOf(undefined)).toBeNull();
  });
});
