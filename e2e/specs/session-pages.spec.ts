import type { Page } from '@playwright/test';
import { AccountPages } from '../pages/account-pages';
import { firstProductSlug } from '../support/catalog';
import { expect, test } from '../support/test';

/**
 * A logged-in shopper opening a page directly (a reload, a link from elsewhere) is served the page kept for
 * every visitor: the edge fills their logged-in state and first name into it from the api's readable hint
 * cookie, so the first paint, the wishlist hearts and the account drawer know them before any script runs.
 */

const PASSWORD = 'kept pages 4 all';
let counter = 0;
const newEmail = () => `e2e.kept.${Date.now()}.${++counter}@example.org`;

/** The session in the state the page was served with (what it paints with and hydrates from). */
async function servedSession(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const boot = JSON.parse(document.getElementById('sf-boot')?.textContent ?? '{}') as {
      rendered?: { state?: { shared?: { session?: unknown } } };
    };
    return boot.rendered?.state?.shared?.session ?? null;
  });
}

const HELLO = { '': 'Hello, Kim!', '/de': 'Hallo, Kim!' } as const;

for (const prefix of ['', '/de'] as const) {
  test(`a logged-in shopper reloading a product or listing page is not treated as a guest (${prefix || 'default storefront'})`, async ({
    page,
  }) => {
    test.slow();
    const account = new AccountPages(page, prefix);
    const email = newEmail();
    const signup = await page.request.post('/api/account/signup', {
      data: { email, password: PASSWORD, firstName: 'Kim', lastName: 'Kept' },
    });
    expect(signup.status()).toBe(202);
    const slug = await firstProductSlug(page.request);
    const product = account.path(`/product/${slug}`, `/produkt/${slug}`);
    const listing = account.path('/collections/high-thc');
    // Kept for every visitor before the shopper logs in.
    for (const path of [product, listing]) expect((await page.request.get(path)).status()).toBe(200);

    await account.open('/login');
    await account.logIn(email, PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${account.path('/account', '/konto')}$`));

    for (const path of [product, listing]) {
      await test.step(`${path}: opened directly, then reloaded`, async () => {
        await page.goto(path);
        await page.reload();
        expect(await servedSession(page)).toEqual({ loggedIn: true, firstName: 'Kim' });
        await account.frame.waitForHydration();
        const heart = page.getByTestId('wishlist-heart').first();
        await heart.click();
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
        await expect(account.loginPopup).toBeHidden();
        // Off the wishlist again, so the next page starts the same.
        await heart.click();
        await expect(heart).toHaveAttribute('aria-pressed', 'false');
        const drawer = await account.openAccountDrawer();
        await expect(drawer.getByTestId('account-greeting')).toHaveText(HELLO[prefix]);
        await account.closeDrawer();
      });
    }

    await test.step('after logging out, a reload shows a guest', async () => {
      const drawer = await account.openAccountDrawer();
      await drawer.getByTestId('logout').click();
      await expect(drawer).toBeHidden();
      await page.reload();
      expect(await servedSession(page)).toEqual({ loggedIn: false, firstName: null });
      await account.frame.waitForHydration();
      await expect((await account.openAccountDrawer()).getByTestId('account-guest')).toBeVisible();
      await account.closeDrawer();
      await page.getByTestId('wishlist-heart').first().click();
      await expect(account.loginPopup).toBeVisible();
    });
  });
}
