import {
  CLIMATES,
  CONTENT_PAGE_ROUTE_IDS,
  CURRENCIES,
  DIFFICULTIES,
  FLOWERING_TYPES,
  GENDERS,
  GENETICS,
  LEVELS,
  ROUTES,
  STOREFRONTS,
} from '@storefront/shared-contracts';
import { EFFECTS, FLAVORS, TERPENES } from '../../modules/catalog/vocabulary';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../../test/test-app';
import { migrate, readMigrations } from '../migrate';
import { PgliteDatabase } from '../pglite-database';
import { buildCatalogSeed } from './catalog-seed';
import { buildContentSeed } from './content-seed';
import { seedIfEmpty } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const rows = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params)).rows;
const distinct = async (column: string) =>
  (await rows<{ v: string }>(`SELECT DISTINCT v FROM (SELECT ${column} AS v FROM products) x ORDER BY v`)).map(
    (r) => r.v,
  );

describe('migrations', () => {
  it('are recorded once each and apply nothing the second time', async () => {
    const recorded = await rows<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.map((r) => r.version)).toEqual(readMigrations().map((m) => m.version));
    expect(await migrate(t.db)).toEqual([]);
  });

  it(
    'upgrade a database seeded before the coupon rules (0011): fixed amounts move to their currency',
    async () => {
      const db = await PgliteDatabase.open();
      try {
        const all = readMigrations();
        await migrate(
          db,
          all.filter((m) => m.version < 11),
        );
        await db.exec(`INSERT INTO coupons (code, kind, value, currency, min_subtotal, description) VALUES
        ('FIVE', 'fixed', 500, 'EUR', 2000, 'Five euros off'), ('TEN', 'percent', 10, NULL, NULL, 'Ten percent')`);
        expect(await migrate(db, all)).toEqual(all.filter((m) => m.version >= 11).map((m) => m.version));
        expect((await db.query('SELECT code, value FROM coupons ORDER BY code')).rows).toEqual([
          { code: 'FIVE', value: null },
          { code: 'TEN', value: 10 },
        ]);
        expect((await db.query('SELECT coupon_code, currency, amount, min_subtotal FROM coupon_amounts')).rows).toEqual(
          [{ coupon_code: 'FIVE', currency: 'EUR', amount: 500, min_subtotal: 2000 }],
        );
      } finally {
        await db.close();
      }
      // A PGlite of its own and every migration: as slow as the suite's set-up on a loaded machine.
    },
    SETUP_TIMEOUT,
  );
});

