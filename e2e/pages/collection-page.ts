import type { Locator, Page } from '@playwright/test';
import { ShopFrame } from './shop-frame';

/** A collection listing, `/collections/{slug}[/{page}]` (mf-catalog). */
export class CollectionPage extends ShopFrame {
  readonly productCards: Locator;
  readonly cardPrices: Locator;
  readonly pagination: Locator;

  constructor(page: Page) {
    super(page);
    this.productCards = page.getByTestId('product-card');
    this.cardPrices = page.getByTestId('product-card-price');
    this.pagination = page.getByTestId('pagination');
  }

  async goto(slug: string, pageNumber?: number) {
    return this.page.goto(pageNumber ? `/collections/${slug}/${pageNumber}` : `/collections/${slug}`);
  }

  /** The price shown on the index-th card (the card's link wraps only its name, so prices are counted apart). */
  cardPrice(index: number): Locator {
    return this.cardPrices.nth(index);
  }
}
