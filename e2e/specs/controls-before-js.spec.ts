import type { Locator, Page } from '@playwright/test';
import { HomePage } from '../pages/home-page';
import type { DrawerName } from '../pages/shop-frame';
import { slowedReadingPage } from '../support/slowed-phone';
import { expect, test } from '../support/test';

/**
 * The header's controls answer before the shop's JavaScript has run (a reading page boots on intent, seconds on a
 * slow phone) and without it: each drawer (menu, search, account, cart) is a popover the platform opens with
 * server-rendered content; the searches are GET forms to the search page (the chat's drawer: chat-before-js.spec.ts).
 * Once React has the page it owns the same
 * drawer: an open drawer stays open, Escape closes it and focus goes back to its button.
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

  test('the menu’s Search and Account buttons open their drawers over it', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    for (const [button, drawer] of [
      ['menu-search', 'search'],
      ['menu-account', 'account'],
    ] as const) {
      await home.drawerButton('menu').tap();
      await page.getByTestId(button).tap();
      await expect(home.drawer(drawer)).toBeVisible();
      await expect(home.drawer('menu')).toBeVisible();
      // Escape closes the one on top first.
      await page.keyboard.press('Escape');
      await expect(home.drawer(drawer)).toBeHidden();
      await expect(home.drawer('menu')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(home.drawer('menu')).toBeHidden();
    }
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

  test('the search drawer opens on a tap with a search form to the results page, in English and in German', async ({
    page,
  }) => {
    const home = new HomePage(page);
    for (const [start, label, results] of [
      ['/', 'Search the shop', /\/search\?q=widow$/],
      ['/de', 'Im Shop suchen', /\/de\/suche\?q=widow$/],
    ] as const) {
      await page.goto(start);
      const search = home.drawer('search');
      await expect(search).toBeHidden();
      await home.drawerButton('search').tap();
      await expect(search).toBeVisible();
      await search.getByLabel(label).fill('widow');
      await search.getByLabel(label).press('Enter');
      await expect(page).toHaveURL(results);
      await expect(page.getByTestId('search-page-title')).toContainText('widow');
    }
  });

  test('the account drawer opens on a tap with the login, sign-up, account and orders pages', async ({ page }) => {
    const home = new HomePage(page);
    await page.goto('/de');
    const account = home.drawer('account');
    await home.drawerButton('account').tap();
    await expect(account).toBeVisible();
    await expect(account.getByRole('heading')).toHaveText('Mein Konto');
    const links = account.getByRole('link');
    await expect(links).toHaveText(['Anmelden', 'Konto erstellen', 'Kontoübersicht', 'Meine Bestellungen']);
    await account.getByRole('button', { name: 'Schließen' }).tap();
    await expect(account).toBeHidden();
    await home.drawerButton('account').tap();
    await account.getByRole('link', { name: 'Anmelden' }).tap();
    await expect(page).toHaveURL(/\/de\/login$/);
  });

  test('the cart drawer opens on a tap with the count the header shows and the way to the checkout', async ({
    page,
  }) => {
    const home = new HomePage(page);
    await home.goto();
    const cart = home.drawer('cart');
    await home.drawerButton('cart').tap();
    await expect(cart).toBeVisible();
    await expect(cart.getByTestId('cart-fallback-count')).toHaveText('0');
    await expect(cart).toContainText('Items in your cart: 0');
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await home.drawerButton('cart').tap();
    await cart.getByRole('link', { name: 'Go to checkout' }).tap();
    await expect(page).toHaveURL(/\/checkout$/);
  });
});

/** Records, in the page, the tap's time and the first frame in which the drawer shows, and any frame after it
 * in which it does not (a flash) until React has the page and a few frames more. */
async function watchTheTap(page: Page, name: DrawerName): Promise<void> {
  await page.evaluate((testId) => {
    const w = window as unknown as { tapWatch: { tap?: number; shown?: number; hiddenFrames: number; done: boolean } };
    w.tapWatch = { hiddenFrames: 0, done: false };
    const drawer = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!;
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
  }, `${name}-panel`);
}

/** Waits until the watch is done (React has the page) and says how soon the drawer showed, and whether it flashed. */
async function tapResult(page: Page): Promise<{ tap: number; shown: number; hiddenFrames: number }> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { tapWatch: { done: boolean } }).tapWatch.done), {
      timeout: 30_000,
    })
    .toBe(true);
  return page.evaluate(
    () => (window as unknown as { tapWatch: { tap: number; shown: number; hiddenFrames: number } }).tapWatch,
  );
}

test('on a slowed phone a tap 1 s after load shows the menu within 200 ms; React then keeps it and owns it', async ({
  page,
}) => {
  const { home, cdp } = await slowedReadingPage(page);
  await watchTheTap(page, 'menu');
  await home.drawerButton('menu').tap();
  const menu = home.drawer('menu');
  await expect(menu).toBeVisible();
  await page.getByTestId('menu-search-input').fill('amnesia');
  const watch = await tapResult(page);
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

/** What each drawer shows once its area has it: mf-catalog's live search, mf-account's panel, mf-cart-checkout's. */
const AREA_CONTENT: Record<'search' | 'account' | 'cart', (drawer: Locator) => Locator> = {
  search: (drawer) => drawer.getByTestId('search-input'),
  account: (drawer) => drawer.getByTestId('account-guest'),
  cart: (drawer) => drawer.getByTestId('cart-empty'),
};

for (const name of ['search', 'account', 'cart'] as const) {
  test(`on a slowed phone a tap 1 s after load shows the ${name} drawer within 200 ms; React then owns it`, async ({
    page,
  }) => {
    const { home, cdp } = await slowedReadingPage(page);
    await watchTheTap(page, name);
    await home.drawerButton(name).tap();
    const drawer = home.drawer(name);
    await expect(drawer).toBeVisible();
    const watch = await tapResult(page);
    expect(watch.shown - watch.tap, 'tap -> drawer visible (ms)').toBeLessThan(200);
    expect(watch.hiddenFrames, 'frames without the drawer after it showed (a flash)').toBe(0);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    // React has it now: still open, the area's content in place of the server's, the button tells it is open.
    await expect(drawer).toHaveAttribute('data-open', 'true');
    await expect(home.drawerButton(name)).toHaveAttribute('aria-expanded', 'true');
    await expect(AREA_CONTENT[name](drawer)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(home.drawerButton(name)).toHaveAttribute('aria-expanded', 'false');
    await expect(home.drawerButton(name)).toBeFocused();
  });
}
