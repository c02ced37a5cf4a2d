import { type PriceList, apiPaths } from '@storefront/shared-contracts';
import { priceListSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

async function priceList(query = '', iso = 'en-en'): Promise<PriceList> {
  const response = await t.app.inject({ url: `${apiPaths.priceList(iso)}${query}` });
  expect(response.statusCode).toBe(200);
  return priceListSchema.parse(response.json());
}

const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(sql, params)).rows[0]?.n ?? -1;

describe('GET /api/{iso}/price-list', () => {
  it('lists every product with every pack, sorted by name, packs smallest first, in the storefront currency', async () => {
    const list = await priceList('', 'en-uk');
    expect(list.currency).toBe('GBP');
    expect(list.items).toHaveLength(await count('SELECT count(*)::int AS n FROM products'));
    expect(list.items.flatMap((i) => i.packs)).toHaveLength(await count('SELECT count(*)::int AS n FROM seed_packs'));
    const names = list.items.map((i) => i.name);
    expect(names).toEqual([...names].sort());
    for (const item of list.items) {
      const seeds = item.packs.map((p) => p.seeds);
      expect(seeds).toEqual([...seeds].sort((a, b) => a - b));
      for (const pack of item.packs) expect(pack.price.currency).toBe('GBP');
    }
    const item = list.items.find((i) => i.slug === 'amnesia-haze');
    const { rows } = await t.db.query<{ id: number; seeds: number; free_seeds: number; amount: number }>(
      `SELECT sp.id, sp.seeds, sp.free_seeds, pp.amount FROM seed_packs sp JOIN pack_prices pp ON pp.pack_id = sp.id AND pp.currency = 'GBP'
       WHERE sp.product_id = $1 ORDER BY sp.seeds`,
      [item?.id],
    );
    expect(item).toMatchObject({ name: 'Amnesia Haze', floweringType: 'photoperiod' });
    expect(item?.packs).toEqual(
      rows.map((r) => ({
        id: r.id,
        seeds: r.seeds,
        freeSeeds: r.free_seeds,
        price: { amount: r.amount, currency: 'GBP' },
      })),
    );
  });

  it('filters by part of the name, ignoring case and surrounding spaces', async () => {
    const list = await priceList('?q=%20AMNESIA%20');
    expect(list.items.length).toBe(await count(`SELECT count(*)::int AS n FROM products WHERE name ILIKE '%amnesia%'`));
    expect(list.items.length).toBeGreaterThan(2);
    for (const item of list.items) expect(item.name.toLowerCase()).toContain('amnesia');
    expect((await priceList('?q=haze%20auto')).items.map((i) => i.slug)).toContain('amnesia-haze-auto');
    expect((await priceList('?q=')).items.length).toBe(await count('SELECT count(*)::int AS n FROM products'));
  });

  it('answers an empty list when nothing matches, and treats LIKE wildcards as text', async () => {
    for (const q of ['zzqx', '%25', '_']) expect((await priceList(`?q=${q}`)).items).toEqual([]);
  });

  it('is cached per catalogue version: 304 for a known ETag, and a price change shows on the next request', async () => {
    const first = await t.app.inject({ url: `${apiPaths.priceList('en-us')}?q=white%20widow` });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const again = await t.app.inject({
      url: `${apiPaths.priceList('en-us')}?q=WHITE%20widow`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const pack = priceListSchema.parse(first.json()).items[0]?.packs[0];
    await t.db.query(`UPDATE pack_prices SET amount = amount + 100 WHERE pack_id = $1 AND currency = 'USD'`, [
      pack?.id,
    ]);
    try {
      const changed = await priceList('?q=white%20widow', 'en-us');
      expect(changed.items[0]?.packs[0]?.price.amount).toBe((pack?.price.amount ?? 0) + 100);
    } finally {
      await t.db.query(`UPDATE pack_prices SET amount = amount - 100 WHERE pack_id = $1 AND currency = 'USD'`, [
        pack?.id,
      ]);
    }
  });

  it('refuses a filter over 100 characters with 400 and an unknown storefront with 404', async () => {
    const long = await t.app.inject({ url: `${apiPaths.priceList('en-en')}?q=${'x'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid querystring.q: A name filter has at most 100 characters.',
    });
    expect((await t.app.inject({ url: apiPaths.priceList('xx-xx') })).statusCode).toBe(404);
  });

  it('keeps name filters out of the catalogue cache: 600 made-up filters leave its entries as they were', async () => {
    await t.app.inject({ url: apiPaths.priceList('en-en') });
    await t.app.inject({ url: apiPaths.collections('en-en') });
    const before = t.app.state.catalogCache.size;
    for (let i = 0; i < 600; i += 1) {
      const response = await t.app.inject({ url: `${apiPaths.priceList('en-en')}?q=zz${i}` });
      expect(response.statusCode).toBe(200);
    }
    expect(t.app.state.catalogCache.size).toBe(before);
    // 600 database reads: about 2 s alone, more beside the other suites on a loaded 2-core machine.
  }, 30_000);
});
