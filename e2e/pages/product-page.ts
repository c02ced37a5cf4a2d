import { expect, type Locator, type Page } from '@playwright/test';
import { ShopFrame } from './shop-frame';

/** The product page, `/product/{slug}` (mf-product). */
export class ProductPage extends ShopFrame {
  readonly name: Locator;
  readonly strainProfile: Locator;
  readonly packOptions: Locator;
  readonly price: Locator;
  readonly addToCartButton: Locator;

  constructor(page: Page) {
    super(page);
    this.name = page.getByTestId('product-name');
    this.strainProfile = page.getByTestId('strain-profile');
    this.packOptions = page.getByTestId('pack-option');
    this.price = page.getByTestId('product-price');
    this.addToCartButton = page.getByTestId('add-to-cart');
  }

  async goto(slug: string) {
    return this.page.goto(`/product/${slug}`);
  }

  packRadio(index: number): Locator {
    return this.packOptions.nth(index).getByRole('radio');
  }

  /** Chooses the index-th seed pack by clicking its label, as a shopper does. */
  async choosePack(index: number): Promise<void> {
    await this.packOptions.nth(index).click();
    await expect(this.packRadio(index)).toBeChecked();
  }

  async addToCart(): Promise<void> {
    await this.addToCartButton.click();
    await expect(this.cart.root).toBeVisible();
  }
}
