import { HomePage } from '../pages/home-page';
import { holdRequests, SHELL_ENTRY } from '../support/held-requests';
import { expect, test } from '../support/test';
import { mailsTo, waitForMail } from '../support/mail-catcher';

test.describe('the frame (spec 2.4)', () => {
  test('the drawers start closed and each opens and closes on its own, with the overlay', async ({
    page,
    isMobile,
  }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.waitForHydration();
    for (const name of ['search', 'account', 'cart'] as const) await expect(home.drawer(name)).toBeHidden();
    await expect(home.overlay).toHaveCount(0);

    await home.drawerButton('search').click();
    await expect(home.drawer('search')).toBeVisible();
    await expect(home.overlay).toBeVisible();
    await home.drawer('search').getByRole('button', { name: 'Close' }).click();
    await expect(home.drawer('search')).toBeHidden();
    await home.drawerButton('account').click();
    await expect(home.drawer('account')).toContainText('Log in');
    if (isMobile) {
      // On a phone the drawer takes the whole width, over the overlay: its close button closes it.
      const viewport = page.viewportSize()!;
      expect(await home.drawer('account').boundingBox()).toMatchObject({ x: 0, width: viewport.width });
      await home.drawer('account').getByRole('button', { name: 'Close' }).tap();
    } else {
      await home.overlay.click({ position: { x: 5, y: 400 } });
    }
    for (const name of ['search', 'account', 'cart'] as const) await expect(home.drawer(name)).toBeHidden();
    await expect(home.overlay).toHaveCount(0);
  });

  test('drawers open over one another and close on their own (the mobile menu opens search and account)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const home = new HomePage(page);
    await home.goto();
    await home.waitForHydration();
    await home.drawerButton('menu').click();
    await page.getByTestId('menu-account').click();
    await expect(home.drawer('account')).toBeVisible();
    await expect(home.drawer('menu')).toHaveAttribute('aria-hidden', 'false');
    await home.drawer('account').getByRole('button', { name: 'Close' }).click();
    await expect(home.drawer('account')).toBeHidden();
    await expect(home.drawer('menu')).toBeVisible();
    await page.getByTestId('menu-search').click();
    await expect(home.drawer('search')).toBeVisible();
    await page.keyboard.press('Escape');
    for (const name of ['search', 'account', 'menu'] as const) await expect(home.drawer(name)).toBeHidden();
  });

  test('the cart drawer is reachable by keyboard and gives focus back when it closes', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.waitForHydration();
    await home.cartButton.focus();
    await page.keyboard.press('Enter');
    await expect(home.drawer('cart')).toBeVisible();
    await expect(home.drawer('cart')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(home.drawer('cart')).toBeHidden();
    await expect(home.cartButton).toBeFocused();
  });

  test('a click on the cart button before the page has hydrated opens the cart at once; React keeps it open', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Hold the shell's entry script back, so the click certainly lands on server markup without React.
    const release = await holdRequests(page, SHELL_ENTRY);
    const home = new HomePage(page);
    // Not until 'load': that waits for the held script.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await home.drawerButton('cart').click();
    // The platform's popover: open while the shell is still held back, with the way to the checkout.
    await expect(home.drawer('cart')).toBeVisible();
    await expect(home.drawer('cart').getByRole('link', { name: 'Go to checkout' })).toBeVisible();
    release();
    await home.hydrated();
    await expect(home.drawer('cart')).toHaveAttribute('data-open', 'true');
    await expect(home.drawerButton('cart')).toHaveAttribute('aria-expanded', 'true');
    await expect(home.drawer('cart').getByTestId('cart-empty')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a desktop screen shows the main menu in the navbar, each entry a real page of the storefront', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const home = new HomePage(page);
    for (const [prefix, labels, hrefs] of [
      [
        '',
        ['Collections', 'Deals', 'Blog', 'Support', 'Seedfinder'],
        ['/collections', '/collections/all?promotions=1', '/blog', '/contact', '/seedfinder'],
      ],
      [
        '/de',
        ['Kollektionen', 'Angebote', 'Blog', 'Support', 'Seedfinder'],
        ['/de/collections', '/de/collections/all?promotions=1', '/de/blog', '/de/kontakt', '/de/seedfinder'],
      ],
    ] as const) {
      await page.goto(prefix || '/');
      await home.waitForHydration();
      await expect(home.navbar).toBeVisible();
      await expect(home.drawerButton('menu')).toBeHidden();
      const links = home.navbar.getByRole('link');
      await expect(links).toHaveText([...labels]);
      for (const [index, href] of hrefs.entries()) {
        await expect(links.nth(index)).toBeVisible();
        await expect(links.nth(index)).toHaveAttribute('href', href);
        expect((await request.get(href)).status(), href).toBe(200);
      }
    }
    // Deals lists the strains on promotion, under a heading that says so (not the catalogue's "All strains").
    await home.navbar.getByRole('link', { name: 'Angebote' }).click();
    await expect(page).toHaveURL(/\/de\/collections\/all\?promotions=1$/);
    await expect(page.getByTestId('listing-title')).toHaveText('Sorten im Angebot');
    await expect(page).toHaveTitle(/^Sorten im Angebot/);
    await home.navbar.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/de\/blog$/);
    await expect(home.header).toBeVisible();
  });

  test('a small screen gets the mobile menu in its own drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const home = new HomePage(page);
    await home.goto();
    await home.waitForHydration();
    await expect(page.getByTestId('navbar')).toBeHidden();
    await home.drawerButton('menu').click();
    const menu = home.drawer('menu');
    await expect(menu.getByRole('link', { name: 'Collections' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Deals' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Support' })).toBeVisible();
    await menu.getByRole('link', { name: 'Collections' }).click();
    await expect(page).toHaveURL(/\/collections$/);
    await expect(menu).toBeHidden();
  });

  test('the footer has its columns, and the newsletter asks to confirm, answers a repeat alike and refuses a bad address', async ({
    page,
    request,
  }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.waitForHydration();
    for (const column of ['Quick Links', 'About Us', 'Service', 'Featured on'])
      await expect(home.footer.getByRole('heading', { name: column })).toBeVisible();
    await expect(home.footer.getByRole('heading', { name: 'sign up and get 10% off', exact: true })).toBeVisible();
    const email = `grower-${Date.now()}@example.org`;
    const input = page.getByTestId('newsletter-email');
    const outcome = page.getByTestId('newsletter-outcome');
    await input.fill('not-an-address');
    await page.getByTestId('newsletter-submit').click();
    await expect(outcome).toHaveText('Please provide a valid email address.');
    await input.fill(email);
    const asked =
      'Thank you! Please confirm your address with the link we have just e-mailed you: your 10% discount code follows.';
    await page.getByTestId('newsletter-submit').click();
    await expect(outcome).toHaveText(asked);
    // A repeat gets the same answer (nobody learns who is subscribed) and no second e-mail.
    await page.getByTestId('newsletter-submit').click();
    await expect(outcome).toHaveText(asked);
    // Delivered over SMTP by the api's mail worker, once: the confirmation link, no code yet.
    const mail = await waitForMail(request, email, /confirm your newsletter subscription/);
    expect(mail.text).toMatch(/\/api\/newsletter\/confirm\?token=/);
    expect(mail.text).not.toMatch(/NEWS-[2-9A-Z]{4}-[2-9A-Z]{4}/);
    expect(await mailsTo(request, email)).toHaveLength(1);
  });

  test('a failing newsletter signup says so and keeps the address', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.waitForHydration();
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"statusCode":503,"code":"UNAVAILABLE","message":"down"}',
      }),
    );
    await page.getByTestId('newsletter-email').fill('grower@example.org');
    await page.getByTestId('newsletter-submit').click();
    await expect(page.getByTestId('newsletter-outcome')).toHaveText('Unable to subscribe, please try again');
    await expect(page.getByTestId('newsletter-email')).toHaveValue('grower@example.org');
  });

  test('the colour mode is remembered and applied before the first paint', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.waitForHydration();
    await home.chooseColourMode('Dark');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    await page.route('**/shell/*.js', (route) => route.abort());
    await page.reload();
    // No shell script ran: the head script alone set it.
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    await page.unroute('**/shell/*.js');
    await page.reload();
    await home.waitForHydration();
    await home.chooseColourMode('System');
    await expect(page.locator('html')).not.toHaveAttribute('data-color-mode', /.*/);
  });
});
