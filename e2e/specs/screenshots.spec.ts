import type { APIRequestContext, Page } from '@playwright/test';
import { HomePage } from '../pages/home-page';
import { ProductPage } from '../pages/product-page';
import { settleForScreenshot } from '../support/screenshots';
import { expect, test } from '../support/test';

// Layout regressions fail CI. Home, a listing, a product and the cart panel, at 360 px (the
// `phone` project) and 1366 px (the desktop project), against committed baselines in e2e/__screenshots__
// (how to update them: e2e/README.md). Only seeded data that no other spec changes is on screen: the
// listing and product are chosen by name, not by popularity (sales move it), and the counts of "useful"
// votes (the product-page spec votes) and toasts are masked.

const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1366, height: 768 } };

/** The first strain of High THC by name: stable while the catalogue's seed is. */
async function firstByName(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/en-en/collections/high-thc/products?sort=name');
  const body = (await response.json()) as { items: { slug: string }[] };
  return body.items[0]!.slug;
}

const varying = (page: Page) => [page.getByTestId('toast'), page.getByTestId('review-useful-count')];

test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize(isMobile ? SIZES.phone : SIZES.desktop);
});

test('home', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await home.waitForHydration();
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot('home.png', { fullPage: true, mask: varying(page) });
});

test('listing', async ({ page }) => {
  await page.goto('/collections/high-thc?sort=name');
  await new HomePage(page).waitForHydration();
  await settleForScreenshot(page);
  // The cards' pictures are masked: the grid is what may break, and 24 photographs would make the
  // baseline a megabyte.
  const pictures = page.getByTestId('product-card-item').locator('img');
  await expect(page).toHaveScreenshot('listing.png', { fullPage: true, mask: [...varying(page), pictures] });
});

test('product', async ({ page, request }) => {
  const product = new ProductPage(page);
  await product.goto(await firstByName(request));
  await product.waitForHydration();
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot('product.png', { fullPage: true, mask: varying(page) });
});

test('cart panel with a line', async ({ page, request }) => {
  const product = new ProductPage(page);
  await product.goto(await firstByName(request));
  await product.waitForHydration();
  const modal = await product.addToCart();
  await modal.viewCart.click();
  await expect(product.cart.lines).toHaveCount(1);
  await settleForScreenshot(page);
  await expect(page).toHaveScreenshot('cart-panel.png', { mask: varying(page) });
});
