import { expect, type Locator, type Page } from '@playwright/test';

type SearchType = 'strains' | 'collections' | 'posts' | 'pages';

/** The search drawer: the shell's frame, mf-catalog's content. */
export class SearchPanel {
  readonly button: Locator;
  readonly root: Locator;
  readonly input: Locator;
  readonly strains: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByTestId('header-search-button');
    this.root = page.getByTestId('search-panel');
    this.input = this.root.getByTestId('search-input');
    this.strains = this.root.getByTestId('search-strain');
  }

  async open(): Promise<void> {
    await this.button.click();
    await expect(this.input).toBeVisible();
  }

  async search(keyword: string): Promise<void> {
    await this.input.fill(keyword);
  }

  group(type: SearchType): Locator {
    return this.root.getByTestId(`search-group-${type}`);
  }

  empty(type: SearchType): Locator {
    return this.root.getByTestId(`search-empty-${type}`);
  }
}
