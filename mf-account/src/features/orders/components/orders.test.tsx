import { screen } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { apiPaths, createStorefrontStore, initialSharedState, type OrderView } from '@storefront/shared-contracts';
import { ORDER_VIEW_MESSAGE_IDS } from '@storefront/shared-ui/order-view';
import { accountApi } from '../../../api/account-api';
import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import nl from '../../../i18n/nl.json';
import { OrderDetail } from './order-detail';
import { OrdersList } from './orders-list';

const eur = (amount: number) => ({ amount, currency: 'EUR' as const });
const address = {
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
};
const order: OrderView = {
  number: 'SF100007',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'complete',
  email: 'mary@example.org',
  paymentMethod: { code: 'credit_card', name: 'Credit card' },
  paymentInstructions: null,
  paymentMethods: [],
  deliveryAddress: address,
  billingAddress: address,
  items: [
    {
      productSlug: 'amnesia-haze',
      productName: 'Amnesia Haze',
      seeds: 5,
      freeSeeds: 0,
      quantity: 2,
      unitPrice: eur(2500),
      lineTotal: eur(5000),
    },
  ],
  coupon: null,
  subtotal: eur(5000),
  discount: eur(0),
  shipping: eur(0),
  total: eur(5000),
  shipments: [],
};

function show(ui: React.ReactElement, routes: Parameters<typeof fakeHttp>[0]) {
  const { http } = fakeHttp(routes);
  const store = createStorefrontStore({
    http,
    preloadedState: { shared: initialSharedState({ session: { loggedIn: true, firstName: 'Mary' } }) },
  });
  store.inject(accountApi);
  renderWithProviders(ui, { store, http, messages: en });
}

describe('account orders', () => {
  it('shows the empty state', async () => {
    show(<OrdersList />, { [`GET ${apiPaths.accountOrders()}`]: { status: 200, data: { orders: [] } } });
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent('No orders in your account');
  });

  it("shows spec 8's error when the orders cannot be loaded", async () => {
    show(<OrdersList />, {
      [`GET ${apiPaths.accountOrders()}`]: { status: 500, data: { statusCode: 500, code: 'X', message: 'x' } },
    });
    expect(await screen.findByTestId('orders-error')).toHaveTextContent(
      'Could not fetch your orders, please reload the page.',
    );
  });

  it('lists the orders with their state, item count and total, linking to the detail', async () => {
    show(<OrdersList />, {
      [`GET ${apiPaths.accountOrders()}`]: {
        status: 200,
        data: {
          orders: [
            {
              number: 'SF100007',
              createdAt: order.createdAt,
              status: 'complete',
              storefront: 'en',
              itemCount: 2,
              total: eur(5000),
            },
          ],
        },
      },
    });
    const row = await screen.findByTestId('account-order');
    expect(row).toHaveTextContent('Order SF100007');
    expect(row).toHaveTextContent('2 items');
    expect(row).toHaveTextContent('Payment complete');
    expect(row).toHaveTextContent('€50.00');
    expect(screen.getByTestId('account-order-link')).toHaveAttribute('href', '/account/orders/SF100007');
  });

  it('draws one order like the order overview', async () => {
    show(<OrderDetail number="SF100007" />, {
      [`GET ${apiPaths.accountOrder('SF100007')}`]: { status: 200, data: order },
    });
    expect(await screen.findByTestId('order-status-title')).toHaveTextContent('Payment complete');
    expect(screen.getByTestId('order-items')).toHaveTextContent('2 × Amnesia Haze (5 seeds)');
    expect(screen.getByTestId('order-total')).toHaveTextContent('€50.00');
    // The facts of the order, in the area's own words; no thank-you here (that is the order overview's).
    expect(screen.getByTestId('order-date')).toHaveTextContent(/20 November 2026|November 20, 2026/);
    expect(screen.getByTestId('order-billing-address')).toHaveTextContent('Damrak 1');
    expect(screen.getByTestId('order-no-shipments')).toHaveTextContent('We are preparing your shipment.');
    expect(screen.queryByTestId('order-thank-you')).toBeNull();
  });

  it('says "Order Not Found" for a number that is not the customer\'s', async () => {
    show(<OrderDetail number="SF999999" />, {
      [`GET ${apiPaths.accountOrder('SF999999')}`]: {
        status: 404,
        data: { statusCode: 404, code: 'NOT_FOUND', message: 'Order Not Found' },
      },
    });
    expect(await screen.findByTestId('order-not-found')).toHaveTextContent('Order Not Found');
  });

  it('has every string of the shared order view in each language', () => {
    for (const catalogue of [en, de, nl, fr] as Array<Record<string, string>>) {
      expect(ORDER_VIEW_MESSAGE_IDS.filter((id) => !catalogue[id])).toEqual([]);
    }
  });
});
