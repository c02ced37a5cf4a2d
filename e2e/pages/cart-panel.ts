import type { Locator, Page } from '@playwright/test';

/** The cart drawer (mf-cart-checkout). */
export class CartPanel {
  readonly root: Locator;
  readonly lines: Locator;
  readonly subtotal: Locator;
  readonly discount: Locator;
  readonly shipping: Locator;
  readonly total: Locator;
  readonly empty: Locator;
  readonly checkout: Locator;
  readonly couponToggle: Locator;
  readonly couponInput: Locator;
  readonly couponApply: Locator;
  readonly couponError: Locator;
  readonly couponApplied: Locator;
  readonly couponRemove: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId('cart-panel');
    this.lines = this.root.getByTestId('cart-line');
    this.subtotal = this.root.getByTestId('cart-subtotal');
    this.discount = this.root.getByTestId('cart-discount');
    this.shipping = this.root.getByTestId('cart-shipping');
    this.total = this.root.getByTestId('cart-total');
    this.empty = this.root.getByTestId('cart-empty');
    this.checkout = this.root.getByTestId('cart-checkout');
    this.couponToggle = this.root.getByTestId('cart-coupon-toggle');
    this.couponInput = this.root.getByTestId('cart-coupon-input');
    this.couponApply = this.root.getByTestId('cart-coupon-apply');
    this.couponError = this.root.getByTestId('cart-coupon-error');
    this.couponApplied = this.root.getByTestId('cart-coupon-applied');
    this.couponRemove = this.root.getByTestId('cart-coupon-remove');
  }

  /** Types a code into the (open) coupon form and applies it. */
  async applyCoupon(code: string): Promise<void> {
    await this.couponInput.fill(code);
    await this.couponApply.click();
  }
}
