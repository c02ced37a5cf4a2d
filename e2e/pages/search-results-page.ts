import type { Locator, Page } from '@playwright/test';
import { clickWhenSettled } from '../support/settled-click';

/** The search results page (`/search?q=`, `/de/suche?q=`): mf-catalog's, rendered on the server. */
export class SearchResultsPage {
  readonly title: Locator;
  readonly input: Locator;
  readonly strains: Locator;
  readonly pagination: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByTestId('search-page-title');
    this.input = page.getByTestId('search-page-input');
    this.strains = page.getByTestId('search-page-group-strains').getByTestId('product-card');
    this.pagination = page.getByTestId('pagination');
    this.empty = page.getByTestId('search-page-empty');
  }

  pageLink(n: number): Locator {
    return this.pagination.getByRole('link', { name: `Page ${n}`, exact: true });
  }

  /** Goes to page n with its link, once the pager holds still (see `clickWhenSettled`). */
  async goToPage(n: number): Promise<void> {
    await clickWhenSettled(this.pageLink(n));
  }
}
