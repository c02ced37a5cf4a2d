import { EntryGate } from '../pages/entry-gate';
import { HomePage } from '../pages/home-page';
import { ProductPage } from '../pages/product-page';
import { firstProductSlug } from '../support/catalog';
import { ONCE, expect, test } from '../support/test';

test.use({ enteredShop: false });

test.describe('the entry gate', () => {
  test('greets a first visit with region, cookie choice and the 18+ notice; the shop behind is not usable', async ({
    page,
  }) => {
    const home = new HomePage(page);
    const gate = new EntryGate(page);
    expect((await home.goto())?.status()).toBe(200);
    await expect(gate.root).toBeVisible();
    await expect(gate.root).toContainText('Select your region');
    await expect(gate.root).toContainText('Yes, allow functional, analytical and marketing cookies.');
    await expect(gate.root).toContainText('You must be 18+ to enter this website');
    await expect(gate.enter).toHaveText('Enter website');
    await expect(gate.leave).toHaveText('Leave');
    await expect(gate.region.locator('option')).toHaveCount(11);
    await expect(page.getByTestId('shop')).toHaveAttribute('inert', '');
    // Keyboard stays in the gate and Escape does not dismiss it.
    await gate.waitUntilInteractive();
    await page.keyboard.press('Escape');
    await expect(gate.root).toBeVisible();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="entry-gate"]')))).toBe(
        true,
      );
    }
  });

  test('entering lands on the chosen storefront, remembered for a year, and the gate stays away', async ({
    page,
    context,
    request,
  }) => {
    const slug = await firstProductSlug(request);
    const product = new ProductPage(page);
    const gate = new EntryGate(page);
    await product.goto(slug);
    await gate.region.selectOption('united-kingdom');
    await gate.enter.click();
    await expect(page).toHaveURL(new RegExp(`/uk/product/${slug}$`));
    await expect(gate.root).toHaveCount(0);
    await expect(product.name).toBeVisible();
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    // The cookie box starts unticked (opt-in): only essential cookies without it.
    expect(cookies.sf_consent?.value).toBe('essential');
    expect(cookies.sf_region?.value).toBe('united-kingdom');
    expect(cookies.sf_locale?.value).toBe('uk');
    const yearFromNow = Date.now() / 1000 + 365 * 24 * 3600;
    expect(Math.abs((cookies.sf_locale?.expires ?? 0) - yearFromNow)).toBeLessThan(120);
    // Remembered: a default-storefront page now brings the shopper to the UK storefront, without the gate.
    await page.goto('/collections');
    await expect(page).toHaveURL(/\/uk\/collections$/);
    await expect(gate.root).toHaveCount(0);
  });

  test(
    'the cookie box starts unticked; ticking it allows analytical and marketing cookies',
    ONCE,
    async ({ page, context }) => {
      const gate = new EntryGate(page);
      await page.goto('/');
      await gate.waitUntilInteractive();
      await expect(gate.cookies).not.toBeChecked();
      await gate.cookies.check();
      await gate.region.selectOption('germany');
      await gate.enter.click();
      await expect(page).toHaveURL(/\/de$/);
      expect((await context.cookies()).find((c) => c.name === 'sf_consent')?.value).toBe('all');
    },
  );

  test('"Changing region..." covers the page while the region switches', async ({ page }) => {
    const gate = new EntryGate(page);
    await page.goto('/');
    await gate.waitUntilInteractive();
    // Hold the page where it is (the switch itself is the test above): only the overlay is under test.
    await page.evaluate(() =>
      document
        .querySelector('[data-testid="entry-gate-form"]')
        ?.addEventListener('submit', (event) => event.preventDefault()),
    );
    await gate.enter.click();
    await expect(page.getByTestId('changing-region')).toHaveText('Changing region...');
  });

  test('stays where it first shows: neither more of it arriving nor its turning modal moves it', async ({ page }) => {
    const home = new HomePage(page);
    const gate = new EntryGate(page);
    await home.goto();
    await expect(gate.root).toBeVisible();
    const top = async () => (await gate.root.boundingBox())!.y;
    const first = await top();
    // A page still arriving on a slow network shows part of the gate: a dialog centred on the screen would sit
    // lower then and move up as the rest arrived (a layout shift on every new visitor's first page).
    const part = await page.evaluate(() => {
      const form = document.querySelector<HTMLElement>('[data-testid="entry-gate"] form')!;
      form.style.display = 'none';
      const y = document.querySelector('[data-testid="entry-gate"]')!.getBoundingClientRect().y;
      form.style.display = '';
      return y;
    });
    expect(part).toBe(first);
    await gate.waitUntilInteractive();
    expect(await gate.root.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    expect(await top()).toBe(first);
  });

  test('"Leave" exits the shop', ONCE, async ({ page }) => {
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }),
    );
    await page.goto('/');
    await new EntryGate(page).leave.click();
    await expect(page).toHaveURL(/^https:\/\/www\.google\.com\//);
  });
});

test.describe('the entry gate without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows over a dimmed page, as its modal backdrop does later, and entering still works', async ({ page }) => {
    const home = new HomePage(page);
    const gate = new EntryGate(page);
    expect((await home.goto())?.status()).toBe(200);
    await expect(gate.root).toBeVisible();
    // Not in the top layer without JavaScript: a shadow as wide as the screen stands in for the backdrop.
    await expect(gate.root).toHaveCSS('box-shadow', /rgba\(10, 20, 15, 0\.45\) 0px 0px 0px \d{3,}px/);
    await gate.enter.click();
    await expect(gate.root).toHaveCount(0);
    await expect(home.freeShipping).toBeVisible();
  });
});

test.describe('the change-region modal', () => {
  test.use({ enteredShop: true });

  test('opens from the header at any time and switches the storefront', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.waitForHydration();
    const modal = await home.openChangeRegion();
    await expect(modal.getByRole('heading', { name: 'Change Region' })).toBeVisible();
    await page.getByTestId('change-region-region').selectOption('canada');
    await page.getByTestId('change-region-submit').click();
    await expect(page).toHaveURL(/\/ca$/);
    await expect(home.freeShipping).toHaveText('Free over C$120.00');
    await home.waitForHydration();
    await expect(await home.regionSwitch()).toContainText('Canada');
    // Opening another storefront by its address names that storefront's region, not the one chosen.
    await page.goto('/uk');
    await home.waitForHydration();
    await expect(await home.regionSwitch()).toContainText('United Kingdom');
  });

  test('closes on Escape and gives the page back', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.waitForHydration();
    const opener = await home.regionSwitch();
    await home.openChangeRegion();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('change-region')).toHaveCount(0);
    // Focus is back on the button that opened it (in the menu drawer on a phone, which stays open).
    await expect(opener).toBeFocused();
  });
});
