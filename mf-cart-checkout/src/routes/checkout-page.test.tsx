import { fireEvent, screen, within } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import {
  createStorefrontStore,
  initialSharedState,
  type CheckoutView,
  type StorefrontCode,
} from '@storefront/shared-contracts';
import { exampleCart, exampleCartLine } from '@storefront/shared-contracts/testing';
import en from '../i18n/en.json';
import enUk from '../i18n/en-uk.json';
import { checkoutApi } from '../features/checkout/api/checkout-api';
import CheckoutPage from './checkout-page';

function view(overrides: Partial<CheckoutView> = {}): CheckoutView {
  const cart = exampleCart([exampleCartLine({ id: 1 })]);
  return {
    cart,
    country: null,
    countries: [
      { iso: 'NL', name: 'Netherlands' },
      { iso: 'BE', name: 'Belgium' },
    ],
    shippingMethods: [],
    paymentMethods: [],
    regionMismatch: null,
    form: null,
    errors: {},
    checkoutKey: 'ck_test_key_1234',
    ...overrides,
  };
}

const nlOptions = (cart = exampleCart([exampleCartLine({ id: 1 })])): Partial<CheckoutView> => ({
  country: 'NL',
  shippingMethods: [
    {
      id: 3,
      carrierKey: 'regular_postnl',
      label: 'Regular Untracked Mail',
      tracked: false,
      price: { amount: 495, currency: 'EUR' },
      listPrice: { amount: 495, currency: 'EUR' },
      freeOver: { amount: 5000, currency: 'EUR' },
      minDays: 3,
      maxDays: 7,
      orderTotal: { amount: cart.subtotal.amount + 495, currency: 'EUR' },
    },
  ],
  paymentMethods: [{ code: 'credit_card', name: 'Credit card', kind: 'card' }],
});

function setup(routes: Parameters<typeof fakeHttp>[0], storefront: StorefrontCode = 'en', messages = en) {
  const { http, requests } = fakeHttp(routes);
  const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront }) } });
  store.inject(checkoutApi);
  renderWithProviders(<CheckoutPage />, { store, http, messages });
  return { requests };
}

