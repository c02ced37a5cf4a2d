import { CART_COOKIE, type Cart } from '@storefront/shared-contracts';
import { cartSchema } from '@storefront/shared-contracts/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A browser: keeps the cart cookie between requests. */
export function cartClient(app: FastifyInstance) {
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

/** A cart answer, checked against the contract. */
export const cartOf = (response: LightMyRequestResponse): Cart => cartSchema.parse(response.json());
