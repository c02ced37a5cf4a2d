import type { Locator, Page } from '@playwright/test';

/** The add-to-cart modal (mf-cart-checkout), shown after a successful add. */
export class AddedModal {
  readonly root: Locator;
  readonly name: Locator;
  readonly pack: Locator;
  readonly price: Locator;
  readonly continueShopping: Locator;
  readonly viewCart: Locator;
  readonly checkout: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId('cart-added-modal');
    this.name = this.root.getByTestId('cart-added-name');
    this.pack = this.root.getByTestId('cart-added-pack');
    this.price = this.root.getByTestId('cart-added-price');
    this.continueShopping = this.root.getByTestId('cart-added-continue');
    this.viewCart = this.root.getByTestId('cart-added-view-cart');
    this.checkout = this.root.getByTestId('cart-added-checkout');
  }
}
