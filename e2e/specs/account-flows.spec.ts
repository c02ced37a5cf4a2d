import { expect, test } from '../support/test';
import { AccountPages } from '../pages/account-pages';
import { waitForMail } from '../support/mail-catcher';

// The account's flows beside the journey of account.spec.ts: the wishlist, a forgotten password and a changed
// e-mail address, each in English and German, each with an account of its own.
const PASSWORD = 'green thumbs 42';
let counter = 0;
const newEmail = (tag: string) => `e2e.${tag}.${Date.now()}.${++counter}@example.org`;

const FLOWS = {
  '': {
    guestMessage: 'Wishlist is available for logged in users. Either Login or Create a free account to continue',
    loginLink: 'Login',
    emptyWishlist: 'Your wishlist is empty',
    added: (name: string) => `${name} added to your wishlist`,
    removed: (name: string) => `${name} removed from your wishlist`,
    resetSent: 'Password reset email sent.',
    resetSubject: /^Reset your password$/,
    resetPath: '/reset-password',
    passwordsDiffer: 'Passwords do not match',
    resetDone: 'Password reset successfully',
    accountPath: /\/account$/,
    emailPending: (to: string) => `We sent a link to ${to}. Your e-mail address changes once you open it to confirm.`,
    confirmSubject: /^Confirm your new e-mail address$/,
    confirmTitle: 'Confirm your new e-mail address',
    changedTitle: 'Your e-mail address has been changed',
    changedSubject: /^Your e-mail address was changed$/,
  },
  '/de': {
    guestMessage:
      'Die Wunschliste gibt es für angemeldete Nutzer. Melde dich an oder erstelle ein kostenloses Konto, um fortzufahren',
    loginLink: 'Melde dich an',
    emptyWishlist: 'Deine Wunschliste ist leer',
    added: (name: string) => `${name} wurde deiner Wunschliste hinzugefügt`,
    removed: (name: string) => `${name} wurde von deiner Wunschliste entfernt`,
    resetSent: 'E-Mail zum Zurücksetzen des Passworts gesendet.',
    resetSubject: /^Passwort zurücksetzen$/,
    resetPath: '/de/passwort-wiederherstellen',
    passwordsDiffer: 'Die Passwörter stimmen nicht überein',
    resetDone: 'Passwort erfolgreich zurückgesetzt',
    accountPath: /\/de\/konto$/,
    emailPending: (to: string) =>
      `Wir haben einen Link an ${to} geschickt. Deine E-Mail-Adresse ändert sich, sobald du ihn zur Bestätigung öffnest.`,
    confirmSubject: /^Bestätige deine neue E-Mail-Adresse$/,
    confirmTitle: 'Bestätige deine neue E-Mail-Adresse',
    changedTitle: 'Deine E-Mail-Adresse wurde geändert',
    changedSubject: /^Deine E-Mail-Adresse wurde geändert$/,
  },
} as const;

