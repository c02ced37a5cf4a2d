import type { Page } from '@playwright/test';

/**
 * Brings the page to a state that looks the same on every run before a screenshot: lazy images load now
 * (a full-page screenshot would otherwise catch some of them half-way), every image is decoded, the fonts
 * are in, and the network is quiet. Animations are off by config (`toHaveScreenshot.animations`).
 * Sections with `content-visibility: auto` (the footer, a listing's cards below the first four, the product
 * page's tabs and related sections) are rendered as a shopper who scrolls there sees them: a
 * full-page capture does not scroll, so it would show them blank at their placeholder height.
 */
export async function settleForScreenshot(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) image.setAttribute('loading', 'eager');
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  await page.waitForLoadState('networkidle');
}
