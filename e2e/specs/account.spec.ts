import { expect, test } from '../support/test';
import { AccountPages } from '../pages/account-pages';
import { CheckoutPage, OrderOverviewPage, SandboxPage, hydrated } from '../pages/checkout-page';
import { ProductPage } from '../pages/product-page';
import { firstProductSlug } from '../support/catalog';
import { waitForMail } from '../support/mail-catcher';

const PASSWORD = 'green thumbs 42';
let counter = 0;
const newEmail = (tag: string) => `e2e.${tag}.${Date.now()}.${++counter}@example.org`;

const WORDING = {
  '': {
    loggedIn: 'Logged in',
    hello: 'Hello, Rosa!',
    emptyAddresses: 'No addresses in your account',
    emptyOrders: 'No orders in your account',
    card: /Credit card/,
    complete: 'Payment complete',
    accountEmail: 'will be sent to your account e-mail',
    welcome: /^Welcome! Your account has been created$/,
  },
  '/de': {
    loggedIn: 'Angemeldet',
    hello: 'Hallo, Rosa!',
    emptyAddresses: 'Keine Adressen in deinem Konto',
    emptyOrders: 'Keine Bestellungen in deinem Konto',
    card: /Kreditkarte/,
    complete: 'Zahlung abgeschlossen',
    accountEmail: 'E-Mail-Adresse deines Kontos',
    welcome: /^Willkommen! Dein Konto wurde erstellt$/,
  },
} as const;

for (const prefix of ['', '/de'] as const) {
  const words = WORDING[prefix];
  test(`sign up, log out, log in, edit details, add a default address (${prefix || 'default storefront'})`, async ({
    page,
  }) => {
    // A whole customer journey (sign-up to a paid order, eight steps): three times the per-test budget.
    test.slow();
    const account = new AccountPages(page, prefix);
    const email = newEmail('signup');

    await test.step('sign up: the account-created state and the welcome e-mail', async () => {
      await account.signUp({ firstName: 'Rosa', email, password: PASSWORD });
      // Delivered over SMTP to the mail catcher, in the storefront's language.
      await waitForMail(page.request, email, words.welcome);
    });

    await test.step('the next step logs in: toast, greeting in the drawer without a reload', async () => {
      await account.logIn(email, PASSWORD, page.getByTestId('signup-created'));
      await expect(account.toasts.filter({ hasText: words.loggedIn })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${account.path('/account', '/konto')}$`));
      const drawer = await account.openAccountDrawer();
      await expect(drawer.getByTestId('account-greeting')).toHaveText(words.hello);
      await drawer.getByTestId('logout').click();
      await expect(drawer).toBeHidden();
      await expect((await account.openAccountDrawer()).getByTestId('account-guest')).toBeVisible();
      await account.closeDrawer();
      // The account page falls back to the login form in place.
      await expect(page.getByTestId('account-gate')).toBeVisible();
    });

    await test.step('log in on /login: the server renders the logged-in frame after a reload', async () => {
      await account.open('/login');
      await account.logIn(email, PASSWORD);
      await expect(page).toHaveURL(new RegExp(`${account.path('/account', '/konto')}$`));
      const html = await (await page.request.get(account.path('/account', '/konto'))).text();
      expect(html).toContain('"session":{"loggedIn":true,"firstName":"Rosa"}');
      await page.reload();
      await account.frame.waitForHydration();
      await expect(page.getByTestId('account-overview-greeting')).toHaveText(words.hello);
    });

    await test.step('edit the details in their modal', async () => {
      await account.open('/account/details', '/konto/details');
      await page.getByTestId('edit-details').click();
      const modal = page.getByTestId('details-modal');
      await modal.getByTestId('details-first-name').fill('Rosalind');
      await modal.getByTestId('details-dob').fill('1990-04-20');
      await modal.getByTestId('details-save').click();
      await expect(modal).toBeHidden();
      await expect(page.getByTestId('details-shown-email')).toHaveText(email);
      const drawer = await account.openAccountDrawer();
      await expect(drawer.getByTestId('account-greeting')).toContainText('Rosalind');
      await account.closeDrawer();
    });

    await test.step('add an address and make it the default shipping address', async () => {
      await account.open('/account/addresses', '/konto/adressen');
      await expect(page.getByTestId('addresses-empty')).toHaveText(words.emptyAddresses);
      await page.getByTestId('address-add').click();
      const modal = page.getByTestId('address-modal');
      await modal.getByTestId('address-save').click();
      await expect(modal.locator('[aria-invalid="true"]').first()).toBeVisible();
      await modal.getByTestId('address-firstName').fill('Rosa');
      await modal.getByTestId('address-lastName').fill('Grower');
      await modal.getByTestId('address-phone').fill('+49 30 123456');
      await modal.getByTestId('address-line1').fill('Hanfstraße 1');
      await modal.getByTestId('address-city').fill('Berlin');
      await modal.getByTestId('address-postalCode').fill('10115');
      await modal.getByTestId('address-save').click();
      await expect(modal).toBeHidden();
      const card = page.getByTestId('address-card');
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('badge-default-shipping')).toHaveCount(0);
      await card.getByTestId('address-make-shipping').click();
      await expect(card.getByTestId('badge-default-shipping')).toBeVisible();
    });

    await test.step('check out with the saved address: the order is in the orders list and its detail', async () => {
      await account.open('/account/orders');
      await expect(page.getByTestId('orders-empty')).toHaveText(words.emptyOrders);
      const product = new ProductPage(page);
      await product.goto(await firstProductSlug(page.request), prefix);
      await product.hydrated();
      await product.choosePack(0);
      const modal = await product.addToCart();
      await modal.checkout.click();
      const checkout = new CheckoutPage(page);
      await expect(checkout.root).toBeVisible();
      await hydrated(page);
      await expect(page.getByTestId('checkout-account-email')).toContainText(words.accountEmail);
      await expect(page.getByTestId('checkout-account-email')).toContainText(email);
      // The saved default address fills the form and chooses the country.
      await expect(checkout.field('delivery.city')).toHaveValue('Berlin');
      await expect(checkout.field('delivery.address1')).toHaveValue('Hanfstraße 1');
      // The address modal lists it too.
      await page.getByTestId('checkout-choose-address').click();
      const addresses = page.getByTestId('checkout-address-modal');
      await expect(addresses.getByTestId('checkout-saved-address')).toHaveCount(1);
      await addresses.getByTestId('checkout-use-address').click();
      await expect(addresses).toBeHidden();
      await checkout.shippingMethods.first().click();
      await checkout.paymentMethods.filter({ hasText: words.card }).click();
      await checkout.payNow.click();
      await new SandboxPage(page).choose('pay');
      const overview = new OrderOverviewPage(page);
      await expect(overview.title).toHaveText(words.complete);
      const number = overview.orderNumber();

      await account.open('/account/orders');
      const row = page.getByTestId('account-order');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(number);
      await expect(row.getByTestId('account-order-status')).toHaveText(words.complete);
      await row.getByTestId('account-order-link').click();
      await expect(page).toHaveURL(new RegExp(`/account/orders/${number}$`));
      await expect(page.getByTestId('account-order-detail')).toContainText(number);
      await expect(page.getByTestId('order-status-title')).toHaveText(words.complete);
      await expect(page.getByTestId('order-items')).toContainText(/1 ×/);
    });
  });
}
