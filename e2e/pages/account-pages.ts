import { expect, type Locator, type Page } from '@playwright/test';
import { ShopFrame } from './shop-frame';

/** The account area: login, sign-up, password pages, account pages, the account drawer and the login popup. */
export class AccountPages {
  readonly frame: ShopFrame;
  readonly toasts: Locator;
  readonly loginPopup: Locator;

  constructor(
    readonly page: Page,
    readonly prefix: '' | '/de' = '',
  ) {
    this.frame = new ShopFrame(page);
    this.toasts = page.getByTestId('toast');
    this.loginPopup = page.getByTestId('login-popup');
  }

  path(en: string, de: string = en): string {
    return `${this.prefix}${this.prefix ? de : en}`;
  }

  async open(en: string, de?: string): Promise<void> {
    await this.page.goto(this.path(en, de));
    await this.frame.waitForHydration();
  }

  async signUp(user: { firstName: string; email: string; password: string }): Promise<void> {
    await this.open('/signup', '/registrieren');
    await this.page.getByTestId('signup-first-name').fill(user.firstName);
    await this.page.getByTestId('signup-last-name').fill('Grower');
    await this.page.getByTestId('signup-email').fill(user.email);
    await this.page.getByTestId('signup-password').fill(user.password);
    await this.page.getByTestId('signup-repeat').fill(user.password);
    await this.page.getByTestId('signup-submit').click();
    await expect(this.page.getByTestId('signup-created')).toBeVisible();
  }

  /** Fills the login form found in `within` (a page, the gate, the popup). */
  async logIn(email: string, password: string, within: Locator | Page = this.page): Promise<void> {
    const form = within.getByTestId('login-form');
    await form.getByTestId('login-email').fill(email);
    await form.getByTestId('login-password').fill(password);
    await form.getByTestId('login-submit').click();
  }

  async openAccountDrawer(): Promise<Locator> {
    await this.frame.drawerButton('account').click();
    const drawer = this.frame.drawer('account');
    await expect(drawer).toBeVisible();
    return drawer;
  }

  async closeDrawer(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.frame.drawer('account')).toBeHidden();
  }
}
