import type { Locator, Page } from '@playwright/test';
import { ShopFrame } from './shop-frame';

export class HomePage extends ShopFrame {
  readonly collectionLinks: Locator;

  constructor(page: Page) {
    super(page);
    this.collectionLinks = page.getByTestId('collection-link');
  }

  async goto() {
    return this.page.goto('/');
  }

  /** The home page's link to one collection (`/collections/{slug}`). */
  collectionLink(slug: string): Locator {
    return this.page.locator(`[data-testid="collection-link"][href="/collections/${slug}"]`);
  }
}
