import { expect, type Locator, type Page } from '@playwright/test';

/** The Seedfinder quiz (mf-catalog), on its page or in its modal (`root`). */
export class Seedfinder {
  readonly step: Locator;
  readonly progress: Locator;
  readonly next: Locator;
  readonly back: Locator;
  readonly results: Locator;
  readonly result: Locator;
  readonly shareLink: Locator;
  readonly change: Locator;

  constructor(
    readonly page: Page,
    readonly root: Locator = page.getByTestId('seedfinder'),
  ) {
    this.step = root.getByTestId('seedfinder-step');
    this.progress = root.getByTestId('seedfinder-progress');
    this.next = root.getByTestId('seedfinder-next');
    this.back = root.getByTestId('seedfinder-back');
    this.results = root.getByTestId('seedfinder-results');
    this.result = root.getByTestId('seedfinder-result');
    this.shareLink = root.getByTestId('seedfinder-share-link');
    this.change = root.getByTestId('seedfinder-change');
  }

  option(value: string): Locator {
    return this.root.getByTestId(`seedfinder-option-${value}`);
  }

  /** Chooses an option of the current question and goes on. */
  async answer(value: string): Promise<void> {
    const question = await this.step.getAttribute('data-question');
    await this.option(value).click();
    await this.next.click();
    await expect(this.step.or(this.results)).not.toHaveAttribute('data-question', question ?? '');
  }

  async answerAll(values: string[]): Promise<void> {
    for (const value of values) await this.answer(value);
  }
}
