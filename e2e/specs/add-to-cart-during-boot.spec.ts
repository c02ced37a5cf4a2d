import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ProductPage } from '../pages/product-page';
import { firstProductSlug } from '../support/catalog';
import { collectConsoleErrors } from '../support/console-errors';
import { cartItems, slowedProductPage } from '../support/early-add';
import { holdRequests } from '../support/held-requests';

// Add to cart while the shop boots (the shell has read the page, or hydrated it before the cart area is in).

/** The product area's entry: while it is held, a started shell has read the page but cannot hydrate it. */
const PRODUCT_AREA_ENTRY = /\/releases\/mf_product\/[^/]+\/remoteEntry\.js$/;

/** Waits until the shell has started and claimed the page from the edge's loader (shared-contracts EARLY_FORMS). */
async function shellClaimedPage(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Record<string, unknown>).__sfEarlyPage === true))
    .toBe(true);
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(0);
}

test.describe('with JavaScript, while the shop boots', () => {
  test('an add whose answer comes once the shell has started: the shell waits for it, hydrates its counts and keeps the dialog', async ({
    page,
    request,
  }) => {
    const slug = await firstProductSlug(request);
    const errors = collectConsoleErrors(page);
    const answer = await holdRequests(page, /\/cart\/form-add$/);
    // The product area comes only after the answer: a shell that read the page before it would hydrate the page
    // the answer's counts were put into under it.
    const areaIn = await holdRequests(page, PRODUCT_AREA_ENTRY);
    const { product, boot } = await slowedProductPage(page, slug);
    await product.addToCartButton.click();
    // The add itself starts the shop only once its dialog shows; intent elsewhere (the pointer over a link) starts it
    // while the add is on its way, and the shell waits for the add before it reads the page.
    await page.getByTestId('header').getByRole('link').first().hover();
    boot();
    await shellClaimedPage(page);
    await page.waitForTimeout(300);
    await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(0);
    answer();
    areaIn();
    await expect(product.addedModal.root).toBeVisible();
    await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
    // Hydrated with the count the answer brought: no mismatch, the dialog still open, one add.
    await page.waitForTimeout(500);
    await expect(product.addedModal.root).toBeVisible();
    await product.expectCartCount(1);
    expect((await cartItems(page)).itemCount).toBe(1);
    expect(errors).toEqual([]);
  });

  test('an add tapped once the shell has read the page shows its dialog at once; hydrated, the count and the cart follow', async ({
    page,
    request,
  }) => {
    const slug = await firstProductSlug(request);
    const errors = collectConsoleErrors(page);
    const areaIn = await holdRequests(page, PRODUCT_AREA_ENTRY);
    const { product, boot } = await slowedProductPage(page, slug);
    await product.choosePack(0);
    // Choosing a pack is the platform's (it does not start the shop): the pointer over a link does.
    await page.getByTestId('header').getByRole('link').first().hover();
    boot();
    await shellClaimedPage(page);
    // What the first frame with the dialog shows (read then: on a loaded machine the shell's own time limits may
    // hydrate the page without its area a few seconds later, and the count follow).
    await page.evaluate(() => {
      const seen = { hydrated: null as boolean | null, count: '' };
      (window as unknown as { atDialog: typeof seen }).atDialog = seen;
      const frame = () => {
        if (document.querySelector<HTMLDialogElement>('dialog[data-testid="cart-added-modal"]')?.open) {
          seen.hydrated = document.getElementById('root')?.getAttribute('data-hydrated') === 'true';
          seen.count = document.querySelector('[data-testid="cart-count"]')?.textContent ?? '';
        } else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await product.addToCartButton.click();
    // The dialog does not wait for the whole shop: it shows while React has not the page yet, the count untouched.
    await expect(product.addedModal.root).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { atDialog: { hydrated: boolean | null } }).atDialog))
      .toEqual({ hydrated: false, count: '0' });
    areaIn();
    await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
    // Hydrated: the shell applies the answer's count; the dialog stays; the cart area loads the cart the add changed.
    await product.expectCartCount(1);
    await expect(product.addedModal.root).toBeVisible();
    expect((await cartItems(page)).itemCount).toBe(1);
    await product.addedModal.viewCart.click();
    await expect(product.cart.lines).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});

test.describe('with JavaScript, hydrated before the cart area is in', () => {
  test('the product page answers the add itself: its dialog and the count at once; the cart area then has the line', async ({
    page,
    request,
  }) => {
    const slug = await firstProductSlug(request);
    const errors = collectConsoleErrors(page);
    // The cart area (which owns an add once it is in) is held: the page is hydrated, the area still on its way.
    const cartAreaIn = await holdRequests(page, /\/releases\/mf_cart_checkout\/[^/]+\/remoteEntry\.js$/);
    const product = new ProductPage(page);
    await product.goto(slug);
    await product.hydrated();
    await product.choosePack(1);
    await product.addToCartButton.click();
    await expect(product.addedModal.root).toBeVisible();
    await product.expectCartCount(1);
    expect((await cartItems(page)).itemCount).toBe(1);
    cartAreaIn();
    await product.addedModal.viewCart.click();
    await expect(product.cart.lines).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});
