import type { APIRequestContext } from '@playwright/test';
import { buildPath, STOREFRONTS, type StorefrontCode } from '@storefront/shared-contracts';
import {
  countryNames,
  englishOnlyPhrases,
  findings,
  messageIds,
  phraseMatcher,
  type Finding,
  type OtherLanguage,
  type PurityRules,
} from '../support/language-purity';
import { visibleText, type TextLine } from '../support/visible-text';
import { expect, test } from '../support/test';

// Language purity: every page of the shop in German (/de), Dutch and French (the Europe storefront with the
// Netherlands or France region, sf_region) shows no English: no English message of any area's catalogue whose
// translation differs, no English data name (shipping and payment methods, collections, post categories,
// countries as Intl names them in English), no message id, no country code where its name belongs, no date in ISO
// form or with an English month. English pages are held to the rules that hold in every language (message ids,
// country codes). Text the page itself marks as another language (`lang="en"` on an English blog post with its
// "In English" label) is that language's by design; a review translated from another language carries the
// spec's "translated from" marking.
//
// The server-rendered HTML is fetched without a browser (the text is what a crawler and a shopper's first paint
// see), four at a time. The pages: every page of the XML sitemap (/sitemap.xml -> /sitemaps/en.xml, de.xml) but
// the products, of which a fixed sample (every PRODUCT_STEP-th of the sitemap, 27 per language): every product
// (270) took 74 to 82 s per language on the project's machine, and the product pages are made from one template and
// one generator of texts (api modules/catalog/localize.ts), so a sample sees every kind of text they have. Plus
// what the sitemap leaves out: the forms (log in, sign up, forgotten password, order status) and a signed-in
// shopper's pages (account, addresses, orders, checkout, an order's overview). Each language is a test of its own;
// its time is in the test's `measured` annotation: 8 to 15 s each (about 105 pages), about 42 s for the file.

const PRODUCT_STEP = 10;

interface Walk {
  language: 'en' | OtherLanguage;
  storefront: StorefrontCode;
  /** The region cookie choosing the language on the Europe storefront. */
  region?: string;
}

const WALKS: Walk[] = [
  { language: 'en', storefront: 'en' },
  { language: 'de', storefront: 'de' },
  { language: 'nl', storefront: 'en', region: 'netherlands' },
  { language: 'fr', storefront: 'en', region: 'france' },
];

/** Payment names that are brands, the same in every language. */
const BRANDS = new Set(['iDEAL', 'Klarna', 'Bancontact', 'Bitcoin', 'TWINT', 'EPS', 'PayID', 'Interac']);

const json = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
};

/** The paths of a storefront's XML sitemap, found through the index as a crawler finds them. */
async function sitemapPaths(request: APIRequestContext, storefront: StorefrontCode): Promise<string[]> {
  const index = await (await request.get('/sitemap.xml')).text();
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const map = locs(index).find((path) => path === `/sitemaps/${storefront}.xml`);
  expect(map, `the sitemap index lists /sitemaps/${storefront}.xml`).toBeDefined();
  return locs(await (await request.get(map!)).text());
}

interface Named {
  slug: string;
  name: string;
}

/** [english, translated] names of the api's data for `language`: collections, post categories, methods, countries. */
async function dataNames(request: APIRequestContext, language: OtherLanguage) {
  const iso = language === 'de' ? STOREFRONTS.de.iso : STOREFRONTS.en.iso;
  const [enCollections, collections, enBlog, blog] = await Promise.all([
    json<{ collections: Named[] }>(request, `/api/${STOREFRONTS.en.iso}/collections`),
    json<{ collections: Named[] }>(request, `/api/${iso}/collections?lang=${language}`),
    json<{ categories: Named[] }>(request, `/api/${STOREFRONTS.en.iso}/blog?lang=en`),
    json<{ categories: Named[] }>(request, `/api/${iso}/blog?lang=${language}`),
  ]);
  const pairs = (english: Named[], translated: Named[], source: string) =>
    english.map((e) => ({ en: e.name, translated: translated.find((t) => t.slug === e.slug)?.name ?? '', source }));
  // The English storefronts' shipping and payment names: a page in another language names them in its own words.
  const methods: Array<{ en: string; translated: string; source: string }> = [];
  for (const code of ['en', 'uk'] as const) {
    const checkout = await json<{
      countries: Array<{ iso: string }>;
      shippingMethods: Array<{ label: string }>;
      paymentMethods: Array<{ name: string }>;
    }>(request, `/api/${STOREFRONTS[code].iso}/checkout?country=${STOREFRONTS[code].defaultCountry}`);
    for (const m of checkout.shippingMethods) methods.push({ en: m.label, translated: '', source: 'shipping method' });
    for (const m of checkout.paymentMethods)
      if (!BRANDS.has(m.name)) methods.push({ en: m.name, translated: '', source: 'payment method' });
  }
  return [
    ...pairs(enCollections.collections, collections.collections, 'collection'),
    ...pairs(enBlog.categories, blog.categories, 'post category'),
    ...methods,
    ...countryNames(language).map((c) => ({ en: c.en, translated: c.translated, source: `country ${c.iso}` })),
  ];
}

