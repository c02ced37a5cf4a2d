import { expect, type Locator, type Page } from '@playwright/test';
import { CartPanel } from './cart-panel';
import { waitUntilHydrated } from './intent';

export type DrawerName = 'account' | 'cart' | 'menu' | 'search';
export type ColourModeLabel = 'System' | 'Light' | 'Dark';

/** What the shell draws around every page: topbar, header, drawers and footer. */
export class ShopFrame {
  readonly header: Locator;
  /** The desktop main menu (hidden below 1024 px, where the menu drawer holds it). */
  readonly navbar: Locator;
  readonly footer: Locator;
  readonly topbar: Locator;
  readonly shippingClaim: Locator;
  readonly freeShipping: Locator;
  readonly disclaimer: Locator;
  readonly regionButton: Locator;
  readonly changeRegionModal: Locator;
  readonly cartButton: Locator;
  readonly cartCount: Locator;
  readonly overlay: Locator;
  readonly cart: CartPanel;

  constructor(readonly page: Page) {
    this.header = page.getByTestId('header');
    this.navbar = page.getByTestId('navbar');
    this.footer = page.getByTestId('footer');
    this.topbar = page.getByTestId('topbar');
    this.shippingClaim = page.getByTestId('shipping-claim');
    this.freeShipping = page.getByTestId('free-shipping');
    this.disclaimer = page.getByTestId('disclaimer');
    this.regionButton = page.getByTestId('open-change-region');
    this.changeRegionModal = page.getByTestId('change-region');
    this.cartButton = page.getByTestId('header-cart-button');
    this.cartCount = page.getByTestId('cart-count');
    this.overlay = page.getByTestId('panel-overlay');
    this.cart = new CartPanel(page);
  }

  /** Gives the page intent (a reading page boots on it), then waits until React has taken over its markup. */
  async hydrated(): Promise<void> {
    await waitUntilHydrated(this.page);
  }

  async expectFrame(): Promise<void> {
    await expect(this.header).toBeVisible();
    await expect(this.footer).toBeVisible();
  }

  async expectCartCount(count: number): Promise<void> {
    await expect(this.cartCount).toHaveText(String(count));
  }

  drawer(name: DrawerName): Locator {
    return this.page.getByTestId(`${name}-panel`);
  }

  drawerButton(name: DrawerName): Locator {
    return this.page.getByTestId(`header-${name}-button`);
  }

  /**
   * Whether the header is the compact one (phones and tablets, below 1024 px): the menu button shows, and
   * the region and colour mode live in the menu drawer instead of the topbar.
   */
  async isCompact(): Promise<boolean> {
    return this.drawerButton('menu').isVisible();
  }

  /** Opens the menu drawer unless it is open. */
  async openMenu(): Promise<Locator> {
    const menu = this.drawer('menu');
    if ((await menu.getAttribute('aria-hidden')) !== 'false') await this.drawerButton('menu').click();
    await expect(menu).toBeVisible();
    return menu;
  }

  /** The button naming the region on screen: the topbar's on a desktop, the menu drawer's (opened) on a phone. */
  async regionSwitch(): Promise<Locator> {
    if (!(await this.isCompact())) return this.regionButton;
    const menu = await this.openMenu();
    return menu.getByTestId('menu-change-region');
  }

  /** Opens the change-region modal (topbar, or menu drawer on a phone); resolves once it is a modal dialog. */
  async openChangeRegion(): Promise<Locator> {
    await (await this.regionSwitch()).click();
    await expect.poll(() => this.changeRegionModal.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    return this.changeRegionModal;
  }

  /** Chooses a colour mode where the screen offers it: the topbar, or the menu drawer (closed again) on a phone. */
  async chooseColourMode(mode: ColourModeLabel): Promise<void> {
    if (await this.isCompact()) {
      const menu = await this.openMenu();
      await menu.getByTestId('menu-colour-mode').getByRole('radio', { name: mode }).check();
      await this.page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    } else {
      await this.page.getByTestId('colour-mode').getByRole('radio', { name: mode }).check();
    }
  }

  async openCart(): Promise<CartPanel> {
    await this.cartButton.click();
    await expect(this.cart.root).toBeVisible();
    return this.cart;
  }

  /** Gives the page intent, then resolves once the shell has hydrated the server's markup (or rendered the page). */
  async waitForHydration(): Promise<void> {
    await waitUntilHydrated(this.page);
  }
}
