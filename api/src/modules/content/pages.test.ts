import { apiPaths, type ContentBlock } from '@storefront/shared-contracts';
import { contentPageSchema, sitemapSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../../test/test-app';
import { BLOCK_PAGES } from '../../db/seed/content-blocks-text';
import { bodyBlocks } from './pages';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

async function page(routeId: string, iso = 'en-en', lang = '') {
  const response = await t.app.inject({ url: `${apiPaths.contentPage(iso, routeId)}${lang ? `?lang=${lang}` : ''}` });
  expect(response.statusCode).toBe(200);
  return contentPageSchema.parse(response.json());
}

const ofType = <T extends ContentBlock['type']>(blocks: ContentBlock[], type: T) =>
  blocks.filter((b): b is Extract<ContentBlock, { type: T }> => b.type === type);

describe('GET /api/{iso}/pages/{routeId}', () => {
  it('assembles a page from its blocks in every language, with the dynamic parts computed', async () => {
    for (const routeId of Object.keys(BLOCK_PAGES) as (keyof typeof BLOCK_PAGES)[]) {
      for (const lang of ['en', 'de', 'nl', 'fr'] as const) {
        const result = await page(routeId, lang === 'de' ? 'de-de' : 'en-en', lang);
        expect(result).toMatchObject({ routeId, language: lang, title: BLOCK_PAGES[routeId][lang].title });
        expect(result.languages).toEqual(['de', 'en', 'fr', 'nl']);
        expect(result.blocks.map((b) => b.type)).toEqual(BLOCK_PAGES[routeId][lang].blocks.map((b) => b.type));
      }
    }
  });

  it('fills a carousel from its collection in the storefront currency, and an image from its strain', async () => {
    const story = await page('our-story', 'en-uk');
    const [carousel] = ofType(story.blocks, 'product-carousel');
    expect(carousel?.collection).toEqual({ slug: 'landrace', name: 'Landrace' });
    expect(carousel?.products).toHaveLength(4);
    expect(carousel?.products.every((p) => p.fromPrice.currency === 'GBP')).toBe(true);
    const [image] = ofType(story.blocks, 'image-text');
    expect(image?.image.src).toBe('/api/images/products/amnesia-haze@1x.webp');
  });

  it('computes the shop reviews from the product reviews, with the external profiles', async () => {
    const reviews = await page('reviews', 'de-de');
    const [block] = ofType(reviews.blocks, 'shop-reviews');
    const { rows } = await t.db.query<{ avg: number; n: number }>(
      'SELECT round(avg(rating), 2)::float8 AS avg, count(*)::int AS n FROM reviews',
    );
    expect(block?.rating).toBe(rows[0]?.avg);
    expect(block?.reviewCount).toBe(rows[0]?.n);
    expect(block?.reviews).toHaveLength(3);
    expect(block?.reviews.every((r) => r.rating === 5)).toBe(true);
    expect(block?.profiles.map((p) => p.name)).toEqual(['Trustpilot', 'Google', 'Feefo']);
  });

  it('shows a page without blocks from its stored English text', async () => {
    const priceList = await page('price-list', 'de-de');
    expect(priceList.language).toBe('en');
    expect(priceList.languages).toEqual(['en']);
    expect(priceList.title).toBe('Price list');
    expect(priceList.blocks[0]).toMatchObject({ type: 'rich-text' });
  });

  it('lists the public codes live now with their conditions, in the storefront currency', async () => {
    const [block] = ofType((await page('discount-codes', 'en-uk')).blocks, 'discount-codes');
    // SPRING15 ended in 2025; issued newsletter codes are not public.
    expect(block?.codes.map((c) => c.code).sort()).toEqual(['FIRST100', 'GROW10', 'SAVE5', 'WELCOME5']);
    const byCode = new Map(block?.codes.map((c) => [c.code, c]));
    expect(byCode.get('WELCOME5')).toMatchObject({
      discount: { kind: 'fixed', amount: { amount: 500, currency: 'GBP' } },
      minimum: { amount: 3000, currency: 'GBP' },
      oncePerCustomer: true,
    });
    expect(byCode.get('GROW10')).toMatchObject({ discount: { kind: 'percent', percent: 10 }, minimum: null });
    expect(byCode.get('FIRST100')?.usesLeft).toBe(100);

    // Live from the data: a used-up code and a fixed code without an amount in the currency drop out, a new
    // public code with dates appears (the page is recomputed after its cache minute: a fresh storefront here).
    await t.db.query("UPDATE coupons SET times_used = usage_limit WHERE code = 'FIRST100'");
    await t.db.query("DELETE FROM coupon_amounts WHERE coupon_code = 'WELCOME5' AND currency = 'USD'");
    await t.db.query(
      `INSERT INTO coupons (code, kind, value, active, valid_from, valid_until, public, description)
       VALUES ('AUTUMN12', 'percent', 12, true, current_date - 1, current_date + 30, true, 'Autumn')`,
    );
    const [us] = ofType((await page('discount-codes', 'en-us')).blocks, 'discount-codes');
    expect(us?.codes.map((c) => c.code).sort()).toEqual(['AUTUMN12', 'GROW10', 'SAVE5']);
    expect(us?.codes.find((c) => c.code === 'AUTUMN12')?.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(us?.codes.find((c) => c.code === 'SAVE5')?.minimum).toEqual({ amount: 5000, currency: 'USD' });
  });

  it('builds the shipping table from the countries and shipping methods, country names in the language', async () => {
    const de = await page('shipping-delivery', 'de-de');
    expect(de).toMatchObject({ language: 'de', title: 'Versand & Lieferung' });
    const [table] = ofType(de.blocks, 'shipping-table');
    const { rows } = await t.db.query<{ iso: string }>(
      "SELECT iso FROM countries WHERE storefront = 'de' ORDER BY position",
    );
    expect(table?.countries.map((c) => c.iso)).toEqual(rows.map((r) => r.iso));
    const germany = table?.countries[0];
    expect(germany).toMatchObject({ name: 'Deutschland', freeFrom: { amount: 5000, currency: 'EUR' } });
    expect(germany?.methods).toEqual([
      {
        carrier: 'Priority Tracked Parcel',
        tracked: true,
        price: { amount: 995, currency: 'EUR' },
        minDays: 2,
        maxDays: 3,
      },
      {
        carrier: 'Regular Untracked Mail',
        tracked: false,
        price: { amount: 495, currency: 'EUR' },
        minDays: 4,
        maxDays: 8,
      },
    ]);
    expect(table?.note).toMatch(/Kontaktformular/);

    const [fr] = ofType((await page('shipping-delivery', 'en-en', 'fr')).blocks, 'shipping-table');
    expect(fr?.countries.find((c) => c.iso === 'NL')?.name).toBe('Pays-Bas');
    const [au] = ofType((await page('shipping-delivery', 'en-au')).blocks, 'shipping-table');
    expect(au?.countries).toEqual([
      expect.objectContaining({
        iso: 'AU',
        freeFrom: null,
        methods: [expect.objectContaining({ minDays: 7, maxDays: 14 })],
      }),
    ]);
  });

  it('lists the payment methods of the storefront and where each is offered', async () => {
    const [en] = ofType((await page('payment-processing', 'en-en')).blocks, 'payment-methods');
    expect(en?.methods.map((m) => m.code)).toEqual([
      'credit_card',
      'ideal',
      'bancontact',
      'klarna',
      'bank_transfer',
      'bitcoin',
    ]);
    expect(en?.methods.find((m) => m.code === 'ideal')?.countries).toEqual(['Netherlands']);
    expect(en?.methods.find((m) => m.code === 'credit_card')?.countries).toEqual([]);
    const [nl] = ofType((await page('payment-processing', 'en-en', 'nl')).blocks, 'payment-methods');
    expect(nl?.methods[0]?.name).toBe('Kaartbetaling');
    expect(nl?.methods.find((m) => m.code === 'bancontact')?.countries).toEqual(['België']);
    const [de] = ofType((await page('payment-processing', 'de-de')).blocks, 'payment-methods');
    expect(de?.methods.find((m) => m.code === 'twint')?.countries).toEqual(['Schweiz']);
    expect(de?.methods[0]?.name).toBe('Kreditkarte');
  });

  it('answers 400 for a route that is no content page', async () => {
    expect((await t.app.inject({ url: apiPaths.contentPage('en-en', 'checkout') })).statusCode).toBe(400);
  });
});

describe('bodyBlocks', () => {
  it('makes one rich-text block per section', () => {
    expect(bodyBlocks('Intro.\n\n## A\n\nOne.\n\nTwo.')).toEqual([
      { type: 'rich-text', paragraphs: ['Intro.'] },
      { type: 'rich-text', heading: 'A', paragraphs: ['One.', 'Two.'] },
    ]);
  });
});

describe('the reviews page in every language', () => {
  /** English words that give an untranslated review away. */
  const ENGLISH = /\b(the|seeds?|germinated|finished|about|days|smell|taste|plants|and)\b/i;

  it('writes the shop reviews in the language, marking the language a translated review was written in', async () => {
    for (const [iso, lang] of [
      ['de-de', 'de'],
      ['en-en', 'nl'],
      ['en-en', 'fr'],
    ] as const) {
      const [block] = ofType((await page('reviews', iso, lang)).blocks, 'shop-reviews');
      expect(block?.reviews.length).toBeGreaterThan(0);
      for (const review of block?.reviews ?? []) {
        const text = `${review.title} ${review.body}`.replace(review.product.name, '');
        expect({ lang, english: ENGLISH.exec(text)?.[0] ?? null }).toEqual({ lang, english: null });
        // Written in English or another language, shown translated: the marking names the language.
        expect(review.originalLanguage === null || review.originalLanguage !== lang).toBe(true);
      }
      expect(block?.reviews.some((r) => r.originalLanguage === 'en')).toBe(true);
    }
    const [english] = ofType((await page('reviews', 'en-en', 'en')).blocks, 'shop-reviews');
    expect(english?.reviews.every((r) => r.originalLanguage !== 'en')).toBe(true);
    expect(english?.reviews.some((r) => /germinated/.test(r.body))).toBe(true);
  });

  it("titles the carousel after the collection its link shows (no 'best rated' over the best sellers)", async () => {
    for (const [iso, lang] of [
      ['en-en', 'en'],
      ['de-de', 'de'],
      ['en-en', 'nl'],
      ['en-en', 'fr'],
    ] as const) {
      const [carousel] = ofType((await page('reviews', iso, lang)).blocks, 'product-carousel');
      expect(carousel?.heading.toLowerCase()).toContain(carousel?.collection.name.toLowerCase());
    }
  });
});

describe('GET /api/{iso}/sitemap', () => {
  it('lists every content page, collection, product, post category, published post and author, in the language', async () => {
    const response = await t.app.inject({ url: `${apiPaths.sitemap('de-de')}` });
    expect(response.statusCode).toBe(200);
    const sitemap = sitemapSchema.parse(response.json());
    const count = async (sql: string) => (await t.db.query<{ n: number }>(sql)).rows[0]?.n;
    expect(sitemap.pages).toHaveLength((await count('SELECT count(*)::int AS n FROM content_pages')) ?? -1);
    expect(sitemap.pages.find((p) => p.routeId === 'our-story')?.title).toBe('Unsere Geschichte');
    expect(sitemap.collections).toHaveLength(8);
    expect(sitemap.collections.find((c) => c.slug === 'high-thc')?.name).toBe('Hoher THC-Gehalt');
    expect(sitemap.collections.map((c) => c.name)).not.toContain('Best Sellers');
    expect(sitemap.products).toHaveLength((await count('SELECT count(*)::int AS n FROM products')) ?? -1);
    expect(sitemap.postCategories.map((c) => c.name)).toContain('Keimung');
    expect(sitemap.posts).toHaveLength(
      (await count('SELECT count(*)::int AS n FROM blog_posts WHERE published_at <= now()')) ?? -1,
    );
    const englishOnly = sitemap.posts.find((p) => p.slug === 'twelve-new-strains-in-the-catalogue-this-spring');
    expect(englishOnly).toMatchObject({ language: 'en', languages: ['en'] });
    expect(sitemap.authors).toHaveLength(5);
    // Every content page has its title in de, nl and fr, the other areas' pages (FAQ, price list ...) included.
    for (const lang of ['de', 'nl', 'fr']) {
      const { rows } = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM content_pages p WHERE NOT EXISTS (SELECT 1 FROM content_page_translations t WHERE t.route_id = p.route_id AND t.language = $1)',
        [lang],
      );
      expect(rows[0]?.n).toBe(0);
    }
    const french = sitemapSchema.parse((await t.app.inject({ url: `${apiPaths.sitemap('en-en')}?lang=fr` })).json());
    expect(french.pages.find((p) => p.routeId === 'price-list')?.title).toBe('Liste des prix');
    expect(french.postCategories.map((c) => c.name)).toContain('Récolte et séchage');
  });
});

describe('search in the storefront language', () => {
  const search = async (q: string, iso: string, lang = '') => {
    const response = await t.app.inject({
      url: `${apiPaths.search(iso)}?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { posts: { slug: string; title: string }[]; pages: { routeId: string; title: string }[] };
  };

  it('finds German posts and pages by German words on de-de, shown with their German titles', async () => {
    const towel = await search('Küchenpapier', 'de-de');
    expect(towel.posts[0]).toMatchObject({
      slug: 'how-to-germinate-cannabis-seeds-with-the-paper-towel-method',
      title: 'Cannabissamen mit der Küchenpapier-Methode keimen lassen',
    });
    const privacy = await search('Datenschutz', 'de-de');
    expect(privacy.pages[0]).toEqual(
      expect.objectContaining({ routeId: 'privacy-policy', title: 'Datenschutzerklärung' }),
    );
    // An English word still finds the post on /de, titled in German.
    const english = await search('paper towel', 'de-de');
    expect(english.posts[0]?.title).toBe('Cannabissamen mit der Küchenpapier-Methode keimen lassen');
    // French and Dutch on the Europe storefront (?lang=): pages found by their own titles, shown in the language.
    const nl = await search('verzending', 'en-en', 'nl');
    expect(nl.pages[0]).toEqual(
      expect.objectContaining({ routeId: 'shipping-delivery', title: 'Verzending & levering' }),
    );
    const fr = await search('confidentialité', 'en-en', 'fr');
    expect(fr.pages[0]).toEqual(expect.objectContaining({ routeId: 'privacy-policy' }));
    expect((await search('paper towel', 'en-en', 'fr')).posts[0]?.title).toBe(
      'How to germinate cannabis seeds with the paper towel method',
    );
    expect((await search('liste des prix', 'en-en', 'fr')).pages[0]?.title).toBe('Liste des prix');
    // The English storefront reads English.
    expect((await search('paper towel', 'en-en')).posts[0]?.title).toBe(
      'How to germinate cannabis seeds with the paper towel method',
    );
  });
});
