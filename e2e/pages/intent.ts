import { expect, type Page } from '@playwright/test';

/**
 * The pages a shopper mostly reads boot on the first sign of intent (edge/src/pages/hydration.ts): a key, focus,
 * typing, a mouse or pen over a control, or a tap's click (a scroll or a finger's touch is reading, not intent).
 * A test that waits for hydration without acting first gives that intent as a shopper's first key press would
 * (Shift does nothing else); on an eager page, or one already hydrated, it changes nothing.
 */
export async function giveIntent(page: Page): Promise<void> {
  // The loader is the document's last script: a key pressed while a just-committed document is still being parsed
  // (right after a link click's URL change) reaches no listener, and the page would wait for the next intent.
  await page.waitForLoadState('domcontentloaded');
  await page.keyboard.press('Shift');
}

/** Gives the page intent, then resolves once the shell has hydrated the server's markup (or rendered the page). */
export async function waitUntilHydrated(page: Page): Promise<void> {
  await giveIntent(page);
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
}
