import { expect, type Locator, type Page } from '@playwright/test';
import { CartPanel } from './cart-panel';

/** What the shell draws around every page: header (with the cart button) and footer. */
export class ShopFrame {
  readonly header: Locator;
  readonly footer: Locator;
  readonly cartButton: Locator;
  readonly cartCount: Locator;
  readonly cart: CartPanel;

  constructor(readonly page: Page) {
    this.header = page.getByTestId('header');
    this.footer = page.getByTestId('footer');
    this.cartButton = page.getByTestId('header-cart-button');
    this.cartCount = page.getByTestId('cart-count');
    this.cart = new CartPanel(page);
  }

  /** Waits until React has taken over the server's markup (the shell marks the root). */
  async hydrated(): Promise<void> {
    await expect(this.page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
  }

  async expectFrame(): Promise<void> {
    await expect(this.header).toBeVisible();
    await expect(this.footer).toBeVisible();
  }

  async expectCartCount(count: number): Promise<void> {
    await expect(this.cartCount).toHaveText(String(count));
  }

  async openCart(): Promise<CartPanel> {
    await this.cartButton.click();
    await expect(this.cart.root).toBeVisible();
    return this.cart;
  }
}
