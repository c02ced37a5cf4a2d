import type { APIRequestContext } from '@playwright/test';
import { ONCE, expect, test } from '../support/test';
import { CollectionPage } from '../pages/collection-page';
import { PriceListPage } from '../pages/price-list-page';
import { ProductPage } from '../pages/product-page';
import { collectConsoleErrors } from '../support/console-errors';

/** A feminized product of the seed (the UK says "Feminised"). */
async function feminizedSlug(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/en-uk/collections/high-thc/products?gender=feminized');
  return ((await response.json()) as { items: { slug: string }[] }).items[0]!.slug;
}

test('the UK storefront says "Add to basket" and "Feminised" and prices in pounds', ONCE, async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const slug = await feminizedSlug(request);
  const product = new ProductPage(page);
  expect((await product.goto(slug, '/uk'))?.status()).toBe(200);
  await product.hydrated();
  await expect(product.addToCartButton).toHaveText('Add to basket');
  await expect(product.strainProfile).toContainText('Feminised');
  await expect(product.price).toHaveText(/^£\d+\.\d{2}$/);
  const modal = await product.addToCart();
  await expect(modal.root.getByRole('heading')).toHaveText('Product added to basket');
  await expect(modal.viewCart).toHaveText('View basket');
  await expect(modal.price).toHaveText(/£/);
  await page.keyboard.press('Escape');
  await expect(modal.root).toBeHidden();
  await expect(product.addToCartButton).toBeFocused();

  const listing = new CollectionPage(page);
  await page.goto('/uk/collections/high-thc');
  await listing.openFilters();
  await expect(page.getByTestId('filter-gender')).toContainText('Feminised');
  expect(errors).toEqual([]);
});

test('the German storefront speaks German, uses its paths and prices in euro', ONCE, async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const slug = await feminizedSlug(request);
  const product = new ProductPage(page);
  expect((await product.goto(slug, '/de'))?.status()).toBe(200);
  await expect(product.addToCartButton).toHaveText('In den Warenkorb');
  await expect(product.tab('Beschreibung')).toBeVisible();
  await expect(product.price).toHaveText(/^\d+,\d{2}\s€$/);
  await expect(product.breadcrumbs.getByRole('link').first()).toHaveAttribute('href', '/de');

  const prices = new PriceListPage(page);
  expect((await prices.goto('/de'))?.status()).toBe(200);
  await prices.hydrated();
  await expect(page.getByRole('columnheader')).toHaveText(['Sorte', 'Samen']);
  await prices.filter.fill('amnesia haze');
  await expect(page).toHaveURL(/\/de\/preisliste\?q=amnesia%20haze$/);
  await expect(prices.rows.first()).toContainText('Amnesia Haze');
  for (const row of await prices.rows.all()) await expect(row).toContainText(/Amnesia Haze/i);
  await expect(prices.rows.first()).toContainText(/\d+,\d{2}\s€/);
  expect(errors).toEqual([]);
});
