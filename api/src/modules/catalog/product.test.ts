import fs from 'node:fs';
import path from 'node:path';
import { type ProductDetail, apiPaths } from '@storefront/shared-contracts';
import { listingResponseSchema, productDetailSchema, reviewsPageSchema } from '@storefront/shared-contracts/schemas';
import sharp from 'sharp';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

async function product(slug: string, iso = 'en-en'): Promise<ProductDetail> {
  const response = await t.app.inject({ url: `/api/${iso}/products/${slug}` });
  expect(response.statusCode).toBe(200);
  return productDetailSchema.parse(response.json());
}

async function firstSlugOf(collection: string, query = ''): Promise<string> {
  const response = await t.app.inject({ url: `/api/en-en/collections/${collection}/products?${query}` });
  const slug = listingResponseSchema.parse(response.json()).items[0]?.slug;
  if (!slug) throw new Error(`no product in ${collection}`);
  return slug;
}

describe('GET /api/{iso}/products/{slug}', () => {
  it('links each product to the same strain in the other flowering type, both ways', async () => {
    const photo = await product(await firstSlugOf('all', 'flowering_type=photoperiod'));
    expect(photo.profile.floweringType).toBe('photoperiod');
    expect(photo.alternative?.floweringType).toBe('autoflower');
    const auto = await product(photo.alternative?.slug ?? '');
    expect(auto.alternative).toEqual({ slug: photo.slug, name: photo.name, floweringType: 'photoperiod' });
    expect(auto.profile.genetics).toBe(photo.profile.genetics);
    expect(auto.profile.lineage).toEqual(photo.profile.lineage);
  });

  it('prices the packs in the storefront currency, smallest first, as stored', async () => {
    const slug = await firstSlugOf('high-thc');
    for (const [iso, currency] of [
      ['en-en', 'EUR'],
      ['en-uk', 'GBP'],
      ['en-ca', 'CAD'],
      ['en-us', 'USD'],
    ] as const) {
      const detail = await product(slug, iso);
      const { rows } = await t.db.query<{ id: number; seeds: number; free_seeds: number; amount: number }>(
        `SELECT sp.id, sp.seeds, sp.free_seeds, pp.amount FROM seed_packs sp
         JOIN pack_prices pp ON pp.pack_id = sp.id AND pp.currency = $2 WHERE sp.product_id = $1 ORDER BY sp.seeds`,
        [detail.id, currency],
      );
      expect(detail.packs).toEqual(
        rows.map((r) => ({ id: r.id, seeds: r.seeds, freeSeeds: r.free_seeds, price: { amount: r.amount, currency } })),
      );
    }
  });

  it('shows free seeds on a promoted product', async () => {
    const detail = await product(await firstSlugOf('all', 'promotions=1'));
    expect(detail.packs.some((p) => p.freeSeeds > 0)).toBe(true);
  });

  it('adds related strains of the same type, its collections, FAQ and the first page of reviews', async () => {
    const slug = await firstSlugOf('landrace');
    const detail = await product(slug);
    expect(detail.relatedStrains).toHaveLength(4);
    for (const related of detail.relatedStrains) {
      expect(related.floweringType).toBe(detail.profile.floweringType);
      expect([detail.slug, detail.alternative?.slug]).not.toContain(related.slug);
    }
    expect(detail.relatedCollections.map((c) => c.slug)).toContain('landrace');
    expect(detail.faq.length).toBeGreaterThanOrEqual(3);
    expect(detail.images[0]).toMatchObject({ src: `/api/images/products/${slug}@1x.webp`, width: 480, height: 480 });

    const { reviews } = detail;
    expect(reviews.total).toBe(detail.reviewCount);
    expect(reviews.page).toBe(1);
    expect(reviews.items.length).toBe(Math.min(5, reviews.total));
    const dates = reviews.items.map((r) => r.reviewedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const average = await t.db.query<{ avg: number }>(
      'SELECT avg(rating)::float8 AS avg FROM reviews WHERE product_id = $1',
      [detail.id],
    );
    expect(detail.rating).toBeCloseTo(average.rows[0]?.avg ?? -1, 2);
  });

  it('pages the reviews', async () => {
    const { rows } = await t.db.query<{ slug: string; review_count: number }>(
      'SELECT slug, review_count FROM products WHERE review_count > 5 ORDER BY id LIMIT 1',
    );
    const { slug, review_count } = rows[0] as { slug: string; review_count: number };
    const response = await t.app.inject({ url: `${apiPaths.productReviews('en-en', slug)}?page=2` });
    const page = reviewsPageSchema.parse(response.json());
    expect(page).toMatchObject({ page: 2, total: review_count, pageCount: Math.ceil(review_count / 5) });
    expect(page.items.length).toBe(Math.min(5, review_count - 5));
    const beyond = await t.app.inject({ url: `${apiPaths.productReviews('en-en', slug)}?page=${page.pageCount + 1}` });
    expect(beyond.statusCode).toBe(404);
  });

  it.each(['page=-1', 'page=0', 'page=two'])(
    'refuses reviews ?%s with 400 VALIDATION_FAILED naming the page',
    async (query) => {
      const slug = await firstSlugOf('high-cbd');
      const response = await t.app.inject({ url: `${apiPaths.productReviews('en-en', slug)}?${query}` });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(errorOf(response).message).toContain('page');
    },
  );

  it('answers an unknown product with 404 NOT_FOUND', async () => {
    const response = await t.app.inject({ url: '/api/en-en/products/no-such-strain' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ code: 'NOT_FOUND', message: "Unknown product 'no-such-strain'." });
  });
});

describe('GET /api/images/products/{slug}@{1|2}x.webp', () => {
  it('renders a 480 px and a 960 px webp, caches them on disk and marks them immutable', async () => {
    const slug = await firstSlugOf('high-cbd');
    const one = await t.app.inject({ url: `/api/images/products/${slug}@1x.webp` });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('image/webp');
    expect(one.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(one.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 480 });
    const two = await t.app.inject({ url: `/api/images/products/${slug}@2x.webp` });
    expect(await sharp(two.rawPayload).metadata()).toMatchObject({ width: 960, height: 960 });

    const cached = fs.readdirSync(path.join(t.dataDir, 'images', 'products'));
    expect(cached).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${slug}@1x\\.`)),
        expect.stringMatching(new RegExp(`^${slug}@2x\\.`)),
      ]),
    );
    const again = await t.app.inject({ url: `/api/images/products/${slug}@1x.webp` });
    expect(again.rawPayload.equals(one.rawPayload)).toBe(true);
    const notModified = await t.app.inject({
      url: `/api/images/products/${slug}@1x.webp`,
      headers: { 'if-none-match': one.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
  });

  it('draws the same strain the same way and different strains differently', async () => {
    const [a, b] = (await t.db.query<{ slug: string }>('SELECT slug FROM products ORDER BY id LIMIT 2 OFFSET 10')).rows;
    const render = async (slug: string, dir: string) => {
      const other = await t.withConfig({ dataDir: dir });
      return (await other.inject({ url: `/api/images/products/${slug}@1x.webp` })).rawPayload;
    };
    const fresh = fs.mkdtempSync(path.join(t.dataDir, 'again-'));
    const first = await render(a?.slug ?? '', t.dataDir);
    expect((await render(a?.slug ?? '', fresh)).equals(first)).toBe(true);
    expect((await render(b?.slug ?? '', fresh)).equals(first)).toBe(false);
  });

  it('answers unknown products and malformed names with 404', async () => {
    for (const file of ['nope@1x.webp', 'black-star@3x.webp', 'Black-Star@1x.webp', 'x.png']) {
      const response = await t.app.inject({ url: `/api/images/products/${file}` });
      expect(response.statusCode).toBe(404);
      errorOf(response);
    }
  });
});