describe('the seed', () => {
  it('is the same on every run', () => {
    expect(JSON.stringify(buildCatalogSeed())).toBe(JSON.stringify(buildCatalogSeed()));
  });

  it('is what the database holds', async () => {
    const seed = buildCatalogSeed();
    const slugs = await rows<{ slug: string }>('SELECT slug FROM products ORDER BY id');
    expect(slugs.map((r) => r.slug)).toEqual(seed.products.map((p) => p.slug));
    const [counts] = await rows<{ packs: number; prices: number; reviews: number }>(
      'SELECT (SELECT count(*)::int FROM seed_packs) AS packs, (SELECT count(*)::int FROM pack_prices) AS prices, (SELECT count(*)::int FROM reviews) AS reviews',
    );
    expect(counts).toEqual({
      packs: seed.seedPacks.length,
      prices: seed.packPrices.length,
      reviews: seed.reviews.length,
    });
  });

  it('sells at least 120 strains, each as exactly one photoperiod and one autoflower product', async () => {
    const strains = await rows<{ types: string[] }>(
      'SELECT array_agg(flowering_type ORDER BY flowering_type) AS types FROM products GROUP BY strain_id',
    );
    expect(strains.length).toBeGreaterThanOrEqual(120);
    for (const s of strains) expect(s.types).toEqual(['autoflower', 'photoperiod']);
  });

  it('uses every value of every strain-profile field', async () => {
    expect(await distinct('flowering_type')).toEqual([...FLOWERING_TYPES].sort());
    expect(await distinct('gender')).toEqual([...GENDERS].sort());
    expect(await distinct('genetics')).toEqual([...GENETICS].sort());
    expect(await distinct('difficulty')).toEqual([...DIFFICULTIES].sort());
    for (const level of ['thc_level', 'cbd_level', 'cbg_level'])
      expect(await distinct(level)).toEqual([...LEVELS].sort());
    expect(await distinct('unnest(climates)')).toEqual([...CLIMATES].sort());
    expect(await distinct('unnest(flavors)')).toEqual([...FLAVORS].sort());
    expect(await distinct('unnest(terpenes)')).toEqual([...TERPENES].sort());
    expect(await distinct('unnest(effects)')).toEqual([...EFFECTS].sort());
    const [shape] = await rows<{ bad: number; lineage: number }>(
      `SELECT count(*) FILTER (WHERE flowering_days_max < flowering_days_min OR height_indoor_max < height_indoor_min
         OR height_outdoor_max < height_outdoor_min OR cardinality(lineage) = 0 OR cardinality(flavors) = 0)::int AS bad,
       count(DISTINCT lineage)::int AS lineage FROM products`,
    );
    expect(shape?.bad).toBe(0);
    expect(shape?.lineage).toBeGreaterThan(100);
    expect((await distinct('flowering_days_max')).length).toBeGreaterThan(10);
  });

  it('prices every pack in every currency and offers promotions', async () => {
    const packs = await rows<{ currencies: string[] }>(
      'SELECT array_agg(currency ORDER BY currency) AS currencies FROM seed_packs sp JOIN pack_prices pp ON pp.pack_id = sp.id GROUP BY sp.id',
    );
    for (const p of packs) expect(p.currencies).toEqual([...CURRENCIES].sort());
    const [promos] = await rows<{ n: number }>(
      'SELECT count(DISTINCT product_id)::int AS n FROM seed_packs WHERE free_seeds > 0',
    );
    expect(promos?.n).toBeGreaterThan(25);
    expect(await rows('SELECT DISTINCT seeds FROM seed_packs ORDER BY seeds')).toEqual(
      expect.arrayContaining([{ seeds: 1 }, { seeds: 3 }, { seeds: 5 }, { seeds: 10 }]),
    );
  });

  it('gives every product several reviews and FAQ entries', async () => {
    const [r] = await rows<{ min: number; translated: number; unverified: number; mismatched: number }>(
      `SELECT min(n)::int AS min,
              (SELECT count(*)::int FROM reviews WHERE original_language IS NOT NULL) AS translated,
              (SELECT count(*)::int FROM reviews WHERE NOT verified) AS unverified,
              (SELECT count(*)::int FROM products p WHERE p.review_count <> (SELECT count(*) FROM reviews WHERE product_id = p.id)) AS mismatched
       FROM (SELECT count(r.id) AS n FROM products p LEFT JOIN reviews r ON r.product_id = p.id GROUP BY p.id) x`,
    );
    expect(r?.min).toBeGreaterThanOrEqual(3);
    expect(r?.translated).toBeGreaterThan(0);
    expect(r?.unverified).toBeGreaterThan(0);
    expect(r?.mismatched).toBe(0);
    const [faq] = await rows<{ min: number }>(
      'SELECT min(n)::int AS min FROM (SELECT count(f.id) AS n FROM products p LEFT JOIN product_faqs f ON f.product_id = p.id GROUP BY p.id) x',
    );
    expect(faq?.min).toBeGreaterThanOrEqual(3);
  });

  it('writes "an" before a vowel in review texts ("an energetic effect", never "a uplifted effect")', async () => {
    const wrong = await rows<{ body: string }>("SELECT body FROM reviews WHERE body ~ '\\ma [aeiouAEIOU]'");
    expect(wrong.map((r) => r.body)).toEqual([]);
    expect(
      (await rows("SELECT 1 FROM reviews WHERE body ~ '\\man (energetic|uplifted|euphoric)'")).length,
    ).toBeGreaterThan(0);
  });

  it('fills each of the 8 collections past one page of 24', async () => {
    const collections = await rows<{ slug: string; n: number }>(
      'SELECT c.slug, count(cp.product_id)::int AS n FROM collections c LEFT JOIN collection_products cp ON cp.collection_id = c.id GROUP BY c.slug',
    );
    expect(collections).toHaveLength(8);
    for (const c of collections) expect(c.n).toBeGreaterThanOrEqual(25);
  });

  it('has countries for every storefront, coupons, blog categories and route rules', async () => {
    for (const storefront of Object.values(STOREFRONTS)) {
      const countries = await rows<{ iso: string }>('SELECT trim(iso) AS iso FROM countries WHERE storefront = $1', [
        storefront.code,
      ]);
      expect(countries.map((c) => c.iso)).toContain(storefront.defaultCountry);
    }
    expect(await rows(`SELECT code, kind, value FROM coupons WHERE public AND active ORDER BY code`)).toEqual([
      { code: 'FIRST100', kind: 'percent', value: 20 },
      { code: 'GROW10', kind: 'percent', value: 10 },
      { code: 'SAVE5', kind: 'percent', value: 5 },
      { code: 'SPRING15', kind: 'percent', value: 15 },
      { code: 'WELCOME5', kind: 'fixed', value: null },
    ]);
    expect(await rows(`SELECT currency, amount FROM coupon_amounts WHERE coupon_code = 'WELCOME5'`)).toHaveLength(6);
    expect((await rows('SELECT id FROM post_categories')).length).toBeGreaterThanOrEqual(3);
    expect((await rows('SELECT id FROM route_rules')).length).toBeGreaterThanOrEqual(3);
    expect((await rows('SELECT key FROM carriers')).length).toBe(5);
  });
});

