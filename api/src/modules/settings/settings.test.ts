import { STOREFRONTS, activeCarrierInfo, defaultRegionCountry, publicFilters } from '@storefront/shared-contracts';
import { routeRulesSchema, settingsSchema } from '@storefront/shared-contracts/schemas';
import { SETUP_TIMEOUT, type TestApp, errorOf, startTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

async function settings(iso: string, query = '') {
  const response = await t.app.inject({ url: `/api/${iso}/settings${query}` });
  expect(response.statusCode).toBe(200);
  return settingsSchema.parse(response.json());
}

describe('GET /api/{iso}/settings', () => {
  it('answers every storefront with its locale, currency and a default country among its countries', async () => {
    for (const storefront of Object.values(STOREFRONTS)) {
      const s = await settings(storefront.iso);
      expect(s.region.locale).toEqual({ code: storefront.code, iso: storefront.iso, language: storefront.language });
      expect(s.region_default_currency.iso_code).toBe(storefront.currency);
      expect(s.region.default_country_id).toMatch(/^\d+$/);
      expect(defaultRegionCountry(s)?.iso).toBe(storefront.defaultCountry);
      expect(s.carrier_info.map((c) => c.id)).toEqual(s.region_countries.map((c) => c.id));
      expect(s.payment_options.length).toBeGreaterThan(0);
      expect(s.max_seeds_per_cart).toBe(100);
    }
  });

  it('lists the 8 collections with storefront-prefixed urls and icons', async () => {
    const en = await settings('en-en');
    const de = await settings('de-de');
    expect(en.categories.map((c) => c.url)).toEqual([
      '/collections/high-thc',
      '/collections/high-yield',
      '/collections/fast-flowering',
      '/collections/high-cbd',
      '/collections/easy-to-grow',
      '/collections/newest-strains',
      '/collections/best-sellers',
      '/collections/landrace',
    ]);
    // Named in the storefront's language.
    expect(de.categories[0]).toEqual({ url: '/de/collections/high-thc', icon: 'mdi:fire', name: 'Hoher THC-Gehalt' });
    expect((await settings('en-uk')).categories[3]?.url).toBe('/uk/collections/high-cbd');
  });

  it('offers public strain-profile filters and a promotions toggle in the first group only', async () => {
    const s = await settings('en-en');
    const [first, second] = s.product_filters.filterGroups;
    expect(second?.filters.length).toBeGreaterThan(0);
    expect(first?.filters.some((f) => !f.public)).toBe(true);
    const offered = publicFilters(s);
    expect(offered.map((f) => f.key)).toEqual(
      expect.arrayContaining([
        'promotions',
        'flowering_type',
        'gender',
        'genetics',
        'difficulty',
        'thc',
        'cbd',
        'cbg',
        'climate',
      ]),
    );
    expect(offered.find((f) => f.key === 'promotions')).toMatchObject({ type: 'toggle', options: [{ value: '1' }] });
    expect(offered.find((f) => f.key === 'climate')?.options.map((o) => o.value)).toEqual([
      'arid',
      'mediterranean',
      'mountains',
      'polar',
      'temperate',
      'tropical',
    ]);
    const hidden = [...(first?.filters.filter((f) => !f.public) ?? []), ...(second?.filters ?? [])].map((f) => f.key);
    for (const key of hidden) expect(offered.map((f) => f.key)).not.toContain(key);
  });

  it('says Feminised on the UK storefront', async () => {
    const gender = (s: Awaited<ReturnType<typeof settings>>) =>
      publicFilters(s).find((f) => f.key === 'gender')?.options[0]?.label;
    expect(gender(await settings('en-uk'))).toBe('Feminised');
    expect(gender(await settings('en-us'))).toBe('Feminized');
  });

  it('carries the free-shipping thresholds of spec 9 in the storefront currency', async () => {
    const carrier = async (iso: string, country: string) =>
      (await settings(iso)).carrier_info.find((c) => c.iso === country);
    expect((await carrier('en-ca', 'CA'))?.free_from).toBe(12000);
    expect((await carrier('en-uk', 'GB'))?.free_from).toBe(5500);
    expect((await carrier('en-us', 'US'))?.free_from).toBe(10000);
    expect((await carrier('en-au', 'AU'))?.free_from).toBe(0);
    expect((await carrier('en-nz', 'NZ'))?.free_from).toBe(0);
    const europe = await settings('en-en');
    expect(europe.carrier_info.length).toBeGreaterThan(10);
    for (const c of europe.carrier_info) expect(c.max).toBeGreaterThanOrEqual(c.min);
    // Spec 4: on 'en' the cfcountry cookie picks the carrier info.
    expect(activeCarrierInfo(europe, 'fr')).toEqual(expect.objectContaining({ min: 2, max: 5 }));
  });

  it('answers a bare language as the storefront that speaks it by default, its names in that language (spec 7)', async () => {
    expect(await settings('de')).toEqual(await settings('de-de'));
    expect(await settings('en')).toEqual(await settings('en-en'));
    const europe = await settings('en-en');
    for (const [language, fastFlowering, germination] of [
      ['nl', 'Snelle bloei', 'Kiemen'],
      ['fr', 'Floraison rapide', 'Germination'],
    ] as const) {
      const bare = await settings(language);
      // The Europe storefront (currency, countries, locale iso) with its names in the language.
      expect({ ...bare, categories: [], post_categories: [] }).toEqual({
        ...europe,
        categories: [],
        post_categories: [],
      });
      expect(bare.categories.map((c) => c.url)).toEqual(europe.categories.map((c) => c.url));
      expect(bare.categories.map((c) => c.name)).toContain(fastFlowering);
      expect(bare.post_categories.find((c) => c.slug === 'germination')?.name).toBe(germination);
      expect(await settings('en-en', `?lang=${language}`)).toEqual(bare);
    }
    // The German storefront names its post categories in German too.
    expect((await settings('de-de')).post_categories.map((c) => c.name)).toContain('Keimung');
    expect((await t.app.inject({ url: '/api/es/settings' })).statusCode).toBe(404);
  });

  it('answers an unknown storefront with 404 UNKNOWN_LOCALE', async () => {
    const response = await t.app.inject({ url: '/api/xx-yy/settings' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ code: 'UNKNOWN_LOCALE' });
  });

  it('is cacheable, answers 304 to a matching ETag and follows catalogue changes', async () => {
    const first = await t.app.inject({ url: '/api/en-en/settings' });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: '/api/en-en/settings', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.db.query(`UPDATE collections SET name = 'Landrace Classics' WHERE slug = 'landrace'`);
    try {
      const changed = await t.app.inject({ url: '/api/en-en/settings', headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().categories[7].name).toBe('Landrace Classics');
    } finally {
      await t.db.query(`UPDATE collections SET name = 'Landrace' WHERE slug = 'landrace'`);
    }
  });
});

describe('GET /api/route-rules', () => {
  it('returns the redirect table', async () => {
    const response = await t.app.inject({ url: '/api/route-rules' });
    const { rules } = routeRulesSchema.parse(response.json());
    expect(rules).toEqual(
      expect.arrayContaining([
        { from: '/shop', to: '/collections', status: 301 },
        { from: '/de/shop', to: '/de/collections', status: 301 },
      ]),
    );
  });
});