describe('CheckoutPage', () => {
  it('shows shipping and payment options only after a country is chosen', async () => {
    setup({
      'GET /api/en-en/checkout': { status: 200, data: view() },
      'GET /api/en-en/checkout?country=NL': { status: 200, data: view(nlOptions()) },
    });
    expect(await screen.findByTestId('checkout-choose-country-first')).toHaveTextContent('First choose your country');
    expect(screen.queryAllByTestId('checkout-shipping-method')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('checkout-delivery-country'), { target: { value: 'NL' } });
    const [method] = await screen.findAllByTestId('checkout-shipping-method');
    expect(method).toHaveTextContent('Regular Untracked Mail');
    expect(method).toHaveTextContent('Free over €50.00');
    expect(method).toHaveTextContent('From 3 to 7 business days');
    expect(screen.getAllByTestId('checkout-payment-method')[0]).toHaveTextContent('Credit card');
  });

  it("shows spec 5's message under every missing field on Pay Now, keeping what was typed", async () => {
    setup({ 'GET /api/en-en/checkout': { status: 200, data: view(nlOptions()) } });
    fireEvent.change(await screen.findByTestId('checkout-email'), { target: { value: 'not-an-address' } });
    fireEvent.change(screen.getByTestId('checkout-delivery-firstName'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByTestId('checkout-delivery-country'), { target: { value: 'NL' } });
    fireEvent.click(screen.getByTestId('checkout-pay-now'));
    expect(await screen.findByTestId('checkout-email-error')).toHaveTextContent(
      'Please provide a valid email address.',
    );
    expect(screen.getByTestId('checkout-delivery-lastName-error')).toHaveTextContent('Last name is required.');
    expect(screen.getByTestId('checkout-delivery-phone-error')).toHaveTextContent('Phone is required.');
    expect(screen.getByTestId('checkout-delivery-address1-error')).toHaveTextContent('Address is required.');
    expect(screen.getByTestId('checkout-delivery-city-error')).toHaveTextContent('City is required.');
    expect(screen.getByTestId('checkout-delivery-postalCode-error')).toHaveTextContent('Postal code is required.');
    expect(screen.getByTestId('checkout-shippingMethodId-error')).toHaveTextContent('Shipping option is required.');
    expect(screen.getByTestId('checkout-paymentMethod-error')).toHaveTextContent('Payment option is required.');
    expect(screen.queryByTestId('checkout-delivery-firstName-error')).toBeNull();
    expect(screen.getByTestId('checkout-email')).toHaveValue('not-an-address');
    expect(screen.getByTestId('checkout-delivery-firstName')).toHaveValue('Ada');
  });

  it('says Postcode in the UK', async () => {
    setup(
      {
        'GET /api/en-uk/checkout': { status: 200, data: view({ countries: [{ iso: 'GB', name: 'United Kingdom' }] }) },
      },
      'uk',
      { ...en, ...enUk },
    );
    fireEvent.click(await screen.findByTestId('checkout-pay-now'));
    expect(await screen.findByTestId('checkout-delivery-postalCode-error')).toHaveTextContent('Postcode is required.');
    expect(screen.getAllByLabelText('Postcode')).toHaveLength(2);
  });

  it("offers the detected country's storefront checkout", async () => {
    setup({
      'GET /api/en-en/checkout': {
        status: 200,
        data: view({ regionMismatch: { country: 'GB', countryName: 'United Kingdom', storefront: 'uk' } }),
      },
    });
    const alert = await screen.findByTestId('checkout-region-mismatch');
    expect(alert).toHaveTextContent('You seem to be in United Kingdom, which our United Kingdom shop serves.');
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/uk/checkout');
  });

  it('shows the form as the server returned it after a post before hydration, with its errors', async () => {
    const form = {
      email: 'ada@example.com',
      delivery: {
        firstName: 'Ada',
        lastName: '',
        phone: '',
        address1: '',
        address2: '',
        city: '',
        postalCode: '',
        state: '',
        country: 'NL',
      },
      billingSameAsDelivery: true,
      billing: {
        firstName: '',
        lastName: '',
        phone: '',
        address1: '',
        address2: '',
        city: '',
        postalCode: '',
        state: '',
        country: '',
      },
      shippingMethodId: null,
      paymentMethod: '',
    };
    setup({
      'GET /api/en-en/checkout': {
        status: 200,
        data: view({ ...nlOptions(), form, errors: { 'delivery.lastName': 'lastName' } }),
      },
    });
    expect(await screen.findByTestId('checkout-delivery-lastName-error')).toHaveTextContent('Last name is required.');
    expect(screen.getByTestId('checkout-email')).toHaveValue('ada@example.com');
    expect(screen.getByTestId('checkout-form')).toHaveAttribute('action', '/api/en-en/checkout');
    expect(screen.getByTestId('checkout-secure-note')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-continue-shopping')).toHaveAttribute('href', '/');
  });

  describe('for a logged-in shopper', () => {
    const saved = (over: object) => ({
      id: 1,
      firstName: 'Mary',
      lastName: 'Jane',
      phone: '+31 20 1234567',
      address1: 'Damrak 1',
      address2: '',
      city: 'Amsterdam',
      postalCode: '1012 LG',
      state: '',
      country: 'NL',
      countryName: 'Netherlands',
      allowed: true,
      defaultShipping: false,
      defaultBilling: false,
      ...over,
    });

    it('says the confirmation goes to the account e-mail and starts from the default address', async () => {
      setup({
        'GET /api/en-en/checkout': {
          status: 200,
          data: view({
            ...nlOptions(),
            account: { email: 'mary@example.org', addresses: [saved({ defaultShipping: true })] },
          }),
        },
      });
      expect(await screen.findByTestId('checkout-account-email')).toHaveTextContent(
        'the order confirmation will be sent to your account e-mail mary@example.org',
      );
      expect(screen.queryByTestId('checkout-email')).toBeNull();
      expect(screen.getByTestId('checkout-delivery-city')).toHaveValue('Amsterdam');
      expect(screen.queryByTestId('checkout-default-address-blocked')).toBeNull();
    });

    it('shows the blocking message and lets the shopper pick another address in the modal', async () => {
      const account = {
        email: 'mary@example.org',
        addresses: [
          saved({ id: 1, country: 'US', countryName: 'United States', allowed: false, defaultShipping: true }),
          saved({ id: 2, city: 'Utrecht' }),
        ],
      };
      setup({
        'GET /api/en-en/checkout': { status: 200, data: view({ account }) },
        'GET /api/en-en/checkout?country=NL': { status: 200, data: view({ ...nlOptions(), account }) },
      });
      expect(await screen.findByTestId('checkout-default-address-blocked')).toHaveTextContent(
        'Your current default address in United States is not allowed on our Europe region. Please select a different address to continue.',
      );
      fireEvent.click(screen.getByTestId('checkout-choose-address'));
      const modal = await screen.findByTestId('checkout-address-modal');
      const cards = within(modal).getAllByTestId('checkout-saved-address');
      expect(cards[0]).toHaveTextContent('We do not deliver to this country from this region.');
      expect(within(cards[0]!).queryByTestId('checkout-use-address')).toBeNull();
      fireEvent.click(within(cards[1]!).getByTestId('checkout-use-address'));
      expect(screen.queryByTestId('checkout-address-modal')).toBeNull();
      expect(screen.getByTestId('checkout-delivery-city')).toHaveValue('Utrecht');
      expect(screen.getByTestId('checkout-delivery-country')).toHaveValue('NL');
      expect(screen.queryByTestId('checkout-default-address-blocked')).toBeNull();
      expect(await screen.findAllByTestId('checkout-shipping-method')).toHaveLength(1);
    });
  });
});
