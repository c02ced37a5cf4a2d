import { expect, test } from '../support/test';
import { CollectionPage } from '../pages/collection-page';
import { HomePage } from '../pages/home-page';
import { ProductPage } from '../pages/product-page';
import { firstProductSlug } from '../support/catalog';
import { collectConsoleErrors } from '../support/console-errors';
import { MONEY_PATTERN, parseMoney } from '../support/money';
import { waitUntilHydrated } from '../pages/intent';

const CURRENCY_SIGN = { EUR: '€', GBP: '£' } as const;

/** One offer per seed pack, in the pack's order, at the price the pack shows (schema.org: decimal major units). */
async function expectOffersAsPacksShow(
  product: ProductPage,
  productLd: Record<string, unknown>,
  currency: keyof typeof CURRENCY_SIGN,
) {
  const offers = productLd.offers as { price: string; priceCurrency: string }[];
  const packTexts = await product.packOptions.allInnerTexts();
  expect(offers).toHaveLength(packTexts.length);
  expect(packTexts.length).toBeGreaterThan(0);
  offers.forEach((offer, index) => {
    const shown = packTexts[index]!;
    expect(offer.price, `offer ${index + 1} is a decimal price`).toMatch(/^\d+\.\d{2}$/);
    expect(Math.round(Number(offer.price) * 100), `offer ${index + 1} costs what "${shown}" shows`).toBe(
      parseMoney(shown),
    );
    expect(offer.priceCurrency).toBe(currency);
    expect(shown).toContain(CURRENCY_SIGN[currency]);
  });
  // The first pack is the chosen one on arrival: its price is the page's price.
  expect(Math.round(Number(offers[0]!.price) * 100)).toBe(parseMoney(await product.price.innerText()));
}

/** aggregateRating only with reviews, with the rating and count the Reviews tab shows ("Rated 4.6 out of 5 (12 reviews)"). */
async function expectRatingAsPageShows(product: ProductPage, productLd: Record<string, unknown>) {
  const tabLabel = (await product.tabButton('reviews').textContent()) ?? '';
  const reviewCount = Number(tabLabel.match(/\((\d+)\)/)?.[1]);
  expect(Number.isInteger(reviewCount), `a review count in "${tabLabel}"`).toBe(true);
  if (reviewCount === 0) {
    expect(productLd).not.toHaveProperty('aggregateRating');
    await expect(product.reviewsSummary).toHaveCount(0);
    return;
  }
  const summary = (await product.reviewsSummary.textContent()) ?? '';
  const numbers = summary.match(/\d+(?:[.,]\d+)?/g) ?? [];
  expect(numbers, `rating, "5" and count in "${summary}"`).toHaveLength(3);
  const shownRating = Number(numbers[0]!.replace(',', '.'));
  const shownCount = Number(numbers[2]!.replace(/[.,]/g, ''));
  const rating = productLd.aggregateRating as { ratingValue: string | number; reviewCount: string | number };
  expect(rating).toBeDefined();
  expect(Number(rating.ratingValue)).toBe(shownRating);
  expect(Number(rating.reviewCount)).toBe(shownCount);
  expect(Number(rating.reviewCount)).toBe(reviewCount);
}

test.describe('without JavaScript, the server-rendered HTML is the page', () => {
  test.use({ javaScriptEnabled: false });

  test('home shows its collections', async ({ page }) => {
    const home = new HomePage(page);
    expect((await home.goto())?.status()).toBe(200);
    await home.expectFrame();
    expect(await home.collectionLinks.count()).toBeGreaterThanOrEqual(8);
    await expect(home.collectionLink('high-thc').first()).toBeVisible();
  });

  test('a listing shows its product cards with prices', async ({ page }) => {
    const listing = new CollectionPage(page);
    expect((await listing.goto('high-thc'))?.status()).toBe(200);
    await expect(listing.productCards).toHaveCount(24);
    await expect(listing.cardPrices).toHaveCount(24);
    await expect(listing.cardPrice(0)).toHaveText(MONEY_PATTERN);
    await expect(listing.pagination).toBeVisible();
  });

  test('a product page shows name, strain profile and pack prices, with its head', async ({ page, request }) => {
    const slug = await firstProductSlug(request);
    const product = new ProductPage(page);
    expect((await product.goto(slug))?.status()).toBe(200);
    const name = (await product.name.innerText()).trim();
    expect(name.length).toBeGreaterThan(0);
    // The tabs switch without JavaScript: the strain profile is its tab's panel.
    await product.tabButton('profile').click();
    await expect(product.strainProfile).toBeVisible();
    await expect(product.packOptions.first()).toHaveText(MONEY_PATTERN);
    await expect(product.price).toHaveText(MONEY_PATTERN);

    await expect(page).toHaveTitle(`${name} | Seed Shop`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/product/${slug}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute(
      'href',
      new RegExp(`/de/produkt/${slug}$`),
    );
    const structured = await product.structuredData();
    const productLd = structured.find((data) => data['@type'] === 'Product');
    const breadcrumbs = structured.find((data) => data['@type'] === 'BreadcrumbList');
    expect(productLd).toMatchObject({ '@type': 'Product', name });
    await expectOffersAsPacksShow(product, productLd!, 'EUR');
    await expectRatingAsPageShows(product, productLd!);
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  test('a United Kingdom product page prices its offers in pounds, as its packs show', async ({ page, request }) => {
    const slug = await firstProductSlug(request);
    const product = new ProductPage(page);
    expect((await product.goto(slug, '/uk'))?.status()).toBe(200);
    const productLd = (await product.structuredData()).find((data) => data['@type'] === 'Product');
    expect(productLd).toMatchObject({
      '@type': 'Product',
      url: expect.stringMatching(new RegExp(`/uk/product/${slug}$`)),
    });
    await expectOffersAsPacksShow(product, productLd!, 'GBP');
  });

  test('an unknown product is the server-rendered not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/product/no-such-strain');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page).toHaveTitle('Page not found: /product/no-such-strain');
  });
});

test.describe('with JavaScript, server-rendered pages hydrate cleanly', () => {
  test('home, listing and product hydrate with no console errors and no refetch of their data', async ({
    page,
    request,
  }) => {
    const slug = await firstProductSlug(request);
    const errors = collectConsoleErrors(page);
    const dataRequests: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (/^\/api\/[a-z]{2}-[a-z]{2}\/(collections|products)/.test(url.pathname)) dataRequests.push(url.pathname);
    });
    for (const path of ['/', '/collections/high-thc', `/product/${slug}`]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // Hydrated: the shell marks the root once React has taken over the server markup.
      await waitUntilHydrated(page);
    }
    expect(dataRequests, 'the pages found their data in the HTML').toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a hydrated product page stays interactive: choosing a pack and adding to cart work', async ({
    page,
    request,
  }) => {
    const slug = await firstProductSlug(request);
    const errors = collectConsoleErrors(page);
    const product = new ProductPage(page);
    await product.goto(slug);
    await waitUntilHydrated(page);
    const last = (await product.packOptions.count()) - 1;
    await product.choosePack(last);
    const modal = await product.addToCart();
    await modal.viewCart.click();
    await expect(product.cart.lines).toHaveCount(1);
    await product.expectCartCount(1);
    expect(errors).toEqual([]);
  });
});
