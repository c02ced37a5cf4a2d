import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { firstProductSlug } from '../support/catalog';
import { waitUntilHydrated } from './intent';

export interface Address {
  firstName: string;
  lastName: string;
  phone: string;
  address1: string;
  city: string;
  postalCode: string;
}

export const ADA: Address = {
  firstName: 'Ada',
  lastName: 'Grower',
  phone: '+31 20 123 4567',
  address1: 'Keizersgracht 1',
  city: 'Amsterdam',
  postalCode: '1015 AA',
};

/** Puts one item (the first pack of a product) in the cart of `request`'s visitor (`page.request`: the page's). */
export async function oneItemInCart(request: APIRequestContext): Promise<void> {
  const slug = await firstProductSlug(request);
  const detail = (await (await request.get(`/api/en-en/products/${slug}`)).json()) as { packs: Array<{ id: number }> };
  const added = await request.post('/api/en-en/cart/items', { data: { packId: detail.packs[0]!.id, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
}

/** Resolves once the page's server markup is hydrated (typing before that is reset by React); gives intent first. */
export async function hydrated(page: Page): Promise<void> {
  await waitUntilHydrated(page);
}

/** The checkout page (mf-cart-checkout): contact, delivery, billing, shipping and payment, Pay Now. */
export class CheckoutPage {
  readonly root: Locator;
  readonly email: Locator;
  readonly country: Locator;
  readonly shippingMethods: Locator;
  readonly paymentMethods: Locator;
  readonly payNow: Locator;
  readonly regionMismatch: Locator;
  readonly chooseCountryFirst: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('checkout-page');
    this.email = page.getByTestId('checkout-email');
    this.country = page.getByTestId('checkout-delivery-country');
    this.shippingMethods = page.getByTestId('checkout-shipping-method');
    this.paymentMethods = page.getByTestId('checkout-payment-method');
    this.payNow = page.getByTestId('checkout-pay-now');
    this.regionMismatch = page.getByTestId('checkout-region-mismatch');
    this.chooseCountryFirst = page.getByTestId('checkout-choose-country-first');
  }

  async goto(prefix = '') {
    const response = await this.page.goto(`${prefix}/checkout`);
    await expect(this.root).toBeVisible();
    await hydrated(this.page);
    return response;
  }

  field(name: string): Locator {
    return this.page.getByTestId(`checkout-${name.replace(/\./g, '-')}`);
  }

  error(name: string): Locator {
    return this.page.getByTestId(`checkout-${name.replace(/\./g, '-')}-error`);
  }

  /** Country first, then the address, a shipping method and a payment method (by its visible name). */
  async fill(email: string, country: string, payment: RegExp, address: Address = ADA) {
    await this.email.fill(email);
    await this.country.selectOption(country);
    await expect(this.shippingMethods.first()).toBeVisible();
    for (const [key, value] of Object.entries(address)) await this.field(`delivery.${key}`).fill(value);
    await this.shippingMethods.first().click();
    await this.paymentMethods.filter({ hasText: payment }).click();
  }
}

/** The sandbox provider's hosted payment page (served by the api). */
export class SandboxPage {
  constructor(readonly page: Page) {}

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/api\/sandbox\/pay\/sbx_/);
    await expect(this.page.getByRole('heading', { name: 'Sandbox payment provider' })).toBeVisible();
  }

  async choose(action: 'pay' | 'fail' | 'transfer' | 'cancel') {
    await this.expectOpen();
    await this.page.getByTestId(`sandbox-${action}`).click();
  }
}

/** The order overview (thank-you page). */
export class OrderOverviewPage {
  readonly root: Locator;
  readonly status: Locator;
  readonly title: Locator;
  readonly message: Locator;
  readonly instructions: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('order-overview');
    this.status = page.getByTestId('order-status');
    this.title = page.getByTestId('order-status-title');
    this.message = page.getByTestId('order-status-message');
    this.instructions = page.getByTestId('order-instructions');
  }

  /** The order number from the address (`?order=`). */
  orderNumber(): string {
    return new URL(this.page.url()).searchParams.get('order') ?? '';
  }
}
