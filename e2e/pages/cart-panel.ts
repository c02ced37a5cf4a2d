import type { Locator, Page } from '@playwright/test';

/** The cart drawer (mf-cart-checkout). */
export class CartPanel {
  readonly root: Locator;
  readonly lines: Locator;
  readonly subtotal: Locator;
  readonly total: Locator;
  readonly empty: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId('cart-panel');
    this.lines = this.root.getByTestId('cart-line');
    this.subtotal = this.root.getByTestId('cart-subtotal');
    this.total = this.root.getByTestId('cart-total');
    this.empty = this.root.getByTestId('cart-empty');
  }
}
