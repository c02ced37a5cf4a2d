import type { Locator, Page } from '@playwright/test';
import { ShopFrame } from './shop-frame';

export class NotFoundPage extends ShopFrame {
  readonly root: Locator;

  constructor(page: Page) {
    super(page);
    this.root = page.getByTestId('not-found');
  }
}