/** Every country a storefront ships to: the codes a page must name (address cards, order overviews). */
async function shopCountries(request: APIRequestContext): Promise<Set<string>> {
  const codes = new Set<string>();
  for (const storefront of Object.values(STOREFRONTS)) {
    const checkout = await json<{ countries: Array<{ iso: string }> }>(request, `/api/${storefront.iso}/checkout`);
    for (const c of checkout.countries) codes.add(c.iso);
  }
  return codes;
}

/** The pages of a walk: the sitemap without its products, a fixed sample of products, the forms it leaves out. */
function pagesOf(sitemap: string[], storefront: StorefrontCode): { pages: string[]; products: string[] } {
  const productPrefix = buildPath('product-slug', storefront, { slug: '' });
  const products = sitemap.filter((p) => p.startsWith(productPrefix));
  const sample = products.filter((_, i) => i % PRODUCT_STEP === 0);
  const forms = (['login', 'signup', 'forgot-password', 'order-status'] as const).map((id) =>
    buildPath(id, storefront),
  );
  return { pages: [...sitemap.filter((p) => !p.startsWith(productPrefix)), ...forms], products: sample };
}

/**
 * A signed-in shopper's pages, which the sitemap leaves out: the account (details with a date of birth, an address in
 * another country, orders), the checkout with an item in the cart and the overview of an order paid by bank transfer
 * (its date, shipping method, payment method and addresses). `shop` keeps the session's cookies.
 */
