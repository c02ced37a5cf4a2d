import type { Page } from '@playwright/test';
import type { CartPanel } from '../pages/cart-panel';
import { HomePage } from '../pages/home-page';
import { ProductPage } from '../pages/product-page';
import { seriousViolations } from '../support/axe';
import { firstProductSlug } from '../support/catalog';
import { waitForMail } from '../support/mail-catcher';
import { MONEY_PATTERN, parseMoney } from '../support/money';
import { expect, test } from '../support/test';

/** What the shopper reads, per storefront: the spec's English in the default storefront, German under /de. */
const STOREFRONTS = [
  {
    prefix: '',
    iso: 'en-en',
    messages: {
      applied: 'Coupon has been applied',
      removed: 'Coupon removed',
      invalid: 'Invalid coupon code',
      cannotApply: 'Cannot apply the coupon',
      discountWithCode: 'Discount (GROW10)',
      maxSeeds: 'Product cannot be added, maximum amount of 100 seeds has been reached.',
    },
  },
  {
    prefix: '/de',
    iso: 'de-de',
    messages: {
      applied: 'Der Gutschein wurde angewendet',
      removed: 'Gutschein entfernt',
      invalid: 'Ungültiger Gutscheincode',
      cannotApply: 'Der Gutschein kann nicht angewendet werden',
      discountWithCode: 'Rabatt (GROW10)',
      maxSeeds: 'Produkt kann nicht hinzugefügt werden, die maximale Menge von 100 Samen ist erreicht.',
    },
  },
] as const;

/** The shipping line in minor units: its price, or 0 when it reads "Free". */
async function shippingOf(cart: CartPanel): Promise<number> {
  const text = await cart.shipping.innerText();
  return MONEY_PATTERN.test(text) ? parseMoney(text) : 0;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** Opens a product, adds its first pack and opens the cart from the add-to-cart modal. */
async function productInCart(page: Page, prefix: string) {
  const product = new ProductPage(page);
  await product.goto(await firstProductSlug(page.request), prefix);
  await product.hydrated();
  const modal = await product.addToCart();
  await expect(modal.checkout).toHaveAttribute('href', `${prefix}/checkout`);
  await modal.viewCart.click();
  await expect(product.cart.root).toBeVisible();
  await expect(product.cart.lines).toHaveCount(1);
  return product;
}

for (const { prefix, iso, messages } of STOREFRONTS) {
  test.describe(`cart coupons in ${iso}`, () => {
    test('the coupon form opens and closes; a bad code keeps what was typed; a good one is applied and removed', async ({
      page,
    }) => {
      const { cart } = await productInCart(page, prefix);
      await expect(cart.checkout).toHaveAttribute('href', `${prefix}/checkout`);
      const subtotal = parseMoney(await cart.subtotal.innerText());
      expect(parseMoney(await cart.discount.innerText())).toBe(0);

      await test.step('the form opens and closes', async () => {
        await expect(cart.couponToggle).toHaveAttribute('aria-expanded', 'false');
        await expect(cart.couponInput).toBeHidden();
        await cart.couponToggle.click();
        await expect(cart.couponInput).toBeVisible();
        await cart.couponToggle.click();
        await expect(cart.couponInput).toBeHidden();
        await cart.couponToggle.click();
        await expect(cart.couponToggle).toHaveAttribute('aria-expanded', 'true');
      });

      await test.step('an unknown code, then an ended one: the messages, and the code stays typed', async () => {
        await cart.applyCoupon('no-such-code');
        await expect(cart.couponError).toHaveText(messages.invalid);
        await expect(cart.couponInput).toHaveValue('no-such-code');
        await cart.applyCoupon('SPRING15');
        await expect(cart.couponError).toHaveText(messages.cannotApply);
        await expect(cart.couponInput).toHaveValue('SPRING15');
        // The open form with its error passes axe (no serious or critical violation).
        expect(await seriousViolations(page)).toEqual([]);
      });

      await test.step('a good code: toast, discount line with the code, totals from the server', async () => {
        await cart.applyCoupon('grow10');
        await expect(toast(page, messages.applied)).toBeVisible();
        await expect(cart.couponApplied).toContainText('GROW10');
        await expect(cart.root.getByText(messages.discountWithCode)).toBeVisible();
        const discount = Math.round(subtotal / 10);
        await expect.poll(async () => parseMoney(await cart.discount.innerText())).toBe(discount);
        expect(await cart.discount.innerText()).toMatch(/^-/);
        // Shipping is added after the discount (free shipping is judged on the discounted amount).
        expect(parseMoney(await cart.total.innerText())).toBe(subtotal - discount + (await shippingOf(cart)));
      });

      await test.step('it survives a reload, and is removed', async () => {
        await page.reload();
        const again = await new ProductPage(page).openCart();
        await expect(again.couponApplied).toContainText('GROW10');
        await again.couponRemove.click();
        await expect(toast(page, messages.removed)).toBeVisible();
        await expect(again.couponToggle).toBeVisible();
        await expect.poll(async () => parseMoney(await again.discount.innerText())).toBe(0);
        expect(parseMoney(await again.total.innerText())).toBe(subtotal + (await shippingOf(again)));
      });
    });

    test('raising a quantity past the seed maximum says so, as an add does', async ({ page }) => {
      const slug = await firstProductSlug(page.request);
      const detail = (await (await page.request.get(`/api/${iso}/products/${slug}`)).json()) as {
        packs: Array<{ id: number; seeds: number }>;
      };
      const packs = [...detail.packs].sort((a, b) => a.seeds - b.seeds);
      const small = packs[0]!;
      const big = packs.at(-1)!;
      // The big pack one short of the maximum, the small one filling the rest: one more big pack is too many.
      const bigQuantity = Math.floor(100 / big.seeds) - 1;
      const smallQuantity = Math.floor((100 - big.seeds * bigQuantity) / small.seeds);
      for (const [packId, quantity] of [
        [big.id, bigQuantity],
        [small.id, smallQuantity],
      ]) {
        const added = await page.request.post(`/api/${iso}/cart/items`, { data: { packId, quantity } });
        expect(added.ok(), await added.text()).toBe(true);
      }
      const product = new ProductPage(page);
      await product.goto(slug, prefix);
      await product.hydrated();
      const cart = await product.openCart();
      await expect(cart.lines).toHaveCount(2);
      // Lines keep the order they were added in: the big pack's first.
      const bigLine = cart.lines.first();
      await bigLine.getByTestId('cart-line-quantity').selectOption(String(bigQuantity + 1));
      await expect(toast(page, messages.maxSeeds)).toBeVisible();
      await expect(bigLine.getByTestId('cart-line-quantity')).toHaveValue(String(bigQuantity));
    });
  });
}

test('a confirmed newsletter sign-up e-mails a single-use 10% code that the cart accepts', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await home.waitForHydration();
  const email = `coupon-${Date.now()}@example.org`;
  await page.getByTestId('newsletter-email').fill(email);
  await page.getByTestId('newsletter-submit').click();
  await expect(page.getByTestId('newsletter-outcome')).toHaveText(/confirm your address/);

  // Double opt-in: the code comes only after the e-mailed confirmation link was opened.
  const confirmation = await waitForMail(page.request, email, /confirm your newsletter subscription/);
  expect(confirmation.text).not.toMatch(/NEWS-/);
  const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/.exec(confirmation.text)?.[0];
  expect(link, confirmation.text).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Your subscription is confirmed' })).toBeVisible();

  const mail = await waitForMail(page.request, email, /10% discount/);
  const code = /NEWS-[2-9A-Z]{4}-[2-9A-Z]{4}/.exec(mail.text)?.[0];
  expect(code, mail.text).toBeTruthy();
  expect(mail.html).toContain(`<strong>${code}</strong>`);

  const { cart } = await productInCart(page, '');
  const subtotal = parseMoney(await cart.subtotal.innerText());
  await cart.couponToggle.click();
  await cart.applyCoupon(code!);
  await expect(toast(page, 'Coupon has been applied')).toBeVisible();
  await expect(cart.couponApplied).toContainText(code!);
  await expect.poll(async () => parseMoney(await cart.discount.innerText())).toBe(Math.round(subtotal / 10));
});

