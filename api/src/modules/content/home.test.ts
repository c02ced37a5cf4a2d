import { apiPaths, type HomeBlock } from '@storefront/shared-contracts';
import { collectionsResponseSchema, homePageSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../../test/test-app';
import { HOME_BLOCKS } from '../../db/seed/home-blocks-text';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

async function home(iso: string, lang = '') {
  const response = await t.app.inject({ url: `${apiPaths.home(iso)}${lang ? `?lang=${lang}` : ''}` });
  expect(response.statusCode).toBe(200);
  return homePageSchema.parse(response.json());
}

const ofType = <T extends HomeBlock['type']>(blocks: HomeBlock[], type: T) =>
  blocks.filter((b): b is Extract<HomeBlock, { type: T }> => b.type === type);

describe('GET /api/{iso}/home', () => {
  it("serves the home's blocks in the storefront's language, or the one asked for", async () => {
    const cases = [
      ['en-en', '', 'en'],
      ['de-de', '', 'de'],
      ['en-en', 'nl', 'nl'],
      ['en-en', 'fr', 'fr'],
      ['de-de', 'en', 'en'],
    ] as const;
    for (const [iso, lang, language] of cases) {
      const result = await home(iso, lang);
      expect(result.language).toBe(language);
      expect(result.languages).toEqual(['de', 'en', 'fr', 'nl']);
      expect(result.blocks.map((b) => b.type)).toEqual(HOME_BLOCKS[language].map((b) => b.type));
      const [hero] = ofType(result.blocks, 'hero');
      expect(hero).toEqual({ ...HOME_BLOCKS[language][0], type: 'hero' });
    }
  });

  it('computes the collections and the best sellers from the catalogue, named in the language', async () => {
    const result = await home('de-de');
    const listed = collectionsResponseSchema.parse(
      (await t.app.inject({ url: apiPaths.collections('de-de') })).json(),
    ).collections;
    const [grid] = ofType(result.blocks, 'collection-grid');
    expect(grid?.heading).toBe('Kollektionen entdecken');
    expect(grid?.collections).toEqual(listed.map(({ slug, name, productCount }) => ({ slug, name, productCount })));
    expect(grid?.collections.find((c) => c.slug === 'high-thc')?.name).toBe('Hoher THC-Gehalt');
    const [carousel] = ofType(result.blocks, 'product-carousel');
    expect(carousel?.collection).toEqual({ slug: 'best-sellers', name: expect.not.stringMatching(/^Best Sellers$/) });
    expect(carousel?.products).toHaveLength(8);
    const [uk] = ofType((await home('en-uk')).blocks, 'product-carousel');
    expect(uk?.products.every((p) => p.fromPrice.currency === 'GBP')).toBe(true);
  });

  it('changes with its block rows, and falls back to English for a language without blocks', async () => {
    await t.db.query(
      `UPDATE content_blocks SET data = jsonb_set(data, '{heading}', '"Frisch aus der Datenbank"')
       WHERE route_id = 'home' AND language = 'de' AND type = 'hero'`,
    );
    expect(ofType((await home('de-de')).blocks, 'hero')[0]?.heading).toBe('Frisch aus der Datenbank');

    await t.db.query("DELETE FROM content_blocks WHERE route_id = 'home' AND language = 'nl'");
    const nl = await home('en-en', 'nl');
    expect(nl.language).toBe('en');
    expect(nl.languages).toEqual(['de', 'en', 'fr']);
    expect(ofType(nl.blocks, 'hero')[0]?.heading).toBe(HOME_BLOCKS.en[0]?.heading);
  });

  it('leaves out blocks the home does not show; the home blocks stay off the content pages', async () => {
    await t.db.query(
      `INSERT INTO content_blocks (route_id, language, position, type, data) VALUES
         ('home', 'fr', 10, 'shipping-table', '{"heading": "Livraison", "note": "x"}'),
         ('home', 'fr', 11, 'faq-list', '{"heading": "Questions", "items": [{"question": "Q ?", "answer": "R."}]}'),
         ('our-story', 'fr', 20, 'hero', '{"heading": "H", "text": "T", "label": "L", "collection": "landrace"}')`,
    );
    const fr = await home('en-en', 'fr');
    expect(fr.blocks.map((b) => b.type)).toEqual([...HOME_BLOCKS.fr.map((b) => b.type), 'faq-list']);
    const story = (await t.app.inject({ url: `${apiPaths.contentPage('en-en', 'our-story')}?lang=fr` })).json() as {
      blocks: { type: string }[];
    };
    expect(story.blocks.map((b) => b.type)).not.toContain('hero');
  });

  it('keeps the page reference of every other route', async () => {
    await expect(
      t.db.query(
        `INSERT INTO content_blocks (route_id, language, position, type, data)
         VALUES ('no-such-page', 'en', 0, 'rich-text', '{"paragraphs": []}')`,
      ),
    ).rejects.toThrow(/foreign key/);
  });
});
