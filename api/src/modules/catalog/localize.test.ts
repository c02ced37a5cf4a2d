import { apiPaths } from '@storefront/shared-contracts';
import { collectionsResponseSchema, productDetailSchema, settingsSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, startTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

/** English words that give an untranslated sentence away (names of strains and places aside). */
const ENGLISH =
  /\b(the|and|is|are|of|with|flowers|days|yields|up to|indoors|outdoors|strain|effects|flavour|cross|how|long|does|take|suitable|beginners|taste|growers)\b/i;

async function product(iso: string, slug: string, query = '') {
  const response = await t.app.inject({ url: `${apiPaths.product(iso, slug)}${query}` });
  expect(response.statusCode).toBe(200);
  return productDetailSchema.parse(response.json());
}

describe('the catalogue in German, generated from the strain data', () => {
  // 40 product requests and more on PostgreSQL: seconds on a loaded 2-core machine, past jest's default 5 s.
  it('writes every product description, FAQ and profile word in German on de-de, English on en-en', async () => {
    const { rows } = await t.db.query<{ slug: string }>('SELECT slug FROM products ORDER BY id');
    for (const { slug } of rows.filter((_, i) => i % 15 === 0)) {
      const de = await product('de-de', slug);
      // Names are names: the strain's, its parents' (the English profile's lineage) and its alternative's.
      const en = await product('en-en', slug);
      const names = [
        de.name,
        de.name.replace(/ Auto$| Regular$/, ''),
        ...en.profile.lineage.map((l) => l.replace(/ landrace$/, '')),
      ];
      let text = [de.description, ...de.faq.flatMap((f) => [f.question, f.answer])].join(' ');
      for (const name of names) text = text.replaceAll(name, '');
      expect({ slug, english: ENGLISH.exec(text)?.[0] ?? null }).toEqual({ slug, english: null });
      expect(en.faq).toHaveLength(de.faq.length);
      expect(en.description).toMatch(/ is a /);
    }
    const amnesia = await product('de-de', 'amnesia-haze');
    expect(amnesia.description).toMatch(
      /^Amnesia Haze ist eine Kreuzung aus .+: eine Hybrid-Sorte, photoperiodisch \(\d+ % Indica\)\./,
    );
    expect(amnesia.faq[0]?.question).toBe('Wie lange blüht Amnesia Haze?');
    // German adjectives after the colon are lower case; nouns (Zitrone, Käse) keep their capital.
    const { rows: described } = await t.db.query<{ slug: string }>(
      "SELECT slug FROM products WHERE 'Calm' = ANY (effects) AND 'Lemon' = ANY (flavors) ORDER BY id LIMIT 1",
    );
    const calm = await product('de-de', described[0]?.slug ?? 'none');
    const effects = /Wirkung: ([^.]+)\./.exec(calm.description)?.[1] ?? '';
    expect(effects).toMatch(/\bruhig\b/);
    expect(effects).not.toMatch(/\b(Ruhig|Hungrig|Entspannt|Glücklich)\b/);
    expect(/Aroma: ([^,.]+(, [^,.]+)*)/.exec(calm.description)?.[1]).toMatch(/\bZitrone\b/);
    expect(amnesia.profile.flavors.every((f) => !['Pine', 'Coffee', 'Earthy', 'Sweet'].includes(f))).toBe(true);
    expect(amnesia.relatedCollections[0]?.name).not.toBe('High THC');
    // The reviews too, each marked with the language it was written in (English for most) unless German.
    expect(amnesia.reviews.items.length).toBeGreaterThan(0);
    for (const review of amnesia.reviews.items) {
      expect(review.body).toMatch(/^(Alle Samen sind gekeimt|Nur ein Teil der Samen ist gekeimt)\. /);
      expect(review.originalLanguage).not.toBe('de');
    }
    expect(amnesia.reviews.items.some((r) => r.originalLanguage === 'en')).toBe(true);
    const page2 = await t.app.inject({ url: `${apiPaths.productReviews('en-en', 'amnesia-haze')}?page=1&lang=fr` });
    expect((page2.json() as typeof amnesia.reviews).items[0]?.body).toMatch(/graines/);
  }, 30_000);

  it('names and describes the collections in German, in the listing, the collections and the settings', async () => {
    const { collections } = collectionsResponseSchema.parse(
      (await t.app.inject({ url: apiPaths.collections('de-de') })).json(),
    );
    expect(collections.find((c) => c.slug === 'high-thc')).toMatchObject({
      name: 'Hoher THC-Gehalt',
      description: 'Sorten mit 20 % THC oder mehr.',
    });
    const listing = (await t.app.inject({ url: apiPaths.listing('de-de', 'landrace') })).json() as {
      collection: { name: string };
    };
    expect(listing.collection.name).toBe('Landrassen');
    const settings = settingsSchema.parse((await t.app.inject({ url: apiPaths.settings('de-de') })).json());
    expect(settings.categories.map((c) => c.name)).toContain('Schnelle Blüte');
    const english = settingsSchema.parse((await t.app.inject({ url: apiPaths.settings('en-en') })).json());
    expect(english.categories.map((c) => c.name)).toContain('Fast Flowering');
  });

  it("names the collections in the shopper's language on the Europe storefront (?lang=nl, ?lang=fr)", async () => {
    const collections = async (query: string) =>
      collectionsResponseSchema.parse((await t.app.inject({ url: `${apiPaths.collections('en-en')}${query}` })).json())
        .collections;
    expect((await collections('?lang=nl')).find((c) => c.slug === 'fast-flowering')).toMatchObject({
      name: 'Snelle bloei',
      description: 'Oogstklaar na hooguit 60 dagen bloei.',
    });
    expect((await collections('?lang=fr')).find((c) => c.slug === 'landrace')?.name).toBe('Variétés locales');
    expect((await collections('')).find((c) => c.slug === 'landrace')?.name).toBe('Landrace');

    const listing = async (query: string) => t.app.inject({ url: `${apiPaths.listing('en-en', 'high-thc')}${query}` });
    const french = (await listing('?lang=fr&sort=name')).json() as {
      collection: { name: string; description: string };
    };
    expect(french.collection).toMatchObject({ name: 'Riche en THC', description: 'Variétés à 20 % de THC ou plus.' });
    // The same products whatever the language; a bad language is refused, not taken for a filter.
    const english = (await listing('?sort=name')).json() as { items: unknown[] };
    expect((french as unknown as { items: unknown[] }).items).toEqual(english.items);
    expect((await listing('?lang=es')).statusCode).toBe(400);
  });

  it("answers a product in the shopper's language on the Europe storefront (?lang=fr, ?lang=nl), English without it", async () => {
    const fr = await product('en-en', 'amnesia-haze', '?lang=fr');
    expect(fr.description).toMatch(/^Amnesia Haze est un croisement de .+ : une variété hybride photopériodique/);
    expect(fr.faq[0]?.question).toBe('Combien de temps dure la floraison de Amnesia Haze ?');
    const nl = await product('en-en', 'amnesia-haze', '?lang=nl');
    expect(nl.description).toMatch(/^Amnesia Haze is een kruising van .+: een hybride fotoperiodieke soort/);
    expect(nl.faq[1]?.question).toBe('Is Amnesia Haze geschikt voor beginners?');
    expect((await product('en-en', 'amnesia-haze')).description).toMatch(/^Amnesia Haze is a cross of/);
    const bad = await t.app.inject({ url: `${apiPaths.product('en-en', 'amnesia-haze')}?lang=es` });
    expect(bad.statusCode).toBe(400);
  });

  it("names a landrace's country of origin in the language, not in English", async () => {
    const de = await product('de-de', 'acapulco-gold');
    expect(de.description).toMatch(/^Acapulco Gold ist eine reine Landrasse aus Mexiko:/);
    expect(de.profile.lineage).toEqual(['Landrasse aus Mexiko']);
    const fr = await product('en-en', 'acapulco-gold', '?lang=fr');
    expect(fr.description).toMatch(/^Acapulco Gold est une variété locale pure \(origine : Mexique\) :/);
    expect(fr.profile.lineage).toEqual(['variété locale (origine : Mexique)']);
    const nl = await product('en-en', 'durban-poison', '?lang=nl');
    expect(nl.description).toMatch(/een zuivere landras uit Zuid-Afrika:/);
  });
});
