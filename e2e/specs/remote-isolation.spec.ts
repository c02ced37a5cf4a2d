import { expect, test } from '../support/release-test';
import { AreaFallback } from '../pages/area-fallback';
import { HomePage } from '../pages/home-page';
import { ProductPage } from '../pages/product-page';
import { firstProductSlug } from '../support/catalog';
import { activeRemote, editPointer } from '../support/releases';

const MISSING_VERSION = '0.0.0-missing';

test('an unreachable product remote shows its area fallback while the rest of the shop keeps working', async ({
  page,
  request,
}) => {
  const slug = await firstProductSlug(request);
  const active = activeRemote('mf_product');
  const missingEntry = `/releases/mf_product/${MISSING_VERSION}/remoteEntry.js`;
  expect((await request.get(missingEntry)).status(), 'the broken pointer really points nowhere').toBe(404);

  const restore = editPointer((pointer) => {
    pointer.remotes.mf_product = { ...active, version: MISSING_VERSION, entry: missingEntry };
  });
  let restored = false;
  try {
    const product = new ProductPage(page);
    const fallback = new AreaFallback(page);

    await test.step('the product page shows the fallback in place of the product area, never a server error', async () => {
      const response = await product.goto(slug);
      expect(response?.status()).toBe(200);
      await expect(fallback.root).toBeVisible();
      await expect(fallback.retry).toBeVisible();
      await expect(product.name).toHaveCount(0);
    });

    await test.step('header, footer and the cart (another remote) still work', async () => {
      await product.expectFrame();
      const cart = await product.openCart();
      await expect(cart.empty).toBeVisible();
    });

    await test.step('the home page (another remote) is untouched', async () => {
      const home = new HomePage(page);
      expect((await home.goto())?.status()).toBe(200);
      await expect(home.collectionLinks.first()).toBeVisible();
      await expect(fallback.root).toHaveCount(0);
    });

    await test.step('after the pointer is repaired, retry loads the product', async () => {
      // The browser's own attempts at the missing entry (on start-up, and once its boundary mounts) must be
      // over first: repaired before them, an attempt would find the good release by itself and there would
      // be nothing left to retry.
      await product.goto(slug);
      await page.waitForLoadState('networkidle');
      await expect(fallback.retry).toBeEnabled();
      restore();
      restored = true;
      await fallback.retry.click();
      await expect(product.name).toBeVisible();
      await expect(product.packOptions.first()).toBeVisible();
      await expect(fallback.root).toHaveCount(0);
    });
  } finally {
    if (!restored) restore();
  }
});
