import { LISTING_PAGE_SIZE, SORT_KEYS, type ListingResponse, type SortKey } from '@storefront/shared-contracts';
import { collectionsResponseSchema, listingResponseSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

async function listing(path: string, iso = 'en-en'): Promise<ListingResponse> {
  const response = await t.app.inject({ url: `/api/${iso}/collections/${path}` });
  expect(response.statusCode).toBe(200);
  return listingResponseSchema.parse(response.json());
}

/** Every page of a listing, concatenated. */
async function allPages(slug: string, query: string): Promise<ListingResponse['items']> {
  const first = await listing(`${slug}/products?${query}`);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page++)
    items.push(...(await listing(`${slug}/products?${query}&page=${page}`)).items);
  expect(items).toHaveLength(first.total);
  return items;
}

async function productColumns(ids: number[]) {
  const { rows } = await t.db.query<{
    id: number;
    sales_count: number;
    thc_content: number;
    cbd_content: number;
    yield_indoor: number;
    yield_outdoor: number;
    climates: string[];
    flowering_days_max: number;
  }>(
    'SELECT id, sales_count, thc_content, cbd_content, yield_indoor, yield_outdoor, climates, flowering_days_max FROM products WHERE id = ANY($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

describe('GET /api/{iso}/collections', () => {
  it('lists the 8 named collections, each big enough for a second page', async () => {
    const response = await t.app.inject({ url: '/api/en-en/collections' });
    const { collections } = collectionsResponseSchema.parse(response.json());
    expect(collections.map((c) => c.slug)).toEqual([
      'high-thc',
      'high-yield',
      'fast-flowering',
      'high-cbd',
      'easy-to-grow',
      'newest-strains',
      'best-sellers',
      'landrace',
    ]);
    for (const c of collections) expect(c.productCount).toBeGreaterThan(LISTING_PAGE_SIZE);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('GET /api/{iso}/collections/{slug}/products', () => {
  it('returns the first page by popularity, with every card priced in euro', async () => {
    const page = await listing('high-thc/products');
    expect(page).toMatchObject({ page: 1, pageSize: 24, sort: 'popularity', dir: 'desc', filters: {} });
    expect(page.items).toHaveLength(24);
    expect(page.pageCount).toBe(Math.ceil(page.total / 24));
    expect(page.pageCount).toBeGreaterThan(1);
    expect(page.collection.productCount).toBe(page.total);
    for (const item of page.items) {
      expect(item.thc).toBe('high');
      expect(item.fromPrice.currency).toBe('EUR');
      expect(item.image.src).toBe(`/api/images/products/${item.slug}@1x.webp`);
    }
  });

  it('lists every product in the virtual collection all', async () => {
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    const page = await listing('all/products');
    expect(page.collection.slug).toBe('all');
    expect(page.total).toBe(rows[0]?.n);
  });

  it('prices the cards in the storefront currency, at the smallest pack', async () => {
    for (const [iso, currency] of [
      ['en-uk', 'GBP'],
      ['en-us', 'USD'],
      ['en-au', 'AUD'],
      ['en-ca', 'CAD'],
      ['en-nz', 'NZD'],
      ['de-de', 'EUR'],
    ] as const) {
      const [card] = (await listing('landrace/products', iso)).items;
      expect(card?.fromPrice.currency).toBe(currency);
      const { rows } = await t.db.query<{ amount: number }>(
        `SELECT pp.amount FROM seed_packs sp JOIN pack_prices pp ON pp.pack_id = sp.id AND pp.currency = $2
         WHERE sp.product_id = $1 ORDER BY sp.seeds LIMIT 1`,
        [card?.id, currency],
      );
      expect(card?.fromPrice.amount).toBe(rows[0]?.amount);
    }
  });

  describe('sorting', () => {
    const value: Record<
      SortKey,
      (item: ListingResponse['items'][number], db: Awaited<ReturnType<typeof productColumns>>) => number | string
    > = {
      popularity: (i, db) => db.get(i.id)?.sales_count ?? NaN,
      rating: (i) => i.rating,
      reviews: (i) => i.reviewCount,
      name: (i) => i.name,
      price: (i) => i.fromPrice.amount,
      thc: (i, db) => db.get(i.id)?.thc_content ?? NaN,
      cbd: (i, db) => db.get(i.id)?.cbd_content ?? NaN,
      yield_indoor: (i, db) => db.get(i.id)?.yield_indoor ?? NaN,
      yield_outdoor: (i, db) => db.get(i.id)?.yield_outdoor ?? NaN,
    };
    const expectedDefault: Record<SortKey, 'asc' | 'desc'> = {
      popularity: 'desc',
      rating: 'desc',
      reviews: 'desc',
      name: 'asc',
      price: 'asc',
      thc: 'desc',
      cbd: 'desc',
      yield_indoor: 'desc',
      yield_outdoor: 'desc',
    };

    it.each(SORT_KEYS)('orders by %s over every page, default direction first, then reversed', async (sort) => {
      for (const dir of [expectedDefault[sort], expectedDefault[sort] === 'asc' ? 'desc' : 'asc'] as const) {
        const query = dir === expectedDefault[sort] ? `sort=${sort}` : `sort=${sort}&dir=${dir}`;
        expect((await listing(`high-yield/products?${query}`)).dir).toBe(dir);
        const items = await allPages('high-yield', query);
        expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
        const db = await productColumns(items.map((i) => i.id));
        const values = items.map((i) => value[sort](i, db));
        for (let k = 1; k < values.length; k++) {
          const [prev, next] = [values[k - 1] as number | string, values[k] as number | string];
          if (dir === 'asc') expect(prev <= next).toBe(true);
          else expect(prev >= next).toBe(true);
          // Ties fall back to the name, so the order is the same on every request.
          if (prev === next) expect((items[k - 1]?.name ?? '') <= (items[k]?.name ?? '')).toBe(true);
        }
      }
    });

    it('sorts THC by content, so its levels run high to low', async () => {
      const levels = (await allPages('all', 'sort=thc')).map((i) => ['low', 'medium', 'high'].indexOf(i.thc));
      expect(levels).toEqual([...levels].sort((a, b) => b - a));
      expect(new Set(levels).size).toBe(3);
    });
  });

  describe('filters', () => {
    it('narrows with one value and ORs the values of one filter', async () => {
      const all = await listing('all/products');
      const high = await listing('all/products?thc=high');
      const medium = await listing('all/products?thc=medium');
      const both = await listing('all/products?thc=medium,high');
      expect(high.total).toBeGreaterThan(0);
      expect(high.total).toBeLessThan(all.total);
      expect(both.total).toBe(high.total + medium.total);
      expect(both.filters).toEqual({ thc: ['high', 'medium'] });
      expect(new Set(both.items.map((i) => i.thc))).toEqual(new Set(['high', 'medium']));
      // Repeating the parameter means the same as a comma list.
      expect((await listing('all/products?thc=high&thc=medium')).total).toBe(both.total);
    });

    it('ANDs different filters', async () => {
      const auto = await listing('all/products?flowering_type=autoflower');
      const autoIndica = await allPages('all', 'flowering_type=autoflower&genetics=indica');
      expect(autoIndica.length).toBeGreaterThan(0);
      expect(autoIndica.length).toBeLessThan(auto.total);
      for (const item of autoIndica) expect(item).toMatchObject({ floweringType: 'autoflower', genetics: 'indica' });
    });

    it('keeps only promotions with the promotions toggle', async () => {
      const all = await listing('best-sellers/products');
      const promos = await allPages('best-sellers', 'promotions=1');
      expect(promos.length).toBeGreaterThan(0);
      expect(promos.length).toBeLessThan(all.total);
      for (const item of promos) expect(item.promotion).toBe(true);
    });

    it('matches any of the chosen climates and flowering-time ranges', async () => {
      const polar = await allPages('all', 'climate=polar');
      expect(polar.length).toBeGreaterThan(0);
      for (const row of (await productColumns(polar.map((i) => i.id))).values())
        expect(row.climates).toContain('polar');
      const fast = await allPages('all', 'flowering_time=up-to-8-weeks');
      expect(fast.length).toBeGreaterThan(0);
      for (const row of (await productColumns(fast.map((i) => i.id))).values())
        expect(row.flowering_days_max).toBeLessThanOrEqual(56);
    });

    it('answers an empty page, not an error, when nothing matches on page 1', async () => {
      const none = await listing('high-cbd/products?thc=high&cbd=low');
      expect(none).toMatchObject({ total: 0, pageCount: 0, items: [] });
    });
  });

  describe('pagination', () => {
    it('pages through without overlap and 404s beyond the last page', async () => {
      const first = await listing('landrace/products');
      const last = await listing(`landrace/products?page=${first.pageCount}`);
      expect(last.items).toHaveLength(first.total - (first.pageCount - 1) * 24);
      expect(last.items.map((i) => i.id)).not.toContain(first.items[0]?.id);
      const beyond = await t.app.inject({
        url: `/api/en-en/collections/landrace/products?page=${first.pageCount + 1}`,
      });
      expect(beyond.statusCode).toBe(404);
      expect(errorOf(beyond).code).toBe('NOT_FOUND');
    });
  });

  describe('bad requests', () => {
    it.each([
      ['sort=bogus', 'sort'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['page=1&page=2', 'page'],
      ['dir=up', 'dir'],
      ['thc=huge', 'thc'],
      ['promotions=yes', 'promotions'],
    ])('answers ?%s with 400 VALIDATION_FAILED naming %s', async (query, param) => {
      const response = await t.app.inject({ url: `/api/en-en/collections/high-thc/products?${query}` });
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues?.[0]?.path).toBe(param);
      expect(error.message).toContain(param);
    });

    it.each(['colour=red', 'terpene=myrcene', 'effect=relaxed'])(
      'refuses ?%s: unknown, non-public and second-group filters are not listing filters',
      async (query) => {
        const response = await t.app.inject({ url: `/api/en-en/collections/high-thc/products?${query}` });
        expect(response.statusCode).toBe(400);
        const error = errorOf(response);
        expect(error.code).toBe('UNKNOWN_FILTER');
        expect(error.message).toContain(query.split('=')[0]);
      },
    );

    it('answers an unknown collection and an unknown storefront with 404', async () => {
      const collection = await t.app.inject({ url: '/api/en-en/collections/nope/products' });
      expect(collection.statusCode).toBe(404);
      expect(errorOf(collection).code).toBe('NOT_FOUND');
      const locale = await t.app.inject({ url: '/api/fr-fr/collections/high-thc/products' });
      expect(errorOf(locale).code).toBe('UNKNOWN_LOCALE');
    });
  });

  it('sends an ETag and answers 304 when it still matches', async () => {
    const first = await t.app.inject({ url: '/api/en-en/collections/high-cbd/products?sort=name' });
    const second = await t.app.inject({
      url: '/api/en-en/collections/high-cbd/products?sort=name',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(second.statusCode).toBe(304);
    expect(second.headers.etag).toBe(first.headers.etag);
  });
});