for (const prefix of ['', '/de'] as const) {
  const words = FLOWS[prefix];
  const where = prefix || 'default storefront';

  test(`the wishlist: a guest gets the message, logs in in the popup, and sees the empty state (${where})`, async ({
    page,
  }) => {
    const account = new AccountPages(page, prefix);
    const email = newEmail('wishlist');
    const response = await page.request.post('/api/account/signup', {
      data: { email, password: PASSWORD, firstName: 'Wanda', lastName: 'List' },
    });
    expect(response.status()).toBe(202);
    await account.open('/account/wishlist', '/konto/wishlist');
    const message = page.getByTestId('wishlist-guest-message');
    await expect(message).toHaveText(words.guestMessage);
    await message.getByRole('link', { name: words.loginLink }).click();
    await expect(account.loginPopup).toBeVisible();
    await account.logIn(email, PASSWORD, account.loginPopup);
    await expect(account.loginPopup).toBeHidden();
    await expect(page.getByTestId('wishlist-empty')).toHaveText(words.emptyWishlist);
  });

  test(`forgot password: the link from the e-mail resets it once, and the old password is refused (${where})`, async ({
    page,
  }) => {
    const account = new AccountPages(page, prefix);
    const email = newEmail('reset');
    await page.request.post('/api/account/signup', {
      data: { email, password: PASSWORD, firstName: 'Rita', lastName: 'Reset' },
    });
    await account.open('/forgot-password', '/passwort-vergessen');
    await page.getByTestId('forgot-email').fill(email);
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-sent')).toHaveText(words.resetSent);
    // The e-mail as the shopper gets it: delivered over SMTP to the mail catcher.
    const mail = await waitForMail(page.request, email, words.resetSubject);
    const link = new URL(/https?:\/\/\S+\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? 'http://missing/');
    expect(link.pathname).toBe(words.resetPath);
    await page.goto(link.pathname + link.search);
    await account.frame.waitForHydration();
    await page.getByTestId('reset-password').fill('brand new pass 7');
    await page.getByTestId('reset-repeat').fill('brand new pass 8');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByText(words.passwordsDiffer)).toBeVisible();
    await page.getByTestId('reset-repeat').fill('brand new pass 7');
    await page.getByTestId('reset-submit').click();
    await expect(account.toasts.filter({ hasText: words.resetDone })).toBeVisible();
    await expect(page).toHaveURL(words.accountPath);

    const fresh = await page.context().browser()!.newContext();
    const old = await fresh.request.post(new URL('/api/account/login', page.url()).href, {
      data: { email, password: PASSWORD },
    });
    expect(old.status()).toBe(401);
    // The link works once.
    const again = await fresh.request.post(new URL('/api/account/reset-password', page.url()).href, {
      data: { token: link.searchParams.get('token'), password: 'another pass 99' },
    });
    expect(again.status()).toBeGreaterThanOrEqual(400);
    expect(again.status()).toBeLessThan(500);
    await fresh.close();
  });

  test(`changing the e-mail: the link mailed to the new address confirms it, the old one is told (${where})`, async ({
    page,
  }) => {
    const account = new AccountPages(page, prefix);
    const email = newEmail('before');
    const next = newEmail('after');
    await page.request.post('/api/account/signup', {
      data: { email, password: PASSWORD, firstName: 'Erin', lastName: 'Mail' },
    });
    expect((await page.request.post('/api/account/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
    await account.open('/account/details', '/konto/details');
    await page.getByTestId('edit-details').click();
    const modal = page.getByTestId('details-modal');
    await modal.getByTestId('details-email').fill(next);
    await modal.getByTestId('details-save').click();
    await expect(modal).toBeHidden();
    // Asked for, not taken: the same message whether or not the address has an account.
    await expect(page.getByTestId('details-email-pending')).toHaveText(words.emailPending(next));
    await expect(page.getByTestId('details-shown-email')).toHaveText(email);

    const mail = await waitForMail(page.request, next, words.confirmSubject);
    const link = new URL(/https?:\/\/\S+\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? 'http://missing/');
    await page.goto(link.pathname + link.search);
    const landing = page.getByTestId('email-change');
    await expect(landing).toHaveAttribute('data-outcome', 'ask');
    await expect(landing.locator('h1')).toHaveText(words.confirmTitle);
    await landing.getByTestId('email-change-confirm').click();
    await expect(landing).toHaveAttribute('data-outcome', 'confirmed');
    await expect(landing.locator('h1')).toHaveText(words.changedTitle);
    await waitForMail(page.request, email, words.changedSubject);

    await landing.getByRole('link').click();
    await account.frame.waitForHydration();
    await expect(page.getByTestId('details-shown-email')).toHaveText(next);
    // The link works once.
    await page.goto(link.pathname + link.search);
    await expect(page.getByTestId('email-change')).toHaveAttribute('data-outcome', 'used');
  });

  test(`the wishlist heart: a guest is asked to log in, then adds from a card and removes on the wishlist page (${where})`, async ({
    page,
  }) => {
    const account = new AccountPages(page, prefix);
    const email = newEmail('heart');
    await page.request.post('/api/account/signup', {
      data: { email, password: PASSWORD, firstName: 'Hanna', lastName: 'Heart' },
    });
    await account.open('/collections/high-thc');
    const card = page.getByTestId('product-card-item').first();
    const name = (await card.getByTestId('product-card').innerText()).trim();
    await card.getByTestId('wishlist-heart').click();
    await expect(account.loginPopup.getByTestId('wishlist-guest-message')).toContainText(
      words.guestMessage.split('.')[0]!,
    );
    await account.logIn(email, PASSWORD, account.loginPopup);
    await expect(account.loginPopup).toBeHidden();

    const heart = card.getByTestId('wishlist-heart');
    await heart.click();
    await expect(account.toasts.filter({ hasText: words.added(name) })).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await account.open('/account/wishlist', '/konto/wishlist');
    const item = page.getByTestId('wishlist-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(name);
    await item.getByRole('button').click();
    await expect(account.toasts.filter({ hasText: words.removed(name) })).toBeVisible();
    await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  });
}
