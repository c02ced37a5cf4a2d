import { HomePage } from '../pages/home-page';
import { SearchPanel } from '../pages/search-panel';
import { seriousViolations } from '../support/axe';
import { firstProductSlug } from '../support/catalog';
import { expect, test } from '../support/test';

test.describe('accessibility (axe-core, serious and critical)', () => {
  test('home, a listing, a product, the price list and the not-found page', async ({ page, request }) => {
    // Six pages, each loaded to network idle and scanned whole: three times the per-test budget.
    test.slow();
    const slug = await firstProductSlug(request);
    for (const path of ['/', '/collections/high-thc', `/product/${slug}`, '/price-list', '/no-such-page', '/de']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test('with a drawer open and in dark mode', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.waitForHydration();
    await home.drawerButton('account').click();
    await expect(home.drawer('account')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await home.chooseColourMode('Dark');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('with the search drawer open, before and after a search', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.waitForHydration();
    const search = new SearchPanel(page);
    await search.open();
    expect(await seriousViolations(page), 'search drawer open').toEqual([]);
    await search.search('amnesia');
    await expect(search.group('strains')).toBeVisible();
    expect(await seriousViolations(page), 'search results').toEqual([]);
  });

  test('with the change-region modal open', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.waitForHydration();
    const modal = await home.openChangeRegion();
    await expect(modal.getByRole('heading', { name: 'Change Region' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('accessibility of the account area', () => {
  test('login, sign-up, forgot password, the guest gate; logged in: details and addresses with their modals', async ({
    page,
  }) => {
    // Five pages and two logged-in pages with their modals, each scanned whole: three times the per-test budget.
    test.slow();
    for (const path of ['/login', '/signup', '/forgot-password', '/account', '/de/konto/wishlist']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
    const email = `e2e.axe.${Date.now()}@example.org`;
    await page.request.post('/api/account/signup', {
      data: { email, password: 'green thumbs 42', firstName: 'Axel', lastName: 'Able' },
    });
    expect((await page.request.post('/api/account/login', { data: { email, password: 'green thumbs 42' } })).ok()).toBe(
      true,
    );
    await page.goto('/account/details');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), 'details').toEqual([]);
    await page.getByTestId('edit-grower').click();
    await page.getByTestId('strain-search').fill('haze');
    await expect(page.getByTestId('strain-results')).toBeVisible();
    expect(await seriousViolations(page), 'Growers Profile modal').toEqual([]);
    await page.goto('/account/addresses');
    await page.waitForLoadState('networkidle');
    await page.getByTestId('address-add').click();
    await page.getByTestId('address-save').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await seriousViolations(page), 'address modal with errors').toEqual([]);
  });
});

test.describe('accessibility of the entry gate', () => {
  test.use({ enteredShop: false });

  test('the gate', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.waitForHydration();
    await expect(page.getByTestId('entry-gate')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
