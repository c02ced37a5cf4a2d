import { CART_COOKIE, SESSION_COOKIE } from '@storefront/shared-contracts';
import {
  accountOrdersSchema,
  checkoutViewSchema,
  orderViewSchema,
  placeOrderResponseSchema,
} from '@storefront/shared-contracts/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { type Browser, browser, customer, lastEmailTo } from '../../test/account-client';
import { orderBasics, orderForm, shopper } from '../../test/shopper';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';

let t: TestApp;
let packId: number;
let nlMethod: number;

beforeAll(async () => {
  t = await startTestApp({ sandboxWebhookDelayMs: -1, exposeTestOutbox: true });
  ({ packId, nlMethod } = await orderBasics(t.db));
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

/** Adds a pack and places an order with Pay Now as `who` (a logged-in browser), keeping its cart cookie. */
async function orderAs(who: Browser, formEmail: string) {
  let cart: string | undefined;
  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app
      .inject({
        method,
        url,
        cookies: {
          ...(cart ? { [CART_COOKIE]: cart } : {}),
          ...(who.session ? { [SESSION_COOKIE]: who.session } : {}),
        },
        ...(payload ? { payload } : {}),
      })
      .then((response: LightMyRequestResponse) => {
        cart = response.cookies.find((c) => c.name === CART_COOKIE)?.value ?? cart;
        return response;
      });
  await send('POST', '/api/en-en/cart/items', { packId, quantity: 2 });
  const placed = await send('POST', '/api/en-en/orders', orderForm('NL', nlMethod, 'credit_card', formEmail));
  expect(placed.statusCode).toBe(201);
  return placeOrderResponseSchema.parse(placed.json());
}

describe('account orders', () => {
  it('list the orders placed while logged in, confirmed to the account e-mail, with their detail', async () => {
    const mary = await customer(t.app);
    const first = await orderAs(mary, 'typed-in@example.com');
    const second = await orderAs(mary, mary.email);

    const list = accountOrdersSchema.parse((await mary.get('/api/account/orders')).json());
    expect(list.orders.map((o) => o.number)).toEqual([second.orderNumber, first.orderNumber]);
    expect(list.orders[0]).toMatchObject({ status: 'processing', storefront: 'en', itemCount: 2 });
    expect(list.orders[0]!.total.currency).toBe('EUR');

    const detail = orderViewSchema.parse((await mary.get(`/api/account/orders/${first.orderNumber}`)).json());
    expect(detail).toMatchObject({ number: first.orderNumber, email: mary.email });
    expect(detail.items[0]).toMatchObject({ quantity: 2 });
    // Lower case and spaces are forgiven like the order status lookup.
    expect((await mary.get(`/api/account/orders/${first.orderNumber.toLowerCase()}`)).statusCode).toBe(200);
  });

  it("answer 404 for another customer's order and an unknown number, 401 without a session", async () => {
    const owner = await customer(t.app);
    const other = await customer(t.app);
    const placed = await orderAs(owner, owner.email);
    const probe = await other.get(`/api/account/orders/${placed.orderNumber}`);
    expect(probe.statusCode).toBe(404);
    expect(errorOf(probe).message).toBe('Order Not Found');
    expect(probe.body).not.toContain(owner.email);
    expect((await other.get('/api/account/orders/SF999999')).statusCode).toBe(404);
    expect(accountOrdersSchema.parse((await other.get('/api/account/orders')).json()).orders).toEqual([]);

    const guest = browser(t.app);
    for (const url of ['/api/account/orders', `/api/account/orders/${placed.orderNumber}`]) {
      const response = await guest.get(url);
      expect({ url, status: response.statusCode, code: errorOf(response).code }).toEqual({
        url,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('take in guest orders with the account e-mail only once a password reset proved the address', async () => {
    const mary = await customer(t.app);
    const guest = shopper(t.app);
    await guest.add(packId, 1);
    const placed = placeOrderResponseSchema.parse(
      (await guest.placeOrder(orderForm('NL', nlMethod, 'credit_card', mary.email.toUpperCase()))).json(),
    );
    expect(accountOrdersSchema.parse((await mary.get('/api/account/orders')).json()).orders).toEqual([]);
    expect((await mary.get(`/api/account/orders/${placed.orderNumber}`)).statusCode).toBe(404);

    expect((await browser(t.app).send('POST', '/api/account/forgot-password', { email: mary.email })).statusCode).toBe(
      202,
    );
    const mail = await lastEmailTo(t.app, mary.email);
    const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    const resetter = browser(t.app);
    const reset = await resetter.send('POST', '/api/account/reset-password', { token, password: 'proven address 1' });
    expect(reset.statusCode).toBe(200);
    const list = accountOrdersSchema.parse((await resetter.get('/api/account/orders')).json());
    expect(list.orders.map((o) => o.number)).toEqual([placed.orderNumber]);
  });
});

describe('checkout for a logged-in shopper', () => {
  const address = (over: object) => ({
    firstName: 'Mary',
    lastName: 'Jane',
    phone: '+31 20 123 4567',
    line1: 'Damrak 1',
    city: 'Amsterdam',
    postalCode: '1012 LG',
    country: 'NL',
    ...over,
  });

  it('carries the account e-mail and the address book, marking addresses this storefront does not deliver to', async () => {
    const mary = await customer(t.app);
    await mary.send('POST', '/api/account/addresses', address({ country: 'US', state: 'NY', defaultShipping: true }));
    await mary.send('POST', '/api/account/addresses', address({ city: 'Utrecht' }));
    const view = checkoutViewSchema.parse((await mary.get('/api/en-en/checkout')).json());
    expect(view.account?.email).toBe(mary.email);
    expect(view.account?.addresses.map((a) => [a.country, a.allowed, a.defaultShipping])).toEqual([
      ['US', false, true],
      ['NL', true, false],
    ]);
    // A default address outside the storefront chooses no country (the page shows the blocking message).
    expect(view.country).toBeNull();
    const us = checkoutViewSchema.parse((await mary.get('/api/en-us/checkout')).json());
    expect(us.account?.addresses[0]).toMatchObject({ allowed: true, countryName: expect.any(String) });
    expect(us.country).toBe('US');

    const guest = checkoutViewSchema.parse((await browser(t.app).get('/api/en-en/checkout')).json());
    expect(guest.account ?? null).toBeNull();
  });
});
