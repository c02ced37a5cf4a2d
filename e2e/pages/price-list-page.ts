import type { Locator, Page } from '@playwright/test';
import { ShopFrame } from './shop-frame';

/** `/price-list` (mf-catalog). */
export class PriceListPage extends ShopFrame {
  readonly filter: Locator;
  readonly table: Locator;
  readonly rows: Locator;

  constructor(page: Page) {
    super(page);
    this.filter = page.getByTestId('price-list-filter');
    this.table = page.getByTestId('price-list');
    this.rows = page.getByTestId('price-list-row');
  }

  async goto(prefix = '') {
    return this.page.goto(`${prefix}/${prefix === '/de' ? 'preisliste' : 'price-list'}`);
  }
}
