import type { Page, Request } from '@playwright/test';
import { CheckoutPage, oneItemInCart } from '../pages/checkout-page';
import { CollectionPage } from '../pages/collection-page';
import { collectConsoleErrors } from '../support/console-errors';
import { holdRequests, SHELL_ENTRY } from '../support/held-requests';
import { HomePage } from '../pages/home-page';
import { ProductPage } from '../pages/product-page';
import { expect, test } from '../support/test';

/**
 * The pages a shopper mostly reads ship only a small inline loader; the shop's scripts load on the
 * first intent, clicks on buttons meanwhile are replayed once hydrated; so do the checkout, the login and the
 * account overview, whose forms post natively (checkout, login).
 */

/**
 * The shop's own scripts (the shell's and the areas'), as they are asked for to run (a script, or its preload); not
 * what the loader fetches into the cache once the page is idle (a prefetch runs nothing).
 */
function shopScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && /^\/(shell|releases)\/.+\.js$/.test(path)) seen.push(path);
  });
  return seen;
}

/** Holds the shell's entry script back until released, so an action certainly lands on markup without React. */
const holdShellEntry = (page: Page) => holdRequests(page, SHELL_ENTRY);

async function firstProductSlug(page: Page): Promise<string> {
  const response = await page.request.get('/api/en-en/collections/high-thc/products');
  const listing = (await response.json()) as { items: { slug: string }[] };
  return listing.items[0]!.slug;
}

