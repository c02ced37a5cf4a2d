import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { expect, test } from '../support/test';

test.describe('rules of every navigation (spec 2.3)', () => {
  test('renew=true clears cookies, session and local storage and reloads without the parameter', async ({
    page,
    context,
  }) => {
    const home = new HomePage(page);
    await home.goto();
    await page.evaluate(() => {
      localStorage.setItem('pap_a_id', 'x');
      sessionStorage.setItem('referral-tracked', 'true');
    });
    expect((await context.cookies()).map((c) => c.name)).toContain('sf_consent');
    await page.goto('/collections?sort=name&renew=true');
    await expect(page).toHaveURL(/\/collections\?sort=name$/);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('sf_consent');
    // The cleared consent brings the gate back.
    await expect(page.getByTestId('entry-gate')).toBeVisible();
  });

  test('a trailing slash is removed, except for the root', async ({ page }) => {
    const response = await page.goto('/collections/high-thc/');
    await expect(page).toHaveURL(/\/collections\/high-thc$/);
    expect(response?.status()).toBe(200);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
  });

  test("the server's route rules redirect, for a page request and for a link inside the page", async ({ page }) => {
    await page.goto('/shop');
    await expect(page).toHaveURL(/\/collections$/);
    const home = new HomePage(page);
    await home.goto();
    await home.waitForHydration();
    // A navigation inside the page (history, as the back button does) follows the rule without a page load.
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
      history.pushState({}, '', '/cbd-seeds');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/collections\/high-cbd$/);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test('unknown paths and /404 answer 404 with the not-found page', async ({ page }) => {
    const texts = {
      en: [
        'Oeps! Nothing here',
        'This page does not exist (anymore)',
        'You might want to browse any of these collections',
      ],
      de: [
        'Hoppla! Hier ist nichts',
        'Diese Seite existiert nicht (mehr)',
        'Vielleicht möchtest du dir eine dieser Kollektionen ansehen',
      ],
    };
    for (const path of ['/no/such/page', '/404', '/de/404']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      const notFound = new NotFoundPage(page);
      for (const text of texts[path.startsWith('/de') ? 'de' : 'en']) await expect(notFound.root).toContainText(text);
      await expect(page.getByTestId('not-found-category').first()).toBeVisible();
      await expect(page).toHaveTitle(
        path.startsWith('/de') ? `Seite nicht gefunden: ${path}` : `Page not found: ${path}`,
      );
      await expect(page.locator('body')).toHaveClass(/error-404/);
      await expect(page.locator('body')).toHaveClass(/floating-breadcrumbs/);
    }
  });
});
