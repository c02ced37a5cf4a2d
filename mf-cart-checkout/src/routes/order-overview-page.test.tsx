import { screen } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { createStorefrontStore, initialSharedState, type OrderView } from '@storefront/shared-contracts';
import { ORDER_VIEW_MESSAGE_IDS } from '@storefront/shared-ui/order-view';
import { ordersApi } from '../features/orders/api/orders-api';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import nl from '../i18n/nl.json';
import OrderOverviewPage from './order-overview-page';

// Renders the whole page (store, router, intl): slow on a busy machine.
jest.setTimeout(30_000);

const eur = (amount: number) => ({ amount, currency: 'EUR' as const });
const address = {
  firstName: 'Ada',
  lastName: 'Grower',
  phone: '',
  address1: 'Keizersgracht 1',
  address2: '',
  city: 'Amsterdam',
  postalCode: '1015 AA',
  state: '',
  country: 'NL',
  countryName: 'Netherlands',
};
const order: OrderView = {
  number: 'SF100042',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'complete',
  email: 'ada@example.com',
  paymentMethod: { code: 'credit_card', name: 'Credit card' },
  paymentInstructions: null,
  paymentMethods: [],
  deliveryAddress: address,
  billingAddress: { ...address, address1: 'Herengracht 2' },
  items: [
    {
      productSlug: 'white-widow',
      productName: 'White Widow',
      seeds: 5,
      freeSeeds: 0,
      quantity: 1,
      unitPrice: eur(4500),
      lineTotal: eur(4500),
    },
  ],
  coupon: 'GROW10',
  subtotal: eur(4500),
  discount: eur(450),
  shipping: eur(0),
  total: eur(4050),
  shippingMethod: {
    carrierKey: 'tracking_postnl',
    label: 'Priority Tracked Parcel',
    tracked: true,
    minDays: 2,
    maxDays: 5,
  },
  shipments: [],
};

function open(view: OrderView) {
  const { http } = fakeHttp({
    'GET /api/en-en/orders/SF100042?key=k1': { status: 200, data: view },
  });
  const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront: 'en' }) } });
  store.inject(ordersApi);
  renderWithProviders(<OrderOverviewPage />, {
    store,
    http,
    messages: en,
    route: '/order-overview?order=SF100042&key=k1',
  });
}

describe('OrderOverviewPage', () => {
  it('thanks the shopper and names date, shipping method, billing address and what happens to the shipment', async () => {
    open(order);
    expect(await screen.findByTestId('order-thank-you', {}, { timeout: 15_000 })).toHaveTextContent(
      'Thank you for your order!',
    );
    expect(screen.getByTestId('order-status-title')).toHaveTextContent('Payment complete');
    expect(screen.getByTestId('order-date')).toHaveTextContent(/20 November 2026|November 20, 2026/);
    expect(screen.getByTestId('order-shipping-method')).toHaveTextContent('Priority Tracked Parcel');
    expect(screen.getByTestId('order-billing-address')).toHaveTextContent('Herengracht 2');
    expect(screen.getByTestId('order-no-shipments')).toHaveTextContent('We are preparing your shipment.');
    expect(screen.getByTestId('order-discount-label')).toHaveTextContent('Discount (GROW10)');
  });

  it('has every string of the shared order view and the thank-you in each language', () => {
    for (const catalogue of [en, de, nl, fr] as Array<Record<string, string>>) {
      expect([...ORDER_VIEW_MESSAGE_IDS, 'orders.thankYou'].filter((id) => !catalogue[id])).toEqual([]);
    }
  });
});
