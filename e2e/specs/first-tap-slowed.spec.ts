import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * A shopper's first tap on a phone slowed 4 times, at load + 1 s and + 5 s, before the shop's JavaScript has run: the
 * platform's controls (the menu, a product tab, the filter panel) and a guest's wishlist heart answer within 200 ms,
 * and a filter tick shows the listing loading as soon (the filtered list itself needs the server: the first-tap bench
 * times it).
 */

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/**
 * How long from a tap (its touchstart) to the first frame in which `selector` is visible, or, with `changedText`,
 * shows another text than it did before the tap.
 */
async function timeTap(page: Page, control: Locator, selector: string, changedText = false): Promise<number> {
  await page.evaluate(
    ({ selector, changedText }) => {
      const w = window as unknown as { tapTime: { tap?: number; shown?: number } };
      w.tapTime = {};
      const before = document.querySelector(selector)?.textContent;
      const shown = () => {
        const element = document.querySelector<HTMLElement>(selector);
        return changedText ? element !== null && element.textContent !== before : Boolean(element?.checkVisibility());
      };
      document.addEventListener(
        'touchstart',
        (event) => {
          w.tapTime.tap = event.timeStamp;
          const frame = (time: number) => {
            if (shown()) w.tapTime.shown = time;
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        },
        { capture: true, once: true },
      );
    },
    { selector, changedText },
  );
  await control.tap();
  const read = () => page.evaluate(() => (window as unknown as { tapTime: { tap: number; shown?: number } }).tapTime);
  await expect.poll(async () => (await read()).shown !== undefined, { timeout: 20_000 }).toBe(true);
  const { tap, shown } = await read();
  return shown! - tap;
}

for (const after of [1000, 5000]) {
  test(`on a slowed phone a tap ${after / 1000} s after load opens the menu, a product tab, a guest's wishlist prompt, the filters, and a tick shows it at once, each within 200 ms`, async ({
    page,
    request,
  }) => {
    const listing = (await (await request.get('/api/en-en/collections/high-thc/products')).json()) as {
      items: { slug: string }[];
    };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.goto('/');
    await page.waitForTimeout(after);
    const menu = await timeTap(page, page.getByTestId('header-menu-button'), '[data-testid="menu-panel"]');
    expect(menu, 'tap -> menu (ms)').toBeLessThan(200);

    await page.goto(`/product/${listing.items[0]!.slug}`);
    await page.waitForTimeout(after);
    const reviews = await timeTap(page, page.getByTestId('tab-reviews'), '[data-testid="tabpanel-reviews"]');
    expect(reviews, 'tap -> reviews panel (ms)').toBeLessThan(200);

    // A guest's heart, on a page nobody has tapped yet: the wishlist's prompt, not the shop's boot.
    await page.goto(`/product/${listing.items[0]!.slug}`);
    await page.waitForTimeout(after);
    const heart = await timeTap(
      page,
      page.getByTestId('wishlist-heart'),
      'dialog[open][data-testid="wishlist-guest-prompt"]',
    );
    expect(heart, "tap -> a guest's wishlist prompt (ms)").toBeLessThan(200);

    await page.goto('/collections/all');
    await page.waitForTimeout(after);
    const panel = await timeTap(page, page.getByTestId('filter-panel-toggle'), '[data-testid="sort-select"]');
    expect(panel, 'tap -> filter panel open (ms)').toBeLessThan(200);
    // The tick's answer needs the server; until it comes the listing says it is loading, as soon as it is tapped.
    const tick = await timeTap(
      page,
      page.getByTestId('filter-option-promotions-1'),
      '[data-testid="listing-count"]',
      true,
    );
    expect(tick, 'tap -> the listing answers the tick (ms)').toBeLessThan(200);
    await expect(page).toHaveURL(/promotions=1/);
    await expect(page.getByTestId('listing-title')).toHaveText('Strains on promotion');
  });
}
