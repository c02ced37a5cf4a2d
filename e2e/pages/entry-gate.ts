import { expect, type Locator, type Page } from '@playwright/test';
import { giveIntent } from './intent';

/** The entry modal of a first visit (shell). */
export class EntryGate {
  readonly root: Locator;
  readonly region: Locator;
  readonly cookies: Locator;
  readonly enter: Locator;
  readonly leave: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('entry-gate');
    this.region = page.getByTestId('entry-gate-region');
    this.cookies = page.getByTestId('gate-cookies');
    this.enter = page.getByTestId('gate-enter');
    this.leave = page.getByTestId('gate-leave');
  }

  /**
   * The gate's code is in and it is a modal dialog (server-rendered, it works as a plain form before; a reading
   * page boots on the visitor's first intent, given here).
   */
  async waitUntilInteractive(): Promise<void> {
    await giveIntent(this.page);
    await expect.poll(() => this.root.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  }
}
