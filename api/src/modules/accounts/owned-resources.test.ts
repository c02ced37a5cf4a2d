import { addressSchema, growerProfileResponseSchema, wishlistSchema } from '@storefront/shared-contracts/schemas';
import { browser, customer } from '../../test/account-client';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';

let t: TestApp;
let productIds: number[];
beforeAll(async () => {
  t = await startTestApp();
  productIds = (await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 3')).rows.map((r) => r.id);
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const address = (over: object = {}) => ({
  firstName: 'Mary',
  lastName: 'Jane',
  phone: '+31 20 123 4567',
  line1: 'Damrak 1',
  city: 'Amsterdam',
  postalCode: '1012 LG',
  country: 'nl',
  ...over,
});

describe('owned resources', () => {
  it('answer 401 without a session', async () => {
    const guest = browser(t.app);
    for (const url of ['/api/account/addresses', '/api/account/wishlist', '/api/account/grower-profile']) {
      const response = await guest.get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
      expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    }
  });

  it("answer 404 to another customer's session for every owned thing (0 leaks)", async () => {
    const owner = await customer(t.app);
    const other = await customer(t.app);
    const created = await owner.send('POST', '/api/account/addresses', address({ defaultShipping: true }));
    expect(created.statusCode).toBe(201);
    const { id } = addressSchema.parse(created.json());
    await owner.send('PUT', `/api/account/wishlist/${productIds[0]}`);
    await owner.send('PUT', '/api/account/grower-profile', {
      growingSince: 2015,
      cultivationMethod: 'indoor',
      floweringType: 'autoflower',
      favouriteStrainType: 'indica',
      favouriteStrainIds: [productIds[1]],
    });

    const probes = [
      await other.send('PUT', `/api/account/addresses/${id}`, address({ city: 'Stolen' })),
      await other.send('DELETE', `/api/account/addresses/${id}`),
    ];
    expect(probes.map((p) => p.statusCode)).toEqual([404, 404]);
    expect((await other.get('/api/account/addresses')).json()).toEqual({ addresses: [] });
    expect(wishlistSchema.parse((await other.get('/api/account/wishlist')).json()).items).toEqual([]);
    expect((await other.get('/api/account/grower-profile')).json()).toMatchObject({ favouriteStrainIds: [] });
    expect((await other.me()).json()).toMatchObject({ customer: { email: other.email } });

    const mine = (await owner.get('/api/account/addresses')).json();
    expect(mine.addresses).toEqual([expect.objectContaining({ id, city: 'Amsterdam', country: 'NL' })]);
  });
});

describe('address book', () => {
  it('keeps one default shipping and one default billing address', async () => {
    const c = await customer(t.app);
    const first = addressSchema.parse(
      (await c.send('POST', '/api/account/addresses', address({ defaultShipping: true, defaultBilling: true }))).json(),
    );
    const second = addressSchema.parse(
      (await c.send('POST', '/api/account/addresses', address({ city: 'Utrecht', defaultShipping: true }))).json(),
    );
    const list = (await c.get('/api/account/addresses')).json().addresses;
    expect(list).toEqual([
      expect.objectContaining({ id: first.id, defaultShipping: false, defaultBilling: true }),
      expect.objectContaining({ id: second.id, defaultShipping: true, defaultBilling: false }),
    ]);
    const moved = await c.send('PUT', `/api/account/addresses/${first.id}`, address({ defaultShipping: true }));
    expect(moved.json()).toMatchObject({ defaultShipping: true, defaultBilling: false });
    const after = await c.send('DELETE', `/api/account/addresses/${second.id}`);
    expect(after.json().addresses).toHaveLength(1);
  });

  it('names the missing field with the spec message', async () => {
    const c = await customer(t.app);
    const response = await c.send('POST', '/api/account/addresses', address({ city: '' }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).issues).toEqual([{ path: 'body.city', message: 'City is required.' }]);
  });
});

describe('details, Growers Profile and wishlist', () => {
  it('updates the details and refuses a date of birth under 18', async () => {
    const c = await customer(t.app);
    const details = { name: 'MJ', firstName: 'Maria', lastName: 'Juana', email: c.email, dateOfBirth: '1990-04-20' };
    const saved = await c.send('PUT', '/api/account/details', details);
    expect(saved.json()).toMatchObject({ customer: { firstName: 'Maria', name: 'MJ', dateOfBirth: '1990-04-20' } });
    const year = new Date().getUTCFullYear() - 17;
    const young = await c.send('PUT', '/api/account/details', { ...details, dateOfBirth: `${year}-01-01` });
    expect(young.statusCode).toBe(422);
    expect(errorOf(young).code).toBe('UNDERAGE');
    // An e-mail of another account is answered like any new address (email-change.test.ts): nothing changes.
    const other = await customer(t.app);
    const taken = await c.send('PUT', '/api/account/details', { ...details, email: other.email });
    expect(taken.statusCode).toBe(202);
    expect(taken.json()).toMatchObject({ customer: { email: c.email }, emailChangeSentTo: other.email });
  });

  it('keeps favourite strains of the shop only, with their names', async () => {
    const c = await customer(t.app);
    const saved = await c.send('PUT', '/api/account/grower-profile', {
      growingSince: 2019,
      cultivationMethod: 'outdoor',
      floweringType: 'both',
      favouriteStrainType: 'sativa',
      favouriteStrainIds: [productIds[2], productIds[0]],
    });
    const profile = growerProfileResponseSchema.parse(saved.json());
    expect(profile.favouriteStrains.map((s) => s.id)).toEqual([productIds[2], productIds[0]]);
    expect(profile.favouriteStrains[0]?.name).toEqual(expect.any(String));
    const unknown = await c.send('PUT', '/api/account/grower-profile', {
      ...profile,
      favouriteStrainIds: [99_999_999],
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('adds and removes wishlist products; an unknown product is 404', async () => {
    const c = await customer(t.app);
    const [a, b] = productIds as [number, number];
    await c.send('PUT', `/api/account/wishlist/${a}`);
    const two = wishlistSchema.parse((await c.send('PUT', `/api/account/wishlist/${b}`)).json());
    expect(two.items.map((i) => i.productId).sort()).toEqual([a, b].sort());
    const again = wishlistSchema.parse((await c.send('PUT', `/api/account/wishlist/${b}`)).json());
    expect(again.items).toHaveLength(2);
    const one = wishlistSchema.parse((await c.send('DELETE', `/api/account/wishlist/${a}`)).json());
    expect(one.items.map((i) => i.productId)).toEqual([b]);
    expect((await c.send('PUT', '/api/account/wishlist/99999999')).statusCode).toBe(404);
  });
});
