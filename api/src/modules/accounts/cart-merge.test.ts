import { CART_COOKIE, SESSION_COOKIE } from '@storefront/shared-contracts';
import { cartSchema } from '@storefront/shared-contracts/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { uniqueEmail } from '../../test/account-client';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../../test/test-app';

let t: TestApp;
let tenPack: { id: number; seeds: number };
let onePack: { id: number; seeds: number };
beforeAll(async () => {
  t = await startTestApp({ maxSeedsPerCart: 100 });
  const q = (sql: string) => t.db.query<{ id: number; seeds: number }>(sql).then((r) => r.rows[0]!);
  tenPack = await q('SELECT id, seeds FROM seed_packs WHERE seeds = 10 ORDER BY id LIMIT 1');
  onePack = await q('SELECT id, seeds FROM seed_packs WHERE seeds = 1 ORDER BY id LIMIT 1');
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

/** A browser with both cookies. */
function shopper() {
  const cookies: Record<string, string> = {};
  const remember = (response: LightMyRequestResponse) => {
    for (const c of response.cookies) {
      if (c.name !== CART_COOKIE && c.name !== SESSION_COOKIE) continue;
      if (c.value === '') delete cookies[c.name];
      else cookies[c.name] = c.value;
    }
    return response;
  };
  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, cookies: { ...cookies }, ...(payload ? { payload } : {}) }).then(remember);
  return {
    cookies,
    add: (packId: number, quantity: number) => send('POST', '/api/en-en/cart/items', { packId, quantity }),
    cart: async () => cartSchema.parse((await send('GET', '/api/en-en/cart')).json()),
    login: (email: string) => send('POST', '/api/account/login', { email, password: 'correct horse battery' }),
    logout: () => send('POST', '/api/account/logout'),
  };
}

async function signup() {
  const email = uniqueEmail('cart');
  await t.app.inject({
    method: 'POST',
    url: '/api/account/signup',
    payload: { email, password: 'correct horse battery', firstName: 'C', lastName: 'Art' },
  });
  return email;
}

const seedsOf = (cart: { items: { seeds: number; quantity: number }[] }) =>
  cart.items.reduce((n, line) => n + line.seeds * line.quantity, 0);

describe('carts at login', () => {
  it("a guest's cart becomes the account's, and another browser gets it at login; logout forgets it", async () => {
    const email = await signup();
    const phone = shopper();
    await phone.add(tenPack.id, 2);
    await phone.login(email);
    expect((await phone.cart()).items).toHaveLength(1);

    const laptop = shopper();
    await laptop.login(email);
    const cart = await laptop.cart();
    expect(cart.items.map((l) => [l.packId, l.quantity])).toEqual([[tenPack.id, 2]]);

    await laptop.logout();
    expect(laptop.cookies[CART_COOKIE]).toBeUndefined();
    expect((await laptop.cart()).items).toEqual([]);
  });

  it("merges a guest's cart into the account's cart within the seed maximum", async () => {
    const email = await signup();
    const first = shopper();
    await first.add(tenPack.id, 8); // 80 seeds with the account
    await first.login(email);

    const guest = shopper();
    await guest.add(tenPack.id, 3); // 30 more would pass 100: only 2 packs fit
    await guest.add(onePack.id, 5); // then nothing is left
    await guest.login(email);
    const merged = await guest.cart();
    expect(merged.items.map((l) => [l.packId, l.quantity])).toEqual([[tenPack.id, 10]]);
    expect(seedsOf(merged)).toBeLessThanOrEqual(100);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM carts c JOIN customers u ON u.id = c.customer_id WHERE lower(u.email) = lower($1)',
      [email],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("never takes over another account's cart left in the browser", async () => {
    const a = await signup();
    const b = await signup();
    const browser = shopper();
    await browser.add(onePack.id, 1);
    await browser.login(a);
    // a's session ends without a logout (inactivity): the cart cookie is still in the browser.
    delete browser.cookies[SESSION_COOKIE];
    const login = await browser.login(b);
    expect(login.cookies.find((c) => c.name === CART_COOKIE)?.value).toBe('');
    expect((await browser.cart()).items).toEqual([]);
    const again = shopper();
    await again.login(a);
    expect((await again.cart()).items).toHaveLength(1);
  });
});
