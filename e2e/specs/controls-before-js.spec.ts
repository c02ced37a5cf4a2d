import type { Page } from '@playwright/test';
import { HomePage } from '../pages/home-page';
import { expect, test } from '../support/test';

/**
 * The header's controls answer before the shop's JavaScript has run (a reading page boots on intent, seconds on a
 * slow phone) and without it: the menu drawer is a popover the platform opens, its search a GET form to the search
 * page, account and cart links where scripts do not run. Once React has the page it owns the same drawer: an open
 * drawer stays open, Escape closes it and focus goes back to its button.
 */

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu opens on a tap with its links, and closes again', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const menu = home.drawer('menu');
    await expect(menu).toBeHidden();
    await home.drawerButton('menu').tap();
    await expect(menu).toBeVisible();
    for (const name of ['Collections', 'Deals', 'Blog', 'Support', 'Seedfinder'])
      await expect(menu.getByRole('link', { name })).toBeVisible();
    await menu.getByRole('button', { name: 'Close' }).tap();
    await expect(menu).toBeHidden();
    await home.drawerButton('menu').tap();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await home.drawerButton('menu').tap();
    await menu.getByRole('link', { name: 'Blog' }).tap();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the menu’s search field submits to the results page, in English and in German', async ({ page }) => {
    const home = new HomePage(page);
    for (const [start, results] of [
      ['/', /\/search\?q=widow$/],
      ['/de', /\/de\/suche\?q=widow$/],
    ] as const) {
      await page.goto(start);
      await home.drawerButton('menu').tap();
      await page.getByTestId('menu-search-input').fill('widow');
      await page.getByTestId('menu-search-input').press('Enter');
      await expect(page).toHaveURL(results);
      await expect(page.getByTestId('search-page-title')).toContainText('widow');
    }
  });

  test('search, account and cart are links to their pages, the buttons needing JavaScript hidden', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    for (const name of ['search', 'account', 'cart'] as const) await expect(home.drawerButton(name)).toBeHidden();
    await expect(page.getByTestId('header-search-link')).toHaveAttribute('href', '/search');
    await page.getByTestId('header-account-link').tap();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByTestId('header-cart-link').tap();
    await expect(page).toHaveURL(/\/checkout$/);
  });
});

/** Records, in the page, the tap's time and the first frame in which the menu drawer shows, and any frame after it
 * in which it does not (a flash) until React has the page and a few frames more. */
async function watchTheTap(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { tapWatch: { tap?: number; shown?: number; hiddenFrames: number; done: boolean } };
    w.tapWatch = { hiddenFrames: 0, done: false };
    const drawer = document.querySelector<HTMLElement>('[data-testid="menu-panel"]')!;
    let framesAfterHydration = 0;
    const frame = (time: number) => {
      const watch = w.tapWatch;
      const visible = drawer.checkVisibility();
      if (visible && watch.shown === undefined) watch.shown = time;
      else if (!visible && watch.shown !== undefined) watch.hiddenFrames += 1;
      if (document.querySelector('#root[data-hydrated="true"]')) framesAfterHydration += 1;
      if (framesAfterHydration > 10) watch.done = true;
      else requestAnimationFrame(frame);
    };
    document.addEventListener(
      'touchstart',
      (event) => {
        w.tapWatch.tap = event.timeStamp;
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  });
}

test('on a slowed phone a tap 1 s after load shows the menu within 200 ms; React then keeps it and owns it', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const home = new HomePage(page);
  await home.goto();
  await page.waitForTimeout(1000);
  // A reading page: nothing of the shop has run yet.
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(0);
  await watchTheTap(page);
  await home.drawerButton('menu').tap();
  const menu = home.drawer('menu');
  await expect(menu).toBeVisible();
  await page.getByTestId('menu-search-input').fill('amnesia');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { tapWatch: { done: boolean } }).tapWatch.done), {
      timeout: 30_000,
    })
    .toBe(true);
  const watch = await page.evaluate(
    () => (window as unknown as { tapWatch: { tap: number; shown: number; hiddenFrames: number } }).tapWatch,
  );
  expect(watch.shown - watch.tap, 'tap -> drawer visible (ms)').toBeLessThan(200);
  expect(watch.hiddenFrames, 'frames without the drawer after it showed (a flash)').toBe(0);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // React has it now: still open, what was typed kept, the button tells it is open.
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('data-open', 'true');
  await expect(page.getByTestId('menu-search-input')).toHaveValue('amnesia');
  await expect(home.drawerButton('menu')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(home.drawerButton('menu')).toHaveAttribute('aria-expanded', 'false');

  // Opened again by React: focus goes in, Escape closes it and gives focus back to the button.
  await home.drawerButton('menu').focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(menu).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(home.drawerButton('menu')).toBeFocused();
});
