import { expect, test } from '../support/test';
import { ProductPage } from '../pages/product-page';
import { firstProductSlug } from '../support/catalog';
import { parseMoney } from '../support/money';

// Add to cart and the product tabs with JavaScript off: the platform's form post and radios.

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
    // The chosen price follows the radio with the platform alone.
    expect(parseMoney(await product.price.innerText())).toBe(packPrice);
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