async function shopperPages(shop: APIRequestContext, walk: Walk): Promise<string[]> {
  const iso = STOREFRONTS[walk.storefront].iso;
  const country = walk.storefront === 'de' ? 'AT' : 'BE';
  const email = `purity-${walk.language}-${Date.now()}@example.com`;
  const password = 'Purity-check-2026';
  const send = async (method: 'post' | 'put', path: string, data: unknown) => {
    const response = await shop[method](path, { data });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const name = { firstName: 'Ada', lastName: 'Peeters' };
  await send('post', '/api/account/signup', { email, password, ...name, storefront: walk.storefront });
  await send('post', '/api/account/login', { email, password });
  await send('put', '/api/account/details', { ...name, email, dateOfBirth: '1990-05-05' });
  const address = { ...name, phone: '+32 470 12 34 56', city: 'Gent', postalCode: '9000' };
  await send('post', '/api/account/addresses', { ...address, line1: 'Korenmarkt 1', country, defaultShipping: true });
  const product = await json<{ packs: Array<{ id: number }> }>(shop, `/api/${iso}/products/amnesia-haze`);
  await send('post', `/api/${iso}/cart/items`, { packId: product.packs[0]!.id, quantity: 1 });
  const checkout = await json<{ shippingMethods: Array<{ id: number }> }>(
    shop,
    `/api/${iso}/checkout?country=${country}`,
  );
  const order = await send('post', `/api/${iso}/orders`, {
    email,
    delivery: { ...address, address1: 'Korenmarkt 1', country },
    shippingMethodId: checkout.shippingMethods[0]!.id,
    paymentMethod: 'bank_transfer',
    idempotencyKey: `purity-${walk.language}-${Date.now()}`,
  });
  // A second item, so the checkout page shows a cart rather than its empty state.
  await send('post', `/api/${iso}/cart/items`, { packId: product.packs[0]!.id, quantity: 1 });
  const number = String(order.orderNumber);
  return [
    ...(
      ['account', 'account-details', 'account-addresses', 'account-orders', 'account-wishlist', 'checkout'] as const
    ).map((id) => buildPath(id, walk.storefront)),
    buildPath('account-orders-slug', walk.storefront, { slug: number }),
    `${buildPath('order-overview', walk.storefront)}?order=${number}&key=${String(order.accessKey)}`,
  ];
}

/**
 * The lines a page writes in its own language: text in an element marked with another `lang` is that language's
 * (an English post on the Dutch blog, marked "In het Engels"), and so is the document title naming it.
 */
function ownText(lines: TextLine[], language: string): string[] {
  const own = (l: TextLine) => !l.lang || l.lang.startsWith(language);
  const foreign = new Set(lines.filter((l) => !own(l)).map((l) => l.text));
  return lines
    .filter(own)
    .map((l) => l.text)
    .filter((text) => !foreign.has(/^(.+) \| Seed Shop\b/.exec(text)?.[1] ?? ''));
}

interface PageResult {
  path: string;
  findings: Finding[];
}

test.describe('language purity', () => {
  test('the check itself: it finds English, a message id, a country code and dates on a German page', () => {
    const html = `<html lang="de"><head><title>Acapulco Gold | Seed Shop Germany</title><script>var x = "Add to cart"</script></head>
      <body><p>Eine reine Landrasse aus Mexico.</p><p hidden>Add to cart</p><p>catalog.sort.label</p>
      <address><span>Korenmarkt 1</span><br><p>9000 Gent, BE</p></address><p>Geboren: 1990-05-05</p>
      <p>Bewertet am 5 May 2024</p><article lang="en"><h2>Our seeds now ship to New Zealand</h2></article></body></html>`;
    const rules: PurityRules = {
      language: 'de',
      english: phraseMatcher(
        englishOnlyPhrases('de', [
          ...countryNames('de').map((c) => ({ en: c.en, translated: c.translated, source: `country ${c.iso}` })),
        ]),
      ),
      ids: messageIds(),
      isoCodes: new Set(['BE']),
    };
    const found = findings(ownText(visibleText(html), 'de'), rules).map((f) => `${f.kind} ${f.text}`);
    expect(found.sort()).toEqual(
      [
        'english Germany',
        'english Mexico',
        'message-id catalog.sort.label',
        'iso-code BE',
        'date 1990-05-05',
        'date 5 May',
      ].sort(),
    );
  });

  for (const walk of WALKS) {
    test(`${walk.language}: every page of the sitemap (products sampled) in ${walk.language} only`, async ({
      playwright,
      request,
      baseURL,
    }) => {
      const started = Date.now();
      const other = walk.language === 'en' ? null : walk.language;
      const rules: PurityRules = {
        language: walk.language,
        english: other ? phraseMatcher(englishOnlyPhrases(other, await dataNames(request, other))) : () => [],
        ids: messageIds(),
        isoCodes: await shopCountries(request),
      };
      const cookie = (name: string, value: string) => ({
        name,
        value,
        domain: new URL(baseURL!).hostname,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      });
      const shop = await playwright.request.newContext({
        baseURL,
        storageState: {
          cookies: [cookie('sf_consent', 'all'), ...(walk.region ? [cookie('sf_region', walk.region)] : [])],
          origins: [],
        },
      });
      const sitemap = pagesOf(await sitemapPaths(request, walk.storefront), walk.storefront);
      const products = sitemap.products;
      const pages = [...sitemap.pages, ...(await shopperPages(shop, walk))];
      expect(pages.length).toBeGreaterThan(30);
      expect(products.length).toBeGreaterThanOrEqual(8);

      const results: PageResult[] = [];
      const reviewMarks: string[] = [];
      const queue = [...pages, ...products];
      const worker = async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const response = await shop.get(path);
          expect(response.status(), path).toBe(200);
          const html = await response.text();
          expect(html, `${path} is in ${walk.language}`).toMatch(new RegExp(`<html[^>]* lang="${walk.language}`));
          // An empty root (the edge no longer server-renders, e.g. a shell rebuilt under it) would pass vacuously.
          expect(html, `${path} is server-rendered`).toMatch(/<div id="root">(?!<\/div>)/);
          expect(html, `${path} rendered its page, not an area's fallback`).not.toContain(
            'data-testid="area-fallback"',
          );
          results.push({ path, findings: findings(ownText(visibleText(html), walk.language), rules) });
          if (products.includes(path)) {
            // Each review written in another language is marked as translated, and none other.
            const slug = path.slice(path.lastIndexOf('/') + 1);
            const iso = STOREFRONTS[walk.storefront].iso;
            const detail = await json<{ reviews: { items: Array<{ originalLanguage?: string | null }> } }>(
              request,
              `/api/${iso}/products/${slug}${other && walk.storefront === 'en' ? `?lang=${other}` : ''}`,
            );
            const translated = detail.reviews.items.filter(
              (r) => r.originalLanguage && r.originalLanguage !== walk.language,
            ).length;
            const marked = html.match(/data-testid="review-translated"/g)?.length ?? 0;
            if (marked !== translated) reviewMarks.push(`${path}: ${marked} marked, ${translated} translated`);
          }
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
      await shop.dispose();

      const seconds = (Date.now() - started) / 1000;
      test.info().annotations.push({
        type: 'measured',
        description: `${walk.language}: ${pages.length + products.length} pages in ${seconds.toFixed(1)} s`,
      });
      const found = results
        .filter((r) => r.findings.length > 0)
        .sort((a, b) => a.path.localeCompare(b.path))
        .flatMap((r) =>
          r.findings.map((f) => `${r.path} ${f.kind} "${f.text}"${f.source ? ` (${f.source})` : ''}: ${f.line}`),
        );
      expect(found, `text not in ${walk.language}`).toEqual([]);
      expect(reviewMarks, 'reviews from another language marked as translated').toEqual([]);
    });
  }
});
