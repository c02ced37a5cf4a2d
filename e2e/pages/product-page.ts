import { expect, type Locator, type Page } from '@playwright/test';
import { AddedModal } from './added-modal';
import { ShopFrame } from './shop-frame';

/** The product page, `/product/{slug}` (mf-product). */
export class ProductPage extends ShopFrame {
  readonly name: Locator;
  readonly strainProfile: Locator;
  readonly packOptions: Locator;
  readonly price: Locator;
  readonly addToCartButton: Locator;
  readonly addedModal: AddedModal;
  readonly tabs: Locator;
  readonly breadcrumbs: Locator;
  readonly reviews: Locator;
  readonly alternativeLink: Locator;
  readonly relatedStrains: Locator;

  constructor(page: Page) {
    super(page);
    this.name = page.getByTestId('product-name');
    this.strainProfile = page.getByTestId('strain-profile');
    this.packOptions = page.getByTestId('pack-option');
    this.price = page.getByTestId('product-price');
    this.addToCartButton = page.getByTestId('add-to-cart');
    this.addedModal = new AddedModal(page);
    this.tabs = page.getByRole('tab');
    this.breadcrumbs = page.getByTestId('breadcrumbs');
    this.reviews = page.getByTestId('review');
    this.alternativeLink = page.getByTestId('alternative-link');
    this.relatedStrains = page.getByTestId('related-strain');
  }

  async goto(slug: string, prefix = '') {
    return this.page.goto(`${prefix}/${prefix === '/de' ? 'produkt' : 'product'}/${slug}`);
  }

  tab(name: string | RegExp): Locator {
    return this.page.getByRole('tab', { name });
  }

  tabPanel(id: string): Locator {
    return this.page.getByTestId(`tabpanel-${id}`);
  }

  packRadio(index: number): Locator {
    return this.packOptions.nth(index).getByRole('radio');
  }

  /** Chooses the index-th seed pack by clicking its label, as a shopper does. */
  async choosePack(index: number): Promise<void> {
    await this.packOptions.nth(index).click();
    await expect(this.packRadio(index)).toBeChecked();
  }

  /** Adds the chosen pack: the add-to-cart modal confirms it (the cart drawer stays closed). */
  async addToCart(): Promise<AddedModal> {
    await this.addToCartButton.click();
    await expect(this.addedModal.root).toBeVisible();
    return this.addedModal;
  }
}
