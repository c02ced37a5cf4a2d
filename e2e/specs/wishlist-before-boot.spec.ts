import type { Page } from '@playwright/test';
import { AccountPages } from '../pages/account-pages';
import { firstProductSlug } from '../support/catalog';
import { holdRequests, SHELL_SCRIPTS } from '../support/held-requests';
import { expect, ONCE, test } from '../support/test';

/**
 * A wishlist heart tapped before the shop has booted. The wishlist is for logged-in shoppers: a guest is answered at
 * once by the shell's prompt (the page's loader shows it), not after the whole shop has booted; a logged-in
 * shopper's tap is a write, held for the shop and done once it runs. The slowed phone's timing is in
 * first-tap-slowed.spec.ts.
 */

const PASSWORD = 'hearts before boot 3';
let counter = 0;
const newEmail = () => `e2e.heart.${Date.now()}.${++counter}@example.org`;

/** A new account (a sign-up does not log in: the browser is still a guest's); its e-mail. */
async function signUp(page: Page, firstName: string): Promise<string> {
  const email = newEmail();
  const response = await page.request.post('/api/account/signup', {
    data: { email, password: PASSWORD, firstName, lastName: 'Heart' },
  });
  expect(response.status()).toBe(202);
  return email;
}

/** A product page whose shop has not booted: the shell's scripts are held until `boot()`. */
async function productBeforeBoot(page: Page, slug: string, prefix: '' | '/de') {
  const boot = await holdRequests(page, SHELL_SCRIPTS);
  await page.goto(`${prefix}/${prefix === '/de' ? 'produkt' : 'product'}/${slug}`);
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(0);
  return boot;
}

test(
  "a guest's heart: the prompt at once, in German, closed by the keyboard; React keeps it; its login comes back to the product",
  ONCE,
  async ({ page, request }) => {
    const slug = await firstProductSlug(request);
    const email = await signUp(page, 'Greta');
    const boot = await productBeforeBoot(page, slug, '/de');
    const heart = page.getByTestId('wishlist-heart');
    const prompt = page.getByTestId('wishlist-guest-prompt');

    await heart.click();
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('heading')).toHaveText('Wunschliste');
    await expect(prompt).toContainText('Die Wunschliste gibt es für angemeldete Nutzer.');
    await expect(prompt.getByRole('link', { name: 'Melde dich an' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    await expect(heart).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(prompt).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(prompt.getByRole('button', { name: 'Schließen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(prompt).toBeHidden();
    await expect(heart).toBeFocused();

    // The shop boots around the open prompt: still open, and no login popup over it (the tap is not replayed).
    await heart.click();
    await expect(prompt).toBeVisible();
    boot();
    await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
    await expect(prompt).toBeVisible();
    await expect(page.getByTestId('login-popup')).toHaveCount(0);

    await prompt.getByRole('link', { name: 'Melde dich an' }).click();
    await expect(page).toHaveURL(`/de/login?returnTo=${encodeURIComponent(`/de/produkt/${slug}`)}`);
    const account = new AccountPages(page, '/de');
    await account.frame.waitForHydration();
    await account.logIn(email, PASSWORD);
    await expect(page).toHaveURL(`/de/produkt/${slug}`);
    await account.frame.waitForHydration();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(prompt).toBeHidden();
  },
);

test(
  "a logged-in shopper's heart before the shop runs is held, and added once it does: no guest prompt",
  ONCE,
  async ({ page, request }) => {
    const slug = await firstProductSlug(request);
    const email = await signUp(page, 'Lena');
    expect((await page.request.post('/api/account/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
    const boot = await productBeforeBoot(page, slug, '');
    const heart = page.getByTestId('wishlist-heart');

    await heart.click();
    await expect(page.getByTestId('wishlist-guest-prompt')).toBeHidden();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    boot();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('wishlist-guest-prompt')).toBeHidden();
    await expect(page.getByTestId('login-popup')).toHaveCount(0);
    const wishlist = (await (await page.request.get('/api/account/wishlist')).json()) as {
      items: Array<{ slug?: string; productId: number }>;
    };
    expect(wishlist.items).toHaveLength(1);
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'a heart sends a guest to log in (a wrong password says so), back to the product, and its tap then lists it',
    ONCE,
    async ({ page, request }) => {
      const slug = await firstProductSlug(request);
      const email = await signUp(page, 'Noor');
      await page.goto(`/product/${slug}`);
      await page.getByTestId('wishlist-heart').click();
      await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(`/product/${slug}`)}`);

      await page.getByTestId('login-email').fill(email);
      await page.getByTestId('login-password').fill('not the password');
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('login-error')).toHaveText(
        'Username and/or password is incorrect. Try again or reset your password.',
      );
      // Posted, never a GET: nothing typed is in the address.
      expect(page.url()).not.toContain(encodeURIComponent(email));
      expect(page.url()).not.toContain('not+the+password');

      await page.getByTestId('login-email').fill(email);
      await page.getByTestId('login-password').fill(PASSWORD);
      await page.getByTestId('login-submit').click();
      await expect(page).toHaveURL(`/product/${slug}`);
      await page.getByTestId('wishlist-heart').click();
      await expect(page).toHaveURL('/account/wishlist');
      const item = page.getByTestId('wishlist-item');
      await expect(item).toHaveCount(1);
      await expect(item.getByRole('link')).toHaveAttribute('href', `/product/${slug}`);
    },
  );
});
