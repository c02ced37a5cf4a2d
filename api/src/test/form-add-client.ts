import { CART_COOKIE, type Cart } from '@storefront/shared-contracts';
import { cartSchema } from '@storefront/shared-contracts/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from './test-app';

/** A product with a 3-seed pack, and a pack of another product (which its form must refuse). */
export interface FormAddProduct {
  id: number;
  slug: string;
  pack_id: number;
  other_pack_id: number;
  seeds: number;
}

/** The product page's form as a browser on the shop's own origin posts it. */
export const SHOP_FORM = {
  'content-type': 'application/x-www-form-urlencoded',
  origin: 'http://shop.test',
  host: 'shop.test',
};

/**
 * The form-add suites' app and product (one app per file; registers its own beforeAll/afterAll), the form's post
 * with a cart cookie or none, and the cart a token holds.
 */
export function formAddApp() {
  const state: { t?: TestApp; product?: FormAddProduct } = {};
  beforeAll(async () => {
    state.t = await startTestApp();
    const { rows } = await state.t.db.query<FormAddProduct>(
      `SELECT p.id, p.slug, sp.id AS pack_id, sp.seeds,
              (SELECT o.id FROM seed_packs o WHERE o.product_id <> p.id ORDER BY o.id LIMIT 1) AS other_pack_id
       FROM products p JOIN seed_packs sp ON sp.product_id = p.id WHERE sp.seeds = 3 ORDER BY p.id LIMIT 1`,
    );
    state.product = rows[0]!;
  }, SETUP_TIMEOUT);
  afterAll(() => state.t?.close());
  const app = () => {
    if (!state.t) throw new Error('formAddApp: used before its beforeAll ran');
    return state.t;
  };
  return {
    get t() {
      return app();
    },
    get product() {
      if (!state.product) throw new Error('formAddApp: used before its beforeAll ran');
      return state.product;
    },
    post: (fields: Record<string, string>, headers: Record<string, string> = SHOP_FORM, cart?: string) =>
      app().app.inject({
        method: 'POST',
        url: '/api/en-en/cart/form-add',
        headers,
        payload: new URLSearchParams(fields).toString(),
        ...(cart ? { cookies: { [CART_COOKIE]: cart } } : {}),
      }),
    async cartOf(token: string): Promise<Cart> {
      const response = await app().app.inject({
        method: 'GET',
        url: '/api/en-en/cart',
        cookies: { [CART_COOKIE]: token },
      });
      return cartSchema.parse(response.json());
    },
  };
}

export const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((c) => c.name === name)?.value;
