import type { Locator, Page } from '@playwright/test';

/** What the shell shows in place of an area whose remote cannot load. */
export class AreaFallback {
  readonly root: Locator;
  readonly retry: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId('area-fallback');
    this.retry = page.getByTestId('area-retry');
  }
}
