import { buildPath } from '@storefront/shared-contracts';
import { ShopFrame } from '../pages/shop-frame';
import { checkLinks, internalPaths } from '../support/link-check';
import { expect, newShopContext, test } from '../support/test';

// The sitemap page, the content pages from content blocks, the XML sitemaps and robots.txt.
const SECTIONS = {
  en: ['Pages', 'Product Categories', 'Products', 'Post Categories', 'Blog Posts'],
  de: ['Seiten', 'Produktkategorien', 'Produkte', 'Beitragskategorien', 'Blogbeiträge'],
} as const;
const SECTION_IDS = ['pages', 'collections', 'products', 'post-categories', 'posts'];

for (const storefront of ['en', 'de'] as const) {
  // That every one of these links answers 200 is crawl.spec.ts's (it follows them all for these storefronts).
  test(`${storefront === 'en' ? 'default storefront' : '/de'}: the sitemap's five sections, each listing its links`, async ({
    page,
    baseURL,
  }) => {
    expect((await page.goto(buildPath('sitemap', storefront)))?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([...SECTIONS[storefront]]);
    for (const id of SECTION_IDS) {
      const section = page.getByTestId(`sitemap-${id}`);
      const hrefs = await section.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const paths = internalPaths(hrefs, new URL(baseURL!).origin);
      expect(paths.length, `${id} lists links`).toBeGreaterThan(id === 'pages' ? 10 : 4);
      if (storefront === 'de') expect(paths.every((p) => p.startsWith('/de/'))).toBe(true);
    }
  });
}

// The home page is assembled from blocks too (content_blocks of route `home`, served by GET /api/{iso}/home):
// rendered on the server from the api's blocks, in the storefront's language, with nothing fetched to show it.
const HOME = {
  en: {
    iso: 'en-en',
    hero: 'Cannabis seeds for home growers',
    grid: 'Shop by collection',
    teaser: 'Try the Seedfinder',
  },
  de: {
    iso: 'de-de',
    hero: 'Cannabissamen für Homegrower',
    grid: 'Kollektionen entdecken',
    teaser: 'Probiere den Seedfinder',
  },
} as const;

interface HomeAnswer {
  language: string;
  blocks: {
    type: string;
    heading: string;
    collections?: { slug: string }[];
    products?: { name: string }[];
  }[];
}

for (const storefront of ['en', 'de'] as const) {
  test(`${storefront === 'en' ? 'default storefront' : '/de'}: the home page is its blocks from the database, server-rendered`, async ({
    browser,
    page,
    request,
  }) => {
    const words = HOME[storefront];
    const home = (await (await request.get(`/api/${words.iso}/home`)).json()) as HomeAnswer;
    expect(home.language).toBe(storefront);
    expect(home.blocks.map((b) => b.type)).toEqual([
      'hero',
      'seedfinder-teaser',
      'collection-grid',
      'product-carousel',
    ]);

    // Without JavaScript: the HTML holds every block, in the api's order and words.
    const context = await newShopContext(browser, { javaScriptEnabled: false });
    const plain = await context.newPage();
    try {
      expect((await plain.goto(buildPath('index', storefront)))?.status()).toBe(200);
      const main = plain.getByRole('main');
      await expect(main.locator('[data-block]')).toHaveCount(home.blocks.length);
      expect(
        await main.locator('[data-block]').evaluateAll((els) => els.map((el) => el.getAttribute('data-block'))),
      ).toEqual(home.blocks.map((b) => b.type));
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(words.hero);
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(home.blocks.slice(1).map((b) => b.heading));
      await expect(main.getByRole('heading', { level: 2, name: words.grid })).toBeVisible();
      await expect(main.getByRole('link', { name: words.teaser })).toHaveAttribute(
        'href',
        buildPath('seedfinder', storefront),
      );
      const grid = home.blocks.find((b) => b.type === 'collection-grid');
      await expect(main.getByTestId('collection-link')).toHaveCount(grid?.collections?.length ?? -1);
      const carousel = home.blocks.find((b) => b.type === 'product-carousel');
      await expect(main.locator('[data-block="product-carousel"] h3')).toHaveText(
        (carousel?.products ?? []).map((p) => p.name),
      );
    } finally {
      await context.close();
    }

    // With JavaScript: the page hydrates on the blocks it came with; the browser does not ask for them again.
    const asked: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.endsWith('/home')) asked.push(req.url());
    });
    expect((await page.goto(buildPath('index', storefront)))?.status()).toBe(200);
    await new ShopFrame(page).waitForHydration();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(words.hero);
    await page.getByTestId('home-seedfinder').click();
    await expect(page.getByTestId('seedfinder-modal')).toBeVisible();
    expect(asked).toEqual([]);
  });
}