test.describe('the cart count on a kept page', () => {
  test("after add-to-cart, a full reload of a product page shows the shopper's count, before any script runs", async ({
    page,
    browser,
  }) => {
    const slug = await firstProductSlug(page.request);
    const url = `/product/${slug}`;
    // A visitor without a cart has the page kept first (the same browser, before its cart exists).
    expect((await page.request.get(url)).status()).toBe(200);
    const product = new ProductPage(page);
    await product.goto(slug);
    await product.hydrated();
    await product.addToCart();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    // The page as the server sends it: the kept page, with this shopper's count in the header's text and badge, and
    // in the cart drawer's server-rendered content.
    const sent = await page.request.get(url);
    expect(sent.headers()['x-page-cache']).toMatch(/^(hit|stale|miss)$/);
    const counts = [...(await sent.text()).matchAll(/data-visitor="cart-count"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(counts).toEqual(['1', '1', '1']);

    await page.reload();
    const badges = page.getByTestId('header-cart-button').locator('[data-visitor="cart-count"]');
    await expect(badges).toHaveText(['1', '1']);

    // Without JavaScript at all (no hydration, no cart request): the count is in the HTML. Another visitor with
    // the same consent and no cart gets 0 from the same kept page.
    const absolute = new URL(url, page.url()).toString();
    const state = await page.context().storageState();
    const withoutCart = {
      ...state,
      cookies: state.cookies.filter((c) => !['sf_cart', 'sf_cart_count', 'sf_session'].includes(c.name)),
    };
    for (const [storageState, count] of [
      [state, '1'],
      [withoutCart, '0'],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, storageState });
      try {
        const plain = await context.newPage();
        await plain.goto(absolute);
        await expect(plain.getByTestId('cart-count')).toHaveText(count);
        await plain.getByTestId('header-cart-button').click();
        await expect(plain.getByTestId('cart-fallback-count')).toHaveText(count);
      } finally {
        await context.close();
      }
    }
  });
});
