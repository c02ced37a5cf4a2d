import { CART_COOKIE, COOKIES, PAYMENT_SIGNATURE_HEADER } from '@storefront/shared-contracts';
import { placeOrderResponseSchema, type PlaceOrderResponse } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../db/database';
import { signWebhook } from '../modules/payments/webhook-signature';
import { SETUP_TIMEOUT, startTestApp, type TestApp } from './test-app';

/** A browser against the api: keeps the cart cookie, may carry a detected country (cfcountry). */
export function shopper(app: FastifyInstance, detectedCountry?: string) {
  let cart: string | undefined;
  const remember = (response: LightMyRequestResponse) => {
    const set = response.cookies.find((c) => c.name === CART_COOKIE);
    if (set) cart = set.value === '' ? undefined : set.value;
    return response;
  };
  const cookies = () => ({
    ...(cart ? { [CART_COOKIE]: cart } : {}),
    ...(detectedCountry ? { [COOKIES.country]: detectedCountry } : {}),
  });
  const send = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object | string,
    headers?: Record<string, string>,
  ) =>
    app
      .inject({ method, url, cookies: cookies(), ...(payload ? { payload } : {}), ...(headers ? { headers } : {}) })
      .then(remember);
  return {
    get cart() {
      return cart;
    },
    send,
    add: (packId: number, quantity = 1, iso = 'en-en') => send('POST', `/api/${iso}/cart/items`, { packId, quantity }),
    getCart: (iso = 'en-en') => send('GET', `/api/${iso}/cart`),
    checkout: (iso = 'en-en', country?: string) =>
      send('GET', `/api/${iso}/checkout${country ? `?country=${country}` : ''}`),
    placeOrder: (body: object, iso = 'en-en') => send('POST', `/api/${iso}/orders`, body),
  };
}

export const address = (country: string, overrides: Record<string, string> = {}) => ({
  firstName: 'Ada',
  lastName: 'Grower',
  phone: '+31 20 123 4567',
  address1: 'Keizersgracht 1',
  address2: '',
  city: 'Amsterdam',
  postalCode: '1015 AA',
  state: '',
  country,
  ...overrides,
});

let keys = 0;
export const newKey = () => `test-key-${Date.now()}-${(keys += 1)}`;

export function orderForm(country: string, shippingMethodId: number, paymentMethod: string, email = 'ada@example.com') {
  return {
    email,
    delivery: address(country),
    billingSameAsDelivery: true,
    shippingMethodId,
    paymentMethod,
    idempotencyKey: newKey(),
  };
}

/** Sends a provider event to the webhook route, signed with `secret`. */
export function sendWebhook(
  app: FastifyInstance,
  event: object,
  secret = 'sandbox-webhook-secret-dev',
  tamper = false,
) {
  const body = JSON.stringify(event);
  const signature = signWebhook(secret, body);
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/sandbox',
    headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signature },
    payload: tamper ? body.replace('"failed"', '"paid"').replace('"pending"', '"paid"') : body,
  });
}

/** What an order in these tests buys: the first one-seed pack, sent to the Netherlands by its cheapest method. */
export interface OrderBasics {
  packId: number;
  nlMethod: number;
}

export async function orderBasics(db: Queryable): Promise<OrderBasics> {
  const pack = await db.query<{ id: number }>('SELECT id FROM seed_packs WHERE seeds = 1 ORDER BY id LIMIT 1');
  const method = await db.query<{ id: number }>(
    `SELECT m.id FROM shipping_methods m JOIN countries c ON c.id = m.country_id WHERE c.iso = 'NL'
     ORDER BY m.price, m.id LIMIT 1`,
  );
  return { packId: pack.rows[0]!.id, nlMethod: method.rows[0]!.id };
}

/** A new shopper puts one pack in the cart and places the order (201), paying with `paymentMethod`. */
export async function placeOneOrder(
  app: FastifyInstance,
  { packId, nlMethod }: OrderBasics,
  paymentMethod = 'credit_card',
  email = 'ada@example.com',
): Promise<PlaceOrderResponse> {
  const s = shopper(app);
  await s.add(packId, 1);
  const response = await s.placeOrder(orderForm('NL', nlMethod, paymentMethod, email));
  expect(response.statusCode).toBe(201);
  return placeOrderResponseSchema.parse(response.json());
}

/** The shopper pays on the sandbox provider's hosted page, as the page's form posts it (answered 303). */
export const payOnProviderPage = (app: FastifyInstance, redirectUrl: string) =>
  app.inject({
    method: 'POST',
    url: redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });

/** The seeded shipping methods of a country, cheapest first. */
export async function shippingMethodsOf(db: Queryable, iso: string) {
  const { rows } = await db.query<{ id: number; price: number; carrier_key: string }>(
    `SELECT m.id, m.price, m.carrier_key FROM shipping_methods m JOIN countries c ON c.id = m.country_id
     WHERE c.iso = $1 ORDER BY m.price, m.id`,
    [iso],
  );
  return rows;
}

/** A pack's price in a currency, in minor units, as the database holds it. */
export async function packPrice(db: Queryable, packId: number, currency: string): Promise<number> {
  const { rows } = await db.query<{ amount: number }>(
    'SELECT amount FROM pack_prices WHERE pack_id = $1 AND currency = $2',
    [packId, currency],
  );
  return rows[0]?.amount ?? NaN;
}

/** The first seeded pack of `seeds` seeds (one that comes with free seeds, when asked). */
export async function packOfSeeds(db: Queryable, seeds: number, withFreeSeeds = false) {
  const { rows } = await db.query<{ id: number; seeds: number; free_seeds: number }>(
    `SELECT id, seeds, free_seeds FROM seed_packs WHERE seeds = $1${withFreeSeeds ? ' AND free_seeds > 0' : ''}
     ORDER BY id LIMIT 1`,
    [seeds],
  );
  return rows[0]!;
}

/**
 * The checkout suites' app (one per file, webhooks left to the test to send), the 1-seed pack they buy, and lookups
 * of shipping methods and pack prices over its database. Registers its own beforeAll/afterAll.
 */
export function checkoutApp() {
  const state: { t?: TestApp; pack?: { id: number; seeds: number } } = {};
  beforeAll(async () => {
    state.t = await startTestApp({ sandboxWebhookDelayMs: -1 });
    state.pack = await packOfSeeds(state.t.db, 1);
  }, SETUP_TIMEOUT);
  afterAll(() => state.t?.close());
  const started = () => {
    if (!state.t || !state.pack) throw new Error('checkoutApp: used before its beforeAll ran');
    return { t: state.t, pack: state.pack };
  };
  return {
    get t() {
      return started().t;
    },
    get pack() {
      return started().pack;
    },
    methodsOf: (iso: string) => shippingMethodsOf(started().t.db, iso),
    priceOf: (packId: number, currency: string) => packPrice(started().t.db, packId, currency),
  };
}
