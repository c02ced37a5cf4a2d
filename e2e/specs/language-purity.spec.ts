import { STOREFRONTS } from '@storefront/shared-contracts';
import {
  countryNames,
  englishOnlyPhrases,
  findings,
  messageIds,
  phraseMatcher,
  type Finding,
  type PurityRules,
} from '../support/language-purity';
import {
  dataNames,
  json,
  pagesOf,
  shopCountries,
  shopperPages,
  sitemapPaths,
  type Walk,
} from '../support/language-purity-pages';
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
// its time is in the test's `measured` annotation: 8 to 15 s each (about 105 pages), about 42 s for the file. The
// pages and the api's data the rules are made of: support/language-purity-pages.ts.

const WALKS: Walk[] = [
  { language: 'en', storefront: 'en' },
  { language: 'de', storefront: 'de' },
  { language: 'nl', storefront: 'en', region: 'netherlands' },
  { language: 'fr', storefront: 'en', region: 'france' },
];

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
