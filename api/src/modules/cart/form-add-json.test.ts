import { CART_COOKIE, CART_COUNT_COOKIE } from '@storefront/shared-contracts';
import { formAddedSchema } from '@storefront/shared-contracts/schemas';
import { cookieOf, formAddApp, SHOP_FORM } from '../../test/form-add-client';
import { errorOf } from '../../test/test-app';

const f = formAddApp();
const { cartOf } = f;

/** What the product page's early handler sends: the form's own body, asking for JSON. */
const JSON_FORM = { ...SHOP_FORM, accept: 'application/json' };
const post = (fields: Record<string, string>, headers: Record<string, string> = JSON_FORM, cart?: string) =>
  f.post(fields, headers, cart);

const fields = (quantity = '1', packId = f.product.pack_id) => ({
  productId: String(f.product.id),
  packId: String(packId),
  quantity,
});

describe('POST /api/:iso/cart/form-add asked for JSON (the product page before hydration)', () => {
  it('adds the pack and answers the pack and the counts with the cart and count cookies, no redirect', async () => {
    const first = await post(fields());
    expect(first.statusCode).toBe(200);
    expect(first.headers.location).toBeUndefined();
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(formAddedSchema.parse(first.json())).toEqual({ added: f.product.pack_id, itemCount: 1, seedCount: 3 });
    const token = cookieOf(first, CART_COOKIE)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(first, CART_COUNT_COOKIE)).toBe('1.3');

    const again = await post(fields('2'), JSON_FORM, token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ added: f.product.pack_id, itemCount: 3, seedCount: 9 });
    expect(cookieOf(again, CART_COUNT_COOKIE)).toBe('3.9');
    const cart = await cartOf(token);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ packId: f.product.pack_id, quantity: 3 });
  });

  it('answers a refusal of the cart (the seed maximum) as the api’s JSON error, the cart unchanged', async () => {
    const first = await post(fields('30'));
    const token = cookieOf(first, CART_COOKIE)!;
    const refused = await post(fields('30'), JSON_FORM, token);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.headers.location).toBeUndefined();
    expect(errorOf(refused)).toMatchObject({ code: 'MAX_SEEDS_REACHED', params: { amount: 100 } });
    expect(cookieOf(refused, CART_COUNT_COOKIE)).toBeUndefined();
    expect((await cartOf(token)).items[0]!.quantity).toBe(30);
  });

  it('keeps the form’s checks: another product’s pack is 400, no Origin is 403, nothing added', async () => {
    const first = await post(fields());
    const token = cookieOf(first, CART_COOKIE)!;
    const otherPack = await post(fields('1', f.product.other_pack_id), JSON_FORM, token);
    expect(otherPack.statusCode).toBe(400);
    expect(errorOf(otherPack).message).toMatch(/not a pack of this product/);
    const { origin: _origin, ...withoutOrigin } = JSON_FORM;
    const noOrigin = await post(fields(), withoutOrigin, token);
    expect(noOrigin.statusCode).toBe(403);
    expect(errorOf(noOrigin)).toMatchObject({ code: 'BAD_ORIGIN' });
    expect((await cartOf(token)).items).toEqual([expect.objectContaining({ packId: f.product.pack_id, quantity: 1 })]);
  });

  it('still redirects a browser’s native submit, which asks for HTML first', async () => {
    const native = await post(fields(), {
      ...JSON_FORM,
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,application/json;q=0.8,*/*;q=0.7',
    });
    expect(native.statusCode).toBe(303);
    expect(native.headers.location).toMatch(new RegExp(`\\?added=${f.product.pack_id}$`));
  });
});
