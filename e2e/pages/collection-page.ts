import { expect, type Locator, type Page } from '@playwright/test';
import { ShopFrame } from './shop-frame';
import { clickWhenSettled } from '../support/settled-click';

/** A collection listing, `/collections/{slug}[/{page}]` (mf-catalog). */
export class CollectionPage extends ShopFrame {
  readonly productCards: Locator;
  readonly cardPrices: Locator;
  readonly pagination: Locator;
  readonly count: Locator;
  readonly filterPanel: Locator;
  readonly filterToggle: Locator;
  readonly sortSelect: Locator;
  readonly copyFilterLink: Locator;

  constructor(page: Page) {
    super(page);
    this.productCards = page.getByTestId('product-card');
    this.cardPrices = page.getByTestId('product-card-price');
    this.pagination = page.getByTestId('pagination');
    this.count = page.getByTestId('listing-count');
    this.filterPanel = page.getByTestId('filter-panel');
    this.filterToggle = page.getByTestId('filter-panel-toggle');
    this.sortSelect = page.getByTestId('sort-select');
    this.copyFilterLink = page.getByTestId('copy-filter-link');
  }

  async goto(slug: string, pageNumber?: number) {
    return this.page.goto(pageNumber ? `/collections/${slug}/${pageNumber}` : `/collections/${slug}`);
  }

  /** The price shown on the index-th card (the card's link wraps only its name, so prices are counted apart). */
  cardPrice(index: number): Locator {
    return this.cardPrices.nth(index);
  }

  filterOption(key: string, value: string): Locator {
    return this.page.getByTestId(`filter-option-${key}-${value}`);
  }

  /** Opens "Filter and Sort" (a disclosure) when it is closed, once the page is hydrated (its boxes then navigate). */
  async openFilters(): Promise<void> {
    await this.hydrated();
    if ((await this.filterPanel.getAttribute('open')) === null) await this.filterToggle.click();
    await expect(this.sortSelect).toBeVisible();
  }

  /** The link of page n in the pagination. */
  pageLink(n: number): Locator {
    return this.pagination.getByRole('link', { name: `Page ${n}`, exact: true });
  }

  /**
   * Goes to page n with its link, once the pager holds still (see `clickWhenSettled`), and resolves once the page has
   * rendered page n: the address changes before that render (a navigation is a transition), so until then the old
   * page's cards are on screen, settled, under the new address.
   */
  async goToPage(n: number): Promise<void> {
    await clickWhenSettled(this.pageLink(n));
    await expect(this.pagination.locator('[aria-current="page"]')).toHaveText(String(n));
  }

  /** "1 strain" / "{amount} strains" (the listing counts products, not seeds) as a number, once it has settled. */
  async seedCount(): Promise<number> {
    await expect(this.count).toHaveText(/^(1 strain|\d+ strains)$/);
    return Number.parseInt(await this.count.innerText(), 10);
  }
}
