import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { AccountPages } from '../pages/account-pages';
import { ADA, CheckoutPage, OrderOverviewPage, SandboxPage, hydrated } from '../pages/checkout-page';
import { ShopFrame } from '../pages/shop-frame';
import { firstProductSlug } from '../support/catalog';
import { E2E_BASE_URL } from '../support/run-env';

/** What a shopper meets in German, Dutch and French, and the smaller details around the cart and the catalogue. */

/** One item (the first pack of a product) in the cart of the page's visitor on storefront `iso`, optionally a coupon. */
async function itemInCart(request: APIRequestContext, iso: string, coupon?: string): Promise<void> {
  const slug = await firstProductSlug(request);
  const detail = (await (await request.get(`/api/${iso}/products/${slug}`)).json()) as { packs: Array<{ id: number }> };
  const added = await request.post(`/api/${iso}/cart/items`, { data: { packId: detail.packs[0]!.id, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
  if (coupon) {
    const applied = await request.put(`/api/${iso}/cart/coupon`, { data: { code: coupon } });
    expect(applied.ok(), await applied.text()).toBe(true);
  }
}

const inRegion = (page: Page, region: string) =>
  page.context().addCookies([{ name: 'sf_region', value: region, url: E2E_BASE_URL }]);

test('/de checkout: the shipping methods in German, as the shipping page names them', async ({ page }) => {
  await itemInCart(page.request, 'de-de');
  const checkout = new CheckoutPage(page);
  await checkout.goto('/de');
  await checkout.country.selectOption('AT');
  await expect(checkout.shippingMethods.first()).toBeVisible();
  const methods = (await checkout.shippingMethods.allInnerTexts()).join(' | ');
  expect(methods).toMatch(/Sendungsverfolgung/);
  expect(methods).not.toMatch(/Untracked|Tracked|Parcel|Mail/);
});

test('/nl checkout: countries, shipping and payment methods in Dutch', async ({ page }) => {
  await inRegion(page, 'netherlands');
  await itemInCart(page.request, 'en-en');
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await expect(checkout.country.locator('option[value="BE"]')).toHaveText('België');
  await expect(checkout.country.locator('option[value="FR"]')).toHaveText('Frankrijk');
  await checkout.country.selectOption('NL');
  await expect(checkout.shippingMethods.first()).toBeVisible();
  const methods = (await checkout.shippingMethods.allInnerTexts()).join(' | ');
  expect(methods).toMatch(/track & trace/);
  expect(methods).not.toMatch(/Untracked|Tracked Parcel/);
  const payments = (await checkout.paymentMethods.allInnerTexts()).join(' | ');
  expect(payments).toContain('Creditcard');
  expect(payments).toContain('Bankoverschrijving');
  expect(payments).not.toMatch(/Credit card|Bank transfer/);
});

test('the discount is a negative amount with its code in the cart, at checkout and on the order', async ({ page }) => {
  await itemInCart(page.request, 'en-en', 'GROW10');
  const frame = new ShopFrame(page);
  await page.goto('/');
  await frame.waitForHydration();
  const cart = await frame.openCart();
  await expect(cart.discount).toHaveText(/^-€\d+\.\d\d$/);
  const amount = (await cart.discount.innerText()).trim();
  await page.keyboard.press('Escape');

  const checkout = new CheckoutPage(page);
  await checkout.goto();
  const summary = page.getByTestId('checkout-summary');
  await expect(summary).toContainText('Discount (GROW10)');
  await expect(page.getByTestId('checkout-summary-discount')).toHaveText(amount);

  await checkout.fill(`discount-${Date.now()}@example.com`, 'NL', /Credit card/, ADA);
  await checkout.payNow.click();
  await new SandboxPage(page).choose('pay');
  await expect(new OrderOverviewPage(page).title).toHaveText('Payment complete');
  await expect(page.getByText('Discount (GROW10)')).toBeVisible();
  await expect(page.getByTestId('order-discount')).toHaveText(amount);
});

test('an empty cart offers a way back to the catalogue', async ({ page }) => {
  const frame = new ShopFrame(page);
  await page.goto('/de');
  await frame.waitForHydration();
  const cart = await frame.openCart();
  await expect(cart.empty).toBeVisible();
  const link = cart.root.getByTestId('cart-continue-shopping');
  await expect(link).toHaveText('Weiter einkaufen');
  await link.click();
  await expect(page).toHaveURL(/\/de\/collections\/all$/);
});

test('/de/bewertungen: the reviews in German, marked with the language they were written in', async ({ page }) => {
  await page.goto('/de/bewertungen');
  const reviews = page.getByTestId('shop-review');
  await expect(reviews.first()).toBeVisible();
  const texts = await reviews.allInnerTexts();
  for (const text of texts) expect(text).not.toMatch(/\b(germinated|finished in about|smell|effect|taste)\b/);
  expect(texts.join(' ')).toMatch(/gekeimt/);
  await expect(page.getByTestId('shop-review-translated').first()).toContainText('Englisch');
});

test('/reviews: the carousel is titled after the collection its link shows', async ({ page }) => {
  await page.goto('/reviews');
  const carousel = page.locator('[data-block="product-carousel"]');
  await expect(carousel.getByRole('link', { name: 'View all of Best Sellers' })).toBeVisible();
  await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(/best sellers/i);
  await expect(page.getByText('Best rated by our customers')).toHaveCount(0);
});

test('/de/sitemap names the product categories in German', async ({ page }) => {
  await page.goto('/de/sitemap');
  await expect(page.getByRole('link', { name: 'Hoher THC-Gehalt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'High THC', exact: true })).toHaveCount(0);
});

test('/fr blog: an English post says so on its card', async ({ page }) => {
  await inRegion(page, 'france');
  await page.goto('/blog');
  const card = page.getByTestId('post-card').first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('post-card-language')).toHaveText('En anglais');
});

test('a collection counts its strains, not seeds', async ({ page }) => {
  await page.goto('/collections/high-thc');
  await expect(page.getByTestId('listing-count')).toHaveText(/^\d+ strains$/);
  await page.goto('/de/collections/high-thc');
  await expect(page.getByTestId('listing-count')).toHaveText(/^\d+ Sorten$/);
});

test('/de account: the date of birth as German writes dates, country names on address cards, "Grower-Profil"', async ({
  page,
}) => {
  test.slow();
  const account = new AccountPages(page, '/de');
  const email = `e2e.lang.${Date.now()}@example.org`;
  await account.signUp({ firstName: 'Rosa', email, password: 'green thumbs 42' });
  await account.logIn(email, 'green thumbs 42', page.getByTestId('signup-created'));
  await expect(page).toHaveURL(/\/de\/konto$/);

  await account.open('/account/details', '/konto/details');
  await page.getByTestId('edit-details').click();
  const details = page.getByTestId('details-modal');
  await details.getByTestId('details-dob').fill('1990-05-05');
  await details.getByTestId('details-save').click();
  await expect(details).toBeHidden();
  await expect(page.getByTestId('details-shown-date-of-birth')).toHaveText('5. Mai 1990');
  await expect(page.getByText('Growers Profile')).toHaveCount(0);
  await expect(page.getByText('Grower-Profil').first()).toBeVisible();

  await account.open('/account/addresses', '/konto/adressen');
  await page.getByTestId('address-add').click();
  const modal = page.getByTestId('address-modal');
  await modal.getByTestId('address-firstName').fill('Rosa');
  await modal.getByTestId('address-lastName').fill('Grower');
  await modal.getByTestId('address-phone').fill('+43 1 123456');
  await modal.getByTestId('address-line1').fill('Hanfgasse 1');
  await modal.getByTestId('address-city').fill('Wien');
  await modal.getByTestId('address-postalCode').fill('1010');
  await modal.getByTestId('address-country').selectOption('AT');
  await modal.getByTestId('address-save').click();
  await expect(modal).toBeHidden();
  const card = page.getByTestId('address-card');
  await expect(card).toContainText('Österreich');
  await expect(card).not.toContainText(/\bAT\b/);
});

test('/de checkout: the blocked default address names its country and region in German', async ({ page }) => {
  const account = new AccountPages(page, '');
  const email = `e2e.blocked.${Date.now()}@example.org`;
  await account.signUp({ firstName: 'Rosa', email, password: 'green thumbs 42' });
  await account.logIn(email, 'green thumbs 42', page.getByTestId('signup-created'));
  await expect(page).toHaveURL(/\/account$/);
  await account.open('/account/addresses');
  await page.getByTestId('address-add').click();
  const modal = page.getByTestId('address-modal');
  await modal.getByTestId('address-firstName').fill('Rosa');
  await modal.getByTestId('address-lastName').fill('Grower');
  await modal.getByTestId('address-phone').fill('+32 2 123456');
  await modal.getByTestId('address-line1').fill('Rue Haute 1');
  await modal.getByTestId('address-city').fill('Bruxelles');
  await modal.getByTestId('address-postalCode').fill('1000');
  await modal.getByTestId('address-country').selectOption('BE');
  await modal.getByTestId('address-save').click();
  await expect(modal).toBeHidden();
  await page.getByTestId('address-card').getByTestId('address-make-shipping').click();
  await expect(page.getByTestId('badge-default-shipping')).toBeVisible();

  await itemInCart(page.request, 'de-de');
  await page.goto('/de/checkout');
  await hydrated(page);
  const blocked = page.getByTestId('checkout-default-address-blocked');
  await expect(blocked).toContainText('Belgien');
  await expect(blocked).toContainText('Deutschland');
  await expect(blocked).not.toContainText(/Belgium|Germany/);
});

test('/fr product page: free seeds agree in number ("1 offerte", "2 offertes")', async ({ page }) => {
  const list = (await (await page.request.get('/api/en-en/price-list')).json()) as {
    items: Array<{ slug: string; packs: Array<{ seeds: number; freeSeeds: number }> }>;
  };
  const item = list.items.find((i) => i.packs.some((p) => p.freeSeeds === 1));
  expect(item, 'a pack with one free seed').toBeDefined();
  const pack = item!.packs.find((p) => p.freeSeeds === 1)!;
  await inRegion(page, 'france');
  await page.goto(`/product/${item!.slug}`);
  const option = page.getByTestId('pack-option').filter({ hasText: `${pack.seeds} graines` });
  await expect(option.first()).toContainText('1 offerte');
  await expect(page.getByTestId('pack-option').filter({ hasText: /\b1 offertes\b/ })).toHaveCount(0);
});
