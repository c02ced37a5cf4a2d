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
    const shipping = await page('shipping-delivery', 'de-de');
    expect(shipping.language).toBe('en');
    expect(shipping.languages).toEqual(['en']);
    expect(shipping.title).toBe('Shipping & delivery');
    expect(shipping.blocks[0]).toMatchObject({ type: 'rich-text' });
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

describe('GET /api/{iso}/sitemap', () => {
  it('lists every content page, collection, product, post category, published post and author, in the language', async () => {
    const response = await t.app.inject({ url: `${apiPaths.sitemap('de-de')}` });
    expect(response.statusCode).toBe(200);
    const sitemap = sitemapSchema.parse(response.json());
    const count = async (sql: string) => (await t.db.query<{ n: number }>(sql)).rows[0]?.n;
    expect(sitemap.pages).toHaveLength((await count('SELECT count(*)::int AS n FROM content_pages')) ?? -1);
    expect(sitemap.pages.find((p) => p.routeId === 'our-story')?.title).toBe('Unsere Geschichte');
    expect(sitemap.collections).toHaveLength(8);
    expect(sitemap.products).toHaveLength((await count('SELECT count(*)::int AS n FROM products')) ?? -1);
    expect(sitemap.postCategories.map((c) => c.name)).toContain('Keimung');
    expect(sitemap.posts).toHaveLength(
      (await count('SELECT count(*)::int AS n FROM blog_posts WHERE published_at <= now()')) ?? -1,
    );
    const englishOnly = sitemap.posts.find((p) => p.slug === 'twelve-new-strains-in-the-catalogue-this-spring');
    expect(englishOnly).toMatchObject({ language: 'en', languages: ['en'] });
    expect(sitemap.authors).toHaveLength(5);
  });
});
