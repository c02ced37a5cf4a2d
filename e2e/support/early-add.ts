import { expect, type Page } from '@playwright/test';
import { holdRequests, SHELL_SCRIPTS } from './held-requests';
import { ProductPage } from '../pages/product-page';

// Helpers of the add-to-cart specs at each moment of the shop's boot (add-to-cart-*.spec.ts).

/** The cart as the api has it for this browser (its cookies), through the edge. */
export async function cartItems(page: Page) {
  const response = await page.request.get('/api/en-en/cart');
  const cart = (await response.json()) as { itemCount: number; items: Array<{ packId: number; quantity: number }> };
  return cart;
}

/**
 * A product page on a phone slowed 4 times whose shop has not booted: the shell's scripts are held until `boot()`
 * (the page boots at idle or on intent; held, the tap surely comes first).
 */
export async function slowedProductPage(page: Page, slug: string) {
  const boot = await holdRequests(page, SHELL_SCRIPTS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const product = new ProductPage(page);
  await product.goto(slug);
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(0);
  // Gone if the tap loaded a new document.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  return { product, cdp, boot };
}
