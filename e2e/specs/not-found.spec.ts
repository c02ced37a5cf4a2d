import { ONCE, expect, test } from '../support/test';
import { NotFoundPage } from '../pages/not-found-page';

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page inside the shop frame', async ({ page }) => {
    const notFound = new NotFoundPage(page);
    const response = await page.goto('/definitely-not-here');
    expect(response?.status()).toBe(404);
    await expect(notFound.root).toBeVisible();
    await expect(notFound.root).toContainText('Oeps! Nothing here');
    await expect(page).toHaveTitle(/Page not found: \/definitely-not-here/);
    await notFound.expectFrame();
  });

  test('an unknown product slug answers 404 with the not-found page', ONCE, async ({ page }) => {
    const notFound = new NotFoundPage(page);
    const response = await page.goto('/product/no-such-strain-e2e');
    expect(response?.status()).toBe(404);
    await expect(notFound.root).toBeVisible();
    await expect(notFound.root).toContainText('Oeps! Nothing here');
    await expect(page.getByTestId('product-name')).toHaveCount(0);
  });

  test('an unknown collection slug answers 404', ONCE, async ({ page }) => {
    const response = await page.goto('/collections/no-such-collection-e2e');
    expect(response?.status()).toBe(404);
    await expect(new NotFoundPage(page).root).toBeVisible();
  });
});
