import { expect, test } from '../support/test';
import { CollectionPage } from '../pages/collection-page';
import { HomePage } from '../pages/home-page';
import { ProductPage } from '../pages/product-page';
import { MONEY_PATTERN, parseMoney } from '../support/money';

const CART_COOKIE = 'sf_cart';
const LISTING_PAGE_SIZE = 24;

test('a shopper goes from the home page to a filled cart that survives a reload', async ({ page, context }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));

  const home = new HomePage(page);
  const homeResponse = await home.goto();
  expect(homeResponse?.status()).toBe(200);
  await home.expectFrame();
  await expect(home.collectionLinks.first()).toBeVisible();
  expect(await home.collectionLinks.count()).toBeGreaterThanOrEqual(8);

  await test.step('open a collection', async () => {
    await home.collectionLink('high-thc').first().click();
    await expect(page).toHaveURL(/\/collections\/high-thc$/);
  });

  const listing = new CollectionPage(page);
  await test.step('the listing shows a full first page of priced product cards', async () => {
    await expect(listing.productCards.first()).toBeVisible();
    await expect(listing.productCards).toHaveCount(LISTING_PAGE_SIZE);
    await expect(listing.cardPrice(0)).toHaveText(MONEY_PATTERN);
    await expect(listing.cardPrices).toHaveCount(LISTING_PAGE_SIZE);
    // Every seeded collection holds more than one page.
    await expect(listing.pagination).toBeVisible();
  });

  const product = new ProductPage(page);
  await test.step('open a product', async () => {
    const href = await listing.productCards.first().getAttribute('href');
    expect(href).toMatch(/^\/product\/[a-z0-9-]+$/);
    await listing.productCards.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  let productName = '';
  let chosenPrice = 0;
  await test.step('the product shows its name, strain profile and priced seed packs', async () => {
    await expect(product.name).toBeVisible();
    productName = (await product.name.innerText()).trim();
    expect(productName.length).toBeGreaterThan(0);
    // The strain profile is the second tab of the product page.
    await product.tab('Strain Profile').click();
    await expect(product.strainProfile).toBeVisible();
    const packs = await product.packOptions.count();
    expect(packs).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < packs; i += 1) {
      await expect(product.packOptions.nth(i)).toContainText(/\b(1 seed\b|\d+ seeds)/);
      await expect(product.packOptions.nth(i)).toHaveText(MONEY_PATTERN);
    }
    await expect(product.price).toHaveText(MONEY_PATTERN);

    // Choose another pack than the default when there is one: the shown price must follow the choice.
    const choice = packs > 1 ? 1 : 0;
    await product.choosePack(choice);
    const packPrice = parseMoney(await product.packOptions.nth(choice).innerText());
    await expect.poll(async () => parseMoney(await product.price.innerText())).toBe(packPrice);
    chosenPrice = packPrice;
  });

  await test.step('add to cart: the modal confirms the pack; "view cart" opens the panel with the line, subtotal and total', async () => {
    const modal = await product.addToCart();
    await expect(modal.name).toHaveText(productName);
    expect(parseMoney(await modal.price.innerText())).toBe(chosenPrice);
    // The cart drawer no longer opens by itself: the shopper chooses in the modal.
    await expect(product.cart.root).toBeHidden();
    await modal.viewCart.click();
    await expect(modal.root).toBeHidden();
    const cart = product.cart;
    await expect(cart.root).toBeVisible();
    await expect(cart.lines).toHaveCount(1);
    await expect(cart.lines.first()).toContainText(productName);
    await expect(cart.subtotal).toHaveText(MONEY_PATTERN);
    await expect(cart.total).toHaveText(MONEY_PATTERN);
    expect(parseMoney(await cart.subtotal.innerText())).toBe(chosenPrice);
    expect(parseMoney(await cart.total.innerText())).toBeGreaterThanOrEqual(chosenPrice);
    await product.expectCartCount(1);
  });

  await test.step('reload: the cart cookie keeps the cart', async () => {
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).toContain(CART_COOKIE);
    await page.reload();
    await product.expectFrame();
    await product.expectCartCount(1);
    const cart = await product.openCart();
    await expect(cart.lines).toHaveCount(1);
    await expect(cart.lines.first()).toContainText(productName);
    expect(parseMoney(await cart.subtotal.innerText())).toBe(chosenPrice);
  });

  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
});
