import { CART_COOKIE, COOKIES, PAYMENT_SIGNATURE_HEADER } from '@storefront/shared-contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signWebhook } from '../modules/payments/webhook-signature';

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
