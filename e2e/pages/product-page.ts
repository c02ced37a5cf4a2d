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
  /** "Rated {rating} out of 5 ({count} reviews)" at the top of the Reviews panel; absent without reviews. */
  readonly reviewsSummary: Locator;
  readonly alternativeLink: Locator;
  readonly relatedStrains: Locator;

  constructor(page: Page) {
    super(page);
    this.name = page.getByTestId('product-name');
    this.strainProfile = page.getByTestId('strain-profile');
    this.packOptions = page.getByTestId('pack-option');
    // The price line holds every pack's price; the one shown is the checked pack's (CSS, or React's `hidden`).
    this.price = page.getByTestId('product-price').locator('[data-pack-price]:visible');
    this.addToCartButton = page.getByTestId('add-to-cart');
    this.addedModal = new AddedModal(page);
    this.tabs = page.getByRole('tab');
    this.breadcrumbs = page.getByTestId('breadcrumbs');
    this.reviews = page.getByTestId('review');
    this.reviewsSummary = page.getByTestId('reviews-summary');
    this.alternativeLink = page.getByTestId('alternative-link');
    this.relatedStrains = page.getByTestId('related-strain');
  }

  async goto(slug: string, prefix = '') {
    return this.page.goto(`${prefix}/${prefix === '/de' ? 'produkt' : 'product'}/${slug}`);
  }

  tab(name: string | RegExp): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** The tab button itself, e.g. `tabButton('reviews')` reads "Reviews (12)". */
  tabButton(id: string): Locator {
    return this.page.getByTestId(`tab-${id}`);
  }

  tabPanel(id: string): Locator {
    return this.page.getByTestId(`tabpanel-${id}`);
  }

  /** The page's JSON-LD blocks, parsed, in document order. */
  async structuredData(): Promise<Record<string, unknown>[]> {
    const blocks = await this.page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
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
