import { expect, test } from '../support/test';
import { CollectionPage } from '../pages/collection-page';
import { HomePage } from '../pages/home-page';
import { ProductPage } from '../pages/product-page';
import { ShopFrame } from '../pages/shop-frame';

/**
 * A text only one library's build carries: a file holding it holds (a copy of) that library. The shell
 * provides these as singletons; a remote that bundled its own would show up as a second file.
 */
const LIBRARY_SIGNATURES: Record<string, string> = {
  'react-dom': '__reactContainer$',
  'federation runtime': 'Federation Runtime',
  'styled-components': 'data-styled',
  redux: '@@redux/INIT',
  'react-intl': '[React Intl]',
  'react-router-dom': '__reactRouterVersion',
};

test('one page that brings in three areas downloads every shared library once, from the shell', async ({
  page,
  request,
}) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    // The shop's own scripts (third-party ones are answered by the test's routes).
    if (
      response.request().resourceType() === 'script' &&
      response.ok() &&
      new URL(response.url()).origin === new URL(page.url()).origin
    )
      scripts.add(response.url());
  });

  // One document: home, then a listing and a product page by client-side navigation, then the cart area.
  const home = new HomePage(page);
  await home.goto();
  await new ShopFrame(page).hydrated();
  await home.collectionLink('high-thc').first().click();
  const listing = new CollectionPage(page);
  await listing.productCards.first().click();
  await expect(page).toHaveURL(/\/product\//);
  const product = new ProductPage(page);
  const added = await product.addToCart();
  // The cart drawer is the cart area's: its lines show once that area is in (the product page may answer the add
  // itself while the area is on its way).
  await added.viewCart.click();
  await expect(product.cart.lines).toHaveCount(1);

  const paths = [...scripts].map((url) => new URL(url).pathname);
  for (const area of ['mf_catalog', 'mf_product', 'mf_cart_checkout']) {
    expect(
      paths.some((p) => p.startsWith(`/releases/${area}/`)),
      `${area} was loaded`,
    ).toBe(true);
  }
  // Hashed assets never change under their URL: read them again after the fact.
  const bodies = await Promise.all(
    [...scripts].map(async (url) => [new URL(url).pathname, await (await request.get(url)).text()] as const),
  );
  for (const [library, signature] of Object.entries(LIBRARY_SIGNATURES)) {
    const holders = bodies.filter(([, body]) => body.includes(signature)).map(([path]) => path);
    expect(holders, `${library}: one copy, the shell's`).toHaveLength(1);
    expect(holders[0], `${library} comes from the shell`).toMatch(/^\/shell\//);
  }
});