test('content pages from blocks: our story in German with its carousel and call to action, shop reviews with "Read more on" links', async ({
  page,
}) => {
  const frame = new ShopFrame(page);
  expect((await page.goto('/de/unsere-geschichte'))?.status()).toBe(200);
  await frame.waitForHydration();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsere Geschichte');
  await expect(page).toHaveTitle(/^Unsere Geschichte \| /);
  const carousel = page.locator('[data-block="product-carousel"]');
  await expect(carousel.getByRole('link').first()).toHaveAttribute('href', /^\/de\/produkt\//);
  await page.getByRole('link', { name: 'Zum Seedfinder' }).click();
  await expect(page).toHaveURL(/\/de\/seedfinder$/);

  expect((await page.goto('/reviews'))?.status()).toBe(200);
  await expect(page.getByTestId('shop-rating')).toHaveText(/^\d(\.\d)? out of 5 from [\d,]+ reviews$/);
  const profiles = page.getByTestId('review-profiles').getByRole('link');
  await expect(profiles).toHaveText(['Read more on Trustpilot', 'Read more on Google', 'Read more on Feefo']);
  await expect(profiles.first()).toHaveAttribute('href', /^https:\/\//);

  // Every language has its version: French on the Europe storefront for a shopper from France.
  await page.context().addCookies([{ name: 'sf_region', value: 'france', url: page.url() }]);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
  await page.goto('/test123');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test('robots.txt and the XML sitemaps, with hreflang alternates for the seven storefronts, through the edge', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  const index = await (await request.get('/sitemap.xml')).text();
  const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(maps).toEqual(['en', 'de', 'au', 'ca', 'uk', 'nz', 'us'].map((c) => `/sitemaps/${c}.xml`));
  const de = await request.get('/sitemaps/de.xml');
  expect(de.headers()['content-type']).toContain('application/xml');
  const xml = await de.text();
  const story = xml.split('\n').find((line) => line.includes('/de/unsere-geschichte</loc>')) ?? '';
  expect([...story.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual([
    'en',
    'de-DE',
    'en-AU',
    'en-CA',
    'en-GB',
    'en-NZ',
    'en-US',
    'x-default',
  ]);
  // Every tenth URL of the German sitemap (spread over all its sections) is a page.
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const results = await checkLinks(
    request,
    locs.filter((_, i) => i % 10 === 0),
  );
  expect(results.filter((r) => r.status !== 200)).toEqual([]);
});

// The pages computed from data (dynamic blocks), in the default storefront and /de.
const DATA_PAGES = {
  en: {
    days: 'From 1 to 2 business days',
    firstCountry: 'Netherlands',
    caption: 'Availability varies per region',
    contact: 'Go to the contact form',
    countries: 25,
    method: ['iDEAL', 'Netherlands'],
    off: '€5.00 off',
    minimum: 'On orders of €30.00 or more',
  },
  de: {
    days: '2 bis 3 Werktage',
    firstCountry: 'Deutschland',
    caption: 'Die Verfügbarkeit variiert je nach Region',
    contact: 'Zum Kontaktformular',
    countries: 3,
    method: ['TWINT', 'Schweiz'],
    off: '5,00 € Rabatt',
    minimum: 'Ab einem Bestellwert von 30,00 €',
  },
} as const;

for (const storefront of ['en', 'de'] as const) {
  const want = DATA_PAGES[storefront];
  test(`${storefront === 'en' ? 'default storefront' : '/de'}: the shipping and payment tables and the discount codes, from the data`, async ({
    page,
  }) => {
    const frame = new ShopFrame(page);
    expect((await page.goto(buildPath('shipping-delivery', storefront)))?.status()).toBe(200);
    await frame.waitForHydration();
    const tables = page.getByTestId('shipping-tables').getByRole('table');
    await expect(tables).toHaveCount(want.countries);
    const first = tables.first();
    await expect(first.locator('caption')).toContainText(want.firstCountry);
    // Tracked and untracked per country in Europe, each "From {min} to {max} business days".
    await expect(first.getByRole('row')).toHaveCount(3);
    await expect(first.getByRole('cell').first()).toHaveText(want.days);
    const note = page.getByTestId('shipping-note');
    await expect(note.getByRole('link', { name: want.contact })).toHaveAttribute(
      'href',
      buildPath('contact', storefront),
    );

    expect((await page.goto(buildPath('payment-processing', storefront)))?.status()).toBe(200);
    const payment = page.getByTestId('payment-methods');
    await expect(payment.locator('caption')).toHaveText(want.caption);
    await expect(payment.getByRole('row', { name: want.method[0] })).toContainText(want.method[1]);
    await expect(payment.getByRole('rowheader')).toHaveCount(6);

    expect((await page.goto(buildPath('discount-codes', storefront)))?.status()).toBe(200);
    const codes = page.getByTestId('discount-codes');
    // The public codes live now; SPRING15 ended in 2025.
    for (const code of ['GROW10', 'WELCOME5', 'SAVE5'])
      await expect(codes.locator(`tr[data-code="${code}"] th`)).toHaveText(code);
    await expect(codes.locator('tr[data-code="SPRING15"]')).toHaveCount(0);
    const welcome = codes.locator('tr[data-code="WELCOME5"]');
    await expect(welcome).toContainText(want.off);
    await expect(welcome).toContainText(want.minimum);
  });
}