test.describe('hydration on intent', () => {
  test('home and product pages request no script of the shop until the shopper shows intent', async ({ page }) => {
    const slug = await firstProductSlug(page);
    for (const path of ['/', `/product/${slug}`]) {
      // The page before is left first: what it still loads at idle once hydrated is not this page's.
      await page.goto('about:blank');
      const scripts = shopScripts(page);
      await page.goto(path, { waitUntil: 'load' });
      // No preload either: the head names no script.
      await expect(page.locator('link[rel=preload][as=script], link[rel=modulepreload]')).toHaveCount(0);
      await page.waitForTimeout(1500);
      expect(scripts, `${path}: scripts before intent`).toEqual([]);
      await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
      // Idle after load, the start-up's scripts are fetched into the cache, and none of them runs.
      await expect(page.locator('link[rel=prefetch][href^="/shell/main."]')).toHaveCount(1);
      expect(await page.evaluate(() => performance.getEntriesByName('sf:main').length)).toBe(0);
      // The pointer over a link is intent: the shell boots and hydrates.
      await page.getByTestId('header').getByRole('link').first().hover();
      await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
      expect(scripts.some((p) => /^\/shell\/main\./.test(p))).toBe(true);
      // Every chunk the start-up loaded was preloaded with main at the intent, not found one import at a time (a
      // chunk webpack had to ask for itself would be a resource its script element started).
      const chunks = await page.evaluate(() => ({
        preloaded: [...document.querySelectorAll('link[rel=preload][as=script]')].filter((l) =>
          /^\/shell\/\d+\./.test(new URL((l as HTMLLinkElement).href).pathname),
        ).length,
        foundLate: performance
          .getEntriesByType('resource')
          .map((r) => r as PerformanceResourceTiming)
          // Before the page hydrated: once quiet, it fetches what a first action needs (axios), which is not start-up.
          .filter((r) => r.startTime < (performance.getEntriesByName('sf:hydrated')[0]?.startTime ?? Infinity))
          .filter((r) => r.initiatorType === 'script' && /^\/shell\/\d+\./.test(new URL(r.name).pathname))
          .map((r) => r.name),
      }));
      expect(chunks.preloaded, `${path}: the start-up's chunks preloaded`).toBeGreaterThan(5);
      expect(chunks.foundLate, `${path}: chunks not preloaded`).toEqual([]);
      page.removeAllListeners('request');
    }
  });

  test('add to cart clicked before hydration posts its form: the pack chosen added once, shown without the shop', async ({
    page,
  }) => {
    const slug = await firstProductSlug(page);
    const release = await holdShellEntry(page);
    const product = new ProductPage(page);
    await page.goto(`/product/${slug}`, { waitUntil: 'domcontentloaded' });
    await product.choosePack(1);
    const seeds = /^\d+/.exec((await product.packOptions.nth(1).innerText()).trim())?.[0] ?? 'none';
    await product.addToCartButton.click();
    // The shell is still held: the page the form post came back to shows the result.
    await expect(product.addedModal.root).toBeVisible();
    await expect(product.addedModal.pack).toHaveText(new RegExp(`^${seeds} seeds?\\b`));
    await expect(product.cartCount).toHaveText('1');
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
    release();
  });

  test('a filter ticked before hydration shows the filtered listing in place; the shell then owns that page', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const release = await holdShellEntry(page);
    const scripts = shopScripts(page);
    const listing = new CollectionPage(page);
    await page.goto('/collections/all', { waitUntil: 'domcontentloaded' });
    const everything = await listing.seedCount();
    // A page load would forget this.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await listing.filterToggle.click();
    await listing.filterOption('promotions', '1').check();
    await expect(page).toHaveURL(/\/collections\/all\?promotions=1$/);
    await expect.poll(() => listing.seedCount()).toBeLessThan(everything);
    const promoted = await listing.seedCount();
    await expect(page.getByTestId('listing-title')).toHaveText('Strains on promotion');
    // In place: the same document, the panel still open, the box ticked and focused.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(listing.filterPanel).toHaveAttribute('open', '');
    await expect(listing.filterOption('promotions', '1')).toBeChecked();
    await expect(listing.filterOption('promotions', '1')).toBeFocused();
    // The panel works without the shop, whose start would compete with the listing's: not even asked for.
    expect(scripts).toEqual([]);

    release();
    // Intent elsewhere starts the shop.
    await page.getByTestId('header').getByRole('link').first().hover();
    await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
    // The shell hydrated the filtered page: its next change narrows from there, in place.
    await listing.filterOption('genetics', 'sativa').check();
    await expect(page).toHaveURL(/promotions=1.*genetics=sativa|genetics=sativa.*promotions=1/);
    await expect.poll(() => listing.seedCount()).toBeLessThanOrEqual(promoted);
    await page.goBack();
    await expect(page).not.toHaveURL(/genetics=sativa/);
    await expect.poll(() => listing.seedCount()).toBe(promoted);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a filter ticked while the shop’s scripts arrive is still fetched in place; the shell hydrates that page', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const listing = new CollectionPage(page);
    await page.goto('/collections/all', { waitUntil: 'load' });
    // The shell starts; React DOM (the script that brings `hydrateRoot`) is held: the shop is booting.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/shell\/[^?]+\.js(\?|$)/, async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('hydrateRoot')) await held;
      await route.fulfill({ response }).catch(() => undefined);
    });
    const everything = await listing.seedCount();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByTestId('header').getByRole('link').first().hover();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('sf:boot').length)).toBe(1);
    await listing.filterToggle.click();
    await listing.filterOption('promotions', '1').check();
    // Answered by the page's loader as before the shop started: in place, not left to wait for the boot.
    await expect(page).toHaveURL(/\/collections\/all\?promotions=1$/);
    await expect.poll(() => listing.seedCount()).toBeLessThan(everything);
    const promoted = await listing.seedCount();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);

    release();
    await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
    // The shell read the page on screen: the filtered one, hydrated as it is (no mismatch, no new render).
    await expect(page.getByTestId('listing-title')).toHaveText('Strains on promotion');
    expect(await listing.seedCount()).toBe(promoted);
    await expect(listing.filterOption('promotions', '1')).toBeChecked();
    await listing.filterOption('genetics', 'sativa').check();
    await expect(page).toHaveURL(/promotions=1.*genetics=sativa|genetics=sativa.*promotions=1/);
    await expect.poll(() => listing.seedCount()).toBeLessThanOrEqual(promoted);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    // A lazy chunk of the shell may still be on its way through the route: its fetch would fail once the test
    // has ended, and the error would surface in the next test of this worker.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('text typed before hydration is kept, and a click on search then opens the search drawer', async ({ page }) => {
    const release = await holdShellEntry(page);
    const home = new HomePage(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const email = page.getByTestId('newsletter-email');
    await email.fill('early@example.com');
    await home.drawerButton('search').click();
    release();
    await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
    await expect(email).toHaveValue('early@example.com');
    const input = home.drawer('search').getByTestId('search-input');
    await expect(input).toBeVisible();
    await input.fill('amnesia');
    await expect(input).toHaveValue('amnesia');
  });

  test('the keyboard alone works: Tab to the cart button starts the shop, Enter opens the cart', async ({ page }) => {
    const home = new HomePage(page);
    await page.goto('/', { waitUntil: 'load' });
    const cart = home.drawerButton('cart');
    for (let i = 0; i < 40 && !(await cart.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(cart).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(home.drawer('cart')).toBeVisible();
  });

  test('checkout boots on intent: the e-mail typed and the country chosen before hydration are kept and work', async ({
    page,
  }) => {
    await oneItemInCart(page.request);
    const html = await (await page.request.get('/checkout')).text();
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    const scripts = shopScripts(page);
    const release = await holdShellEntry(page);
    const checkout = new CheckoutPage(page);
    await page.goto('/checkout', { waitUntil: 'load' });
    expect(scripts).toEqual([]);
    await checkout.email.fill('early@example.com');
    await checkout.country.selectOption('NL');
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
    release();
    await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
    expect(scripts.some((p) => /^\/shell\/main\./.test(p))).toBe(true);
    await expect(checkout.email).toHaveValue('early@example.com');
    await expect(checkout.country).toHaveValue('NL');
    // The country reached the hydrated form: its shipping options were asked for and shown.
    await expect(checkout.shippingMethods.first()).toBeVisible();
  });

  test('Pay Now pressed before hydration posts the form natively: back with its errors and what was typed', async ({
    page,
  }) => {
    await oneItemInCart(page.request);
    await holdShellEntry(page);
    const checkout = new CheckoutPage(page);
    await page.goto('/checkout', { waitUntil: 'load' });
    await checkout.email.fill('early@example.com');
    await checkout.payNow.click();
    await expect(checkout.error('delivery.lastName')).toHaveText('Last name is required.');
    await expect(checkout.email).toHaveValue('early@example.com');
  });

  test('a login sent with Enter before hydration posts to the api, never puts the password in the URL, and logs in', async ({
    page,
  }) => {
    const email = `early-login-${Date.now()}@example.com`;
    const password = 'early-password-1';
    const signup = await page.request.post('/api/account/signup', {
      data: { email, password, firstName: 'Ada', lastName: 'Grower' },
    });
    expect(signup.status()).toBe(202);
    // The shell does not arrive: the login does not wait for it.
    const release = await holdShellEntry(page);
    await page.goto('/login?returnTo=%2Faccount', { waitUntil: 'load' });
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-password').press('Enter');
    await expect(page).toHaveURL(/\/account$/);
    expect(page.url()).not.toContain('password');
    await expect(page.getByTestId('account-overview-greeting')).toContainText('Ada');
    release();
  });
});
