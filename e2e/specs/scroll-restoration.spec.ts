import type { Page } from '@playwright/test';
import { giveIntent } from '../pages/intent';
import { expect, test } from '../support/test';

/**
 * Navigation scrolls as a browser's does: a new page opens at its top, Back and Forward return to where the shopper
 * was on that page (the shell's router keeps a position per history entry).
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await giveIntent(page);
  // Booted on intent; a busy machine may take a while.
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1, { timeout: 30_000 });
}

/** Scrolls so that `locator` is on screen, and answers the position. */
async function scrolledTo(page: Page, selector: string): Promise<number> {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const y = await scrollY(page);
  expect(y).toBeGreaterThan(300);
  return y;
}

test.describe('scroll position across navigation', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.slow();

  test('a footer link opens the next page at its top; Back returns to the footer', async ({ page }) => {
    await hydrated(page, '/collections/high-thc');
    const link = page.getByTestId('footer').getByRole('link').first();
    await link.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(300);
    const from = page.url();
    await link.click();
    await expect(page).not.toHaveURL(from);
    await expect(page.locator('main')).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(from);
    await expect.poll(() => scrollY(page)).toBe(before);
    await page.goForward();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('listing to product opens the product at its top; Back restores the listing where it was', async ({ page }) => {
    await hydrated(page, '/collections/high-thc');
    const cards = page.getByTestId('product-card-item');
    const card = cards.nth(Math.min(5, (await cards.count()) - 1));
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    await page.waitForTimeout(300);
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(300);
    const from = page.url();
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByTestId('add-to-cart')).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(from);
    await expect.poll(() => scrollY(page)).toBe(before);
  });

  test("a listing's next page opens at its top", async ({ page }) => {
    await hydrated(page, '/collections/high-thc');
    const before = await scrolledTo(page, '[data-testid="pagination"]');
    await page.getByTestId('pagination').locator('a[href$="/high-thc/2"]').first().click();
    await expect(page).toHaveURL(/\/collections\/high-thc\/2$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect.poll(() => scrollY(page)).toBe(before);
  });
});