describe('the content seed', () => {
  it('is the same on every run and is what the database holds', async () => {
    expect(JSON.stringify(buildContentSeed())).toBe(JSON.stringify(buildContentSeed()));
    const seed = buildContentSeed();
    expect((await rows<{ slug: string }>('SELECT slug FROM blog_posts ORDER BY id')).map((r) => r.slug)).toEqual(
      seed.blogPosts.map((p) => p.slug),
    );
    expect((await rows<{ slug: string }>('SELECT slug FROM authors ORDER BY id')).map((r) => r.slug)).toEqual(
      seed.authors.map((a) => a.slug),
    );
  });

  it('spreads about 30 posts over every category and 5 authors, with headings and minutes read from the word count', async () => {
    const posts = await rows<{
      category_id: number;
      author_id: number;
      body: string;
      minutes_read: number;
      featured: boolean;
      published: boolean;
    }>(
      'SELECT category_id, author_id, body, minutes_read, featured, published_at IS NOT NULL AS published FROM blog_posts',
    );
    expect(posts.length).toBeGreaterThanOrEqual(25);
    const categories = await rows<{ id: number }>('SELECT id FROM post_categories');
    for (const { id } of categories)
      expect(posts.filter((p) => p.category_id === id && p.published).length).toBeGreaterThanOrEqual(3);
    expect(new Set(posts.map((p) => p.author_id)).size).toBe(5);
    for (const post of posts) {
      expect(post.body.split('\n').filter((line) => line.startsWith('## ')).length).toBeGreaterThanOrEqual(1);
      expect(post.minutes_read).toBe(Math.max(1, Math.ceil(post.body.trim().split(/\s+/).length / 200)));
    }
    // No post says the same sentence twice.
    for (const post of posts) {
      const sentences = post.body
        .split('\n\n')
        .filter((part) => !part.startsWith('## '))
        .flatMap((part) => part.match(/[^.!?]+[.!?]/g) ?? [])
        .map((sentence) => sentence.trim());
      expect(sentences.filter((sentence, i) => sentences.indexOf(sentence) !== i)).toEqual([]);
    }
    expect(posts.some((p) => p.minutes_read > 1)).toBe(true);
    expect(posts.filter((p) => p.featured && p.published).length).toBeGreaterThanOrEqual(1);
    expect(posts.filter((p) => !p.published)).toHaveLength(1);
  });

  it('has one page per static content route, each a route of the shared route table', async () => {
    const pages = await rows<{ route_id: string; title: string; body: string }>(
      'SELECT route_id, title, body FROM content_pages ORDER BY route_id',
    );
    expect(pages.map((p) => p.route_id)).toEqual([...CONTENT_PAGE_ROUTE_IDS].sort());
    const routeIds = ROUTES.map((r) => r.id as string);
    for (const page of pages) {
      expect(routeIds).toContain(page.route_id);
      expect(page.body).toContain('## ');
    }
  });

  it('sells the classics by name', async () => {
    const names = await rows<{ name: string }>(
      `SELECT name FROM products WHERE slug IN ('amnesia-haze', 'amnesia-haze-auto', 'white-widow', 'northern-lights-regular') ORDER BY slug`,
    );
    expect(names.map((r) => r.name)).toEqual([
      'Amnesia Haze',
      'Amnesia Haze Auto',
      'Northern Lights Regular',
      'White Widow',
    ]);
  });

  it('fills empty content tables of an already seeded catalogue, and leaves the catalogue alone', async () => {
    const before = await rows<{ version: string }>('SELECT version::text AS version FROM catalog_state');
    await t.db.exec('DELETE FROM blog_posts; DELETE FROM authors; DELETE FROM content_pages;');
    expect(await seedIfEmpty(t.db)).toBe(true);
    const [counts] = await rows<{ posts: number; pages: number; products: number }>(
      'SELECT (SELECT count(*)::int FROM blog_posts) AS posts, (SELECT count(*)::int FROM content_pages) AS pages, (SELECT count(*)::int FROM products) AS products',
    );
    expect(counts).toEqual({
      posts: buildContentSeed().blogPosts.length,
      pages: CONTENT_PAGE_ROUTE_IDS.length,
      products: buildCatalogSeed().products.length,
    });
    expect(await seedIfEmpty(t.db)).toBe(false);
    expect(
      Number((await rows<{ version: string }>('SELECT version::text AS version FROM catalog_state'))[0]?.version),
    ).toBeGreaterThan(Number(before[0]?.version));
  });
});
