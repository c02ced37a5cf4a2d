import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ProductPage } from '../pages/product-page';
import { firstProductSlug } from '../support/catalog';
import { parseMoney } from '../support/money';
import { collectConsoleErrors } from '../support/console-errors';

/** The cart as the api has it for this browser (its cookies), through the edge. */
async function cartItems(page: Page) {
  const response = await page.request.get('/api/en-en/cart');
  const cart = (await response.json()) as { itemCount: number; items: Array<{ packId: number; quantity: number }> };
  return cart;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('add to cart posts the form: the page shows what was added, the header counts it, checkout lists it', async ({
    page,
    request,
  }) => {
    const slug = await firstProductSlug(request);
    const product = new ProductPage(page);
    await product.goto(slug);
    const last = (await product.packOptions.count()) - 1;
    await product.choosePack(last);
    const packPrice = parseMoney(await product.packOptions.nth(last).innerText());
    const name = await product.name.innerText();

    await product.addToCartButton.click();
    await expect(page).toHaveURL(new RegExp(`/product/${slug}\\?added=\\d+$`));
    const modal = product.addedModal;
    await expect(modal.root).toBeVisible();
    await expect(modal.name).toHaveText(name);
    expect(parseMoney(await modal.price.innerText())).toBe(packPrice);
    await expect(page.getByTestId('cart-count').first()).toHaveText('1');
    // The chosen pack is still chosen on the page the form came back to.
    await expect(product.packRadio(last)).toBeChecked();

    // "Continue shopping" closes it with no script (a dialog form).
    await modal.continueShopping.click();
    await expect(modal.root).toBeHidden();

    await modal.viewCart.evaluate((link) => (link as HTMLAnchorElement).click());
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-summary')).toContainText(name);
  });

  test('the product tabs switch without JavaScript', async ({ page, request }) => {
    const slug = await firstProductSlug(request);
    const product = new ProductPage(page);
    await product.goto(slug);
    await expect(product.tabPanel('description')).toBeVisible();
    await expect(product.tabPanel('reviews')).toBeHidden();
    await product.tabButton('reviews').click();
    await expect(product.tabPanel('reviews')).toBeVisible();
    await expect(product.tabPanel('description')).toBeHidden();
    await product.tabButton('shipping').click();
    await expect(product.tabPanel('shipping').getByTestId('shipping-row').first()).toHaveText(/business days/);
  });
});

/**
 * A product page on a phone slowed 4 times whose shop has not booted: the shell's scripts are held until `boot()`
 * (the page boots at idle or on intent; held, the tap surely comes first).
 */
async function slowedProductPage(page: Page, slug: string) {
  let boot!: () => void;
  const booted = new Promise<void>((resolve) => (boot = resolve));
  await page.route(/\/shell\/[^?]*\.js(\?|$)/, async (route) => {
    await booted;
    await route.continue().catch(() => undefined);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const product = new ProductPage(page);
  await product.goto(slug);
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(0);
  // Gone if the tap loaded a new document.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  return { product, cdp, boot };
}

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
    // The api answers slowly, so the second tap comes while the first add is on its way.
    const posts: string[] = [];
    await page.route('**/cart/form-add', async (route) => {
      posts.push(route.request().headers().accept ?? '');
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const { product } = await slowedProductPage(page, slug);
    await product.addToCartButton.click();
    await product.addToCartButton.click();
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

/** Holds the requests matching `pattern` until the returned function is called. */
async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

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
    // The shell starts while the add is on its way, and waits for it before it reads the page.
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
    boot();
    await shellClaimedPage(page);
    await product.addToCartButton.click();
    // The dialog does not wait for the whole shop: it shows while React has not the page yet, the count untouched.
    await expect(product.addedModal.root).toBeVisible();
    await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(0);
    await product.expectCartCount(0);
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
