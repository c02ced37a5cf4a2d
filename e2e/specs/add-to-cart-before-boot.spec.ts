import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { firstProductSlug } from '../support/catalog';
import { parseMoney } from '../support/money';
import { cartItems, slowedProductPage } from '../support/early-add';

// Add to cart before the shop has booted: the page's loader sends the add and shows the page's own dialog.

/** Counts the frames, from now until React has had the page for a while, in which the shown dialog is not on screen. */
async function watchTheDialog(page: Page): Promise<void> {
  await page.evaluate(() => {
    const watch = { hiddenFrames: 0, done: false, hydratedAt: 0 };
    (window as unknown as { dialogWatch: typeof watch }).dialogWatch = watch;
    const frame = (now: number) => {
      const dialog = document.querySelector<HTMLDialogElement>('dialog[data-testid="cart-added-modal"]');
      if (!dialog?.open || !dialog.checkVisibility()) watch.hiddenFrames += 1;
      if (!watch.hydratedAt && document.getElementById('root')?.getAttribute('data-hydrated') === 'true')
        watch.hydratedAt = now;
      if (watch.hydratedAt && now - watch.hydratedAt > 1000) watch.done = true;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

test.describe('with JavaScript, before the shop has booted', () => {
  test('one tap adds with no new page: the dialog and the count show at once, React then keeps both', async ({
    page,
    request,
  }) => {
    const slug = await firstProductSlug(request);
    const { product, cdp, boot } = await slowedProductPage(page, slug);
    const url = page.url();
    const last = (await product.packOptions.count()) - 1;
    await product.choosePack(last);
    const packPrice = parseMoney(await product.packOptions.nth(last).innerText());
    const name = await product.name.innerText();

    await product.addToCartButton.click();
    const modal = product.addedModal;
    await expect(modal.root).toBeVisible();
    await watchTheDialog(page);
    await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(0);
    await expect(modal.name).toHaveText(name);
    expect(parseMoney(await modal.price.innerText())).toBe(packPrice);
    await product.expectCartCount(1);
    // Every count of the header (label and badge), as the edge fills them from the count cookie.
    expect(new Set(await page.locator('[data-visitor="cart-count"]').allTextContents())).toEqual(new Set(['1']));
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    const cart = await cartItems(page);
    expect(cart.itemCount).toBe(1);
    expect(cart.items).toHaveLength(1);

    // React hydrates around the open dialog: no frame without it, and the header's count stays the cart's.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    boot();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { dialogWatch: { done: boolean } }).dialogWatch.done), {
        timeout: 30_000,
      })
      .toBe(true);
    const watch = await page.evaluate(
      () => (window as unknown as { dialogWatch: { hiddenFrames: number } }).dialogWatch,
    );
    expect(watch.hiddenFrames, 'frames without the dialog after it showed (a flash)').toBe(0);
    await expect(modal.root).toBeVisible();
    await product.expectCartCount(1);

    // React owns it: "view cart" opens the drawer with the cart as the api has it (fetched at boot).
    await modal.viewCart.click();
    await expect(modal.root).toBeHidden();
    const drawer = product.drawer('cart');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
    await expect(drawer.getByTestId('cart-line')).toContainText(name);
    await page.keyboard.press('Escape');

    // A tap on the hydrated page is React's add (the cart area's modal): one add, still no new page.
    await product.addToCart();
    await product.expectCartCount(2);
    expect((await cartItems(page)).itemCount).toBe(2);
    expect(page.url()).toBe(url);
  });

  test('a double tap adds once', async ({ page, request }) => {
    const slug = await firstProductSlug(request);
    // The api's answer is held until both taps are in: the second comes while the first add is on its way.
    const posts: string[] = [];
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/cart/form-add', async (route) => {
      posts.push(route.request().headers().accept ?? '');
      await answered;
      await route.continue();
    });
    const { product } = await slowedProductPage(page, slug);
    await product.addToCartButton.click();
    await expect.poll(() => posts.length).toBe(1);
    await product.addToCartButton.click();
    answer();
    await expect(product.addedModal.root).toBeVisible();
    await product.expectCartCount(1);
    expect(posts).toEqual(['application/json']);
    const cart = await cartItems(page);
    expect(cart.itemCount).toBe(1);
    expect(cart.items).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('a refused add falls back to the form’s own post, whose page says why', async ({ page, request }) => {
    const slug = await firstProductSlug(request);
    // The cart already holds as many of the first pack (the one chosen on the page) as one more add would pass.
    const { packs } = (await (await page.request.get(`/api/en-en/products/${slug}`)).json()) as {
      packs: Array<{ id: number; seeds: number }>;
    };
    const first = packs[0]!;
    const full = await page.request.post('/api/en-en/cart/items', {
      data: { packId: first.id, quantity: Math.min(99, Math.floor(100 / first.seeds)) },
    });
    expect(full.ok()).toBe(true);
    const before = await cartItems(page);
    const { product } = await slowedProductPage(page, slug);
    await product.addToCartButton.click();
    await expect(page).toHaveURL(new RegExp(`/product/${slug}\\?add-error=(max-seeds|line-limit)&pack=${first.id}`));
    await expect(page.getByTestId('add-to-cart-error')).toBeVisible();
    await expect(product.addedModal.root).toHaveCount(0);
    expect((await cartItems(page)).itemCount).toBe(before.itemCount);
  });
});
