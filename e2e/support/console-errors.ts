import type { Page } from '@playwright/test';

/**
 * Collects console errors and uncaught exceptions of a page (hydration mismatches are console errors).
 * The browser's own line for a page answered 404 is expected on not-found pages and can be ignored.
 */
export function collectConsoleErrors(page: Page, options: { ignoreNotFoundDocument?: boolean } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (options.ignoreNotFoundDocument && /status of 404/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
