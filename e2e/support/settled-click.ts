import { expect, type Locator } from '@playwright/test';

/**
 * Taps a control far down a page as a shopper does: once it is on screen and the page has stopped moving. A jump
 * down a listing lays out, in the next frame, the cards it passed (`content-visibility: auto`, held at an estimated
 * height until then), which moves what lies below them by up to 50 px: a click dispatched in that frame lands beside
 * its target.
 */
export async function clickWhenSettled(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  let last = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await target.boundingBox());
        const held = box === last;
        last = box;
        return held;
      },
      { intervals: [100] },
    )
    .toBe(true);
  await target.click();
}
