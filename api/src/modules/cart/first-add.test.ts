import { type Cart, ERROR_CODES } from '@storefront/shared-contracts';
import { cartSchema } from '@storefront/shared-contracts/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { MemoryFrontedLimit } from '../../http/rate-limit';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';

// A shopper's first add is priced from reference data kept in memory (CartReference) and written in groups
// (NewCartWriter); these show that a change in the database is seen by the very next add, and that grouped
// writes keep every cart apart.

let t: TestApp;
let pack: { id: number; seeds: number };

beforeAll(async () => {
  t = await startTestApp();
  pack = (
    await t.db.query<{ id: number; seeds: number }>(
      'SELECT id, seeds FROM seed_packs WHERE seeds = 3 ORDER BY id LIMIT 1',
    )
  ).rows[0]!;
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const firstAdd = (packId = pack.id, quantity = 1, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/en-en/cart/items', payload: { packId, quantity }, headers });
const cartOf = (response: LightMyRequestResponse): Cart => cartSchema.parse(response.json());
const eur = async (packId: number) =>
  (
    await t.db.query<{ amount: number }>("SELECT amount FROM pack_prices WHERE pack_id = $1 AND currency = 'EUR'", [
      packId,
    ])
  ).rows[0]!.amount;

describe("a shopper's first add, priced from memory", () => {
  it('sees a price changed in the database on the next add', async () => {
    const before = cartOf(await firstAdd());
    expect(before.items[0]!.unitPrice.amount).toBe(await eur(pack.id));
    await t.db.query("UPDATE pack_prices SET amount = amount + 111 WHERE pack_id = $1 AND currency = 'EUR'", [pack.id]);
    const after = cartOf(await firstAdd());
    expect(after.items[0]!.unitPrice.amount).toBe(before.items[0]!.unitPrice.amount + 111);
    expect(after.subtotal.amount).toBe(after.items[0]!.unitPrice.amount);
    // What the answer says is what the cart holds when read back.
    expect(after.items[0]!.unitPrice.amount).toBe(await eur(pack.id));
  });

  it('sees a shipping method price changed in the database on the next add', async () => {
    const country = cartOf(await firstAdd()).shippingInfo.country!;
    const cheapest = `SELECT m.id FROM shipping_methods m JOIN countries c ON c.id = m.country_id
      WHERE c.iso = $1 ORDER BY m.price, m.id LIMIT 1`;
    await t.db.query(`UPDATE shipping_methods SET price = 1 WHERE id = (${cheapest})`, [country]);
    const cart = cartOf(await firstAdd());
    expect(cart.shippingInfo.country).toBe(country);
    expect(cart.shipping.amount).toBe(cart.shippingInfo.free ? 0 : 1);
  });

  it('enforces the seed maximum with the seeds in the database now', async () => {
    const other = (await t.db.query<{ id: number }>('SELECT id FROM seed_packs WHERE seeds = 5 ORDER BY id LIMIT 1'))
      .rows[0]!;
    expect((await firstAdd(other.id, 10)).statusCode).toBe(201);
    const carts = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts')).rows[0]!.n;
    // 10 x 11 seeds passes the maximum of 100: refused, and no cart made.
    await t.db.query('UPDATE seed_packs SET seeds = 11 WHERE id = $1', [other.id]);
    const before = await carts();
    const refused = await firstAdd(other.id, 10);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).code).toBe(ERROR_CODES.maxSeeds);
    expect(await carts()).toBe(before);
  });

  it('finds a pack added after the data was read, and refuses an unknown one', async () => {
    cartOf(await firstAdd());
    const product = (await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1')).rows[0]!;
    const id = (
      await t.db.query<{ id: number }>(
        `INSERT INTO seed_packs (id, product_id, seeds, free_seeds)
         VALUES ((SELECT max(id) + 1 FROM seed_packs), $1, 77, 0) RETURNING id`,
        [product.id],
      )
    ).rows[0]!;
    await t.db.query("INSERT INTO pack_prices (pack_id, currency, amount) VALUES ($1, 'EUR', 4242)", [id.id]);
    const cart = cartOf(await firstAdd(id.id));
    expect(cart.items[0]).toMatchObject({ packId: id.id, seeds: 77, unitPrice: { amount: 4242 } });
    expect((await firstAdd(id.id + 1000)).statusCode).toBe(404);
  });

  it('keeps 40 concurrent first adds apart: each its own cart, line and cookie', async () => {
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => firstAdd(pack.id, 1 + (i % 3))));
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 201));
    const carts = responses.map(cartOf);
    expect(new Set(carts.map((c) => c.id)).size).toBe(40);
    expect(new Set(responses.map((r) => r.cookies.find((c) => c.name === 'sf_cart')?.value)).size).toBe(40);
    const { rows } = await t.db.query<{ cart_id: string; id: number; quantity: number }>(
      'SELECT cart_id::text AS cart_id, id, quantity FROM cart_lines WHERE cart_id = ANY($1::uuid[])',
      [carts.map((c) => c.id)],
    );
    const byCart = new Map(rows.map((r) => [r.cart_id, r]));
    for (const cart of carts) {
      expect(byCart.get(cart.id!)).toEqual({
        cart_id: cart.id,
        id: cart.items[0]!.id,
        quantity: cart.items[0]!.quantity,
      });
    }
  });
});

describe('the creation limit counted in memory (MemoryFrontedLimit)', () => {
  const key = () => `test|${Math.random()}`;

  it('refuses past the maximum without writing each hit, and writes the count on close', async () => {
    const k = key();
    const limit = new MemoryFrontedLimit(t.db, 60_000);
    for (let i = 0; i < 5; i++) await limit.consume(k, 5, 600_000);
    await expect(limit.consume(k, 5, 600_000)).rejects.toMatchObject({ statusCode: 429 });
    const hits = async () =>
      (await t.db.query<{ hits: number }>('SELECT hits FROM rate_limit_hits WHERE key = $1', [k])).rows[0]?.hits;
    // Only the window's first hit went to the database so far.
    expect(await hits()).toBe(1);
    await limit.close();
    expect(await hits()).toBe(5);
  });

  it('keeps counting across a restart and between instances (after a flush)', async () => {
    const k = key();
    const first = new MemoryFrontedLimit(t.db, 60_000);
    for (let i = 0; i < 3; i++) await first.consume(k, 5, 600_000);
    await first.close();
    // A restarted process (or another instance) starts from the database's count.
    const second = new MemoryFrontedLimit(t.db, 60_000);
    await second.consume(k, 5, 600_000);
    await second.consume(k, 5, 600_000);
    await expect(second.consume(k, 5, 600_000)).rejects.toMatchObject({ statusCode: 429 });
    await second.close();
  });

  it('starts a new window when the last one ended', async () => {
    const k = key();
    const limit = new MemoryFrontedLimit(t.db, 60_000);
    await limit.consume(k, 1, 50);
    await expect(limit.consume(k, 1, 50)).rejects.toMatchObject({ statusCode: 429 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(limit.consume(k, 1, 50)).resolves.toBeUndefined();
    // Ended windows are forgotten at the next flush: a key seen once does not stay in memory.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await limit.flush();
    expect(limit.size).toBe(0);
    await limit.close();
  });
});
