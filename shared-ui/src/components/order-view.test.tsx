import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import type { OrderView } from '@storefront/shared-contracts';
import { theme } from '../theme/theme';
import { ORDER_VIEW_MESSAGE_IDS, OrderDetails, OrderStatusPanel } from './order-view';

/** The order view's strings as an area carries them (the areas' own catalogues are checked in their tests). */
const EN: Record<string, string> = {
  'orders.status.pending.title': 'Pending payment',
  'orders.status.pending.message': 'Your order waits for your payment.',
  'orders.status.complete.title': 'Payment complete',
  'orders.status.complete.message': 'Your payment has been received.',
  'orders.status.shipment_sent.title': 'Shipment sent',
  'orders.status.shipment_sent.message': 'The shipment is on its way to you.',
  'orders.paymentMethod': 'Payment method: {method}',
  'orders.paymentName.credit_card': '{name}',
  'orders.paymentName.bank_transfer': '{name}',
  'orders.facts.date': 'Order date',
  'orders.facts.shipping': 'Shipping method',
  'orders.shippingName.tracked': 'Priority Tracked Parcel',
  'orders.shippingName.untracked': 'Regular Untracked Mail',
  'orders.shipments': 'Shipments',
  'orders.noShipments': 'Your shipment is prepared once the payment is complete.',
  'orders.shipment.preparing': 'We are preparing your shipment.',
  'orders.shipment.sent': 'Sent on {date} with {carrier}.',
  'orders.shipment.trackingCode': 'Tracking code: {code}',
  'orders.shipment.untracked': 'Sent as untracked mail: there is no tracking code.',
  'orders.track': 'Track your shipment',
  'orders.timeline.created': 'Created',
  'orders.timeline.processing': 'Processing',
  'orders.timeline.dispatched': 'Dispatched',
  'orders.timeline.step': '{step} · {date}',
  'orders.estimate': 'Estimated delivery: from {from}, on average {average}, at latest {atLatest}',
  'orders.shipmentLine': '{quantity} × {name}',
  'orders.shipmentLineSeeds': '{quantity} × {name}, {seeds, plural, one {# seed} other {# seeds}}',
  'orders.items': 'Your order',
  'orders.addressCity': '{post} {city}, {country}',
  'orders.confirmationTo': 'The confirmation was sent to {email}.',
  'checkout.line': '{quantity} × {name} ({seeds, plural, one {# seed} other {# seeds}})',
  'checkout.free': 'Free',
  'checkout.deliveryTo': 'Delivery to:',
  'checkout.billingTo': 'Billing to:',
  'cart.subtotal': 'Subtotal',
  'cart.discount': 'Discount',
  'cart.discountWithCode': 'Discount ({code})',
  'cart.shipping': 'Shipping',
  'cart.total': 'Total',
};
const DE: Record<string, string> = {
  ...EN,
  'orders.paymentName.credit_card': 'Kreditkarte',
  'orders.facts.shipping': 'Versandart',
  'orders.shippingName.tracked': 'Priority-Paket mit Sendungsverfolgung',
  'orders.shipmentLineSeeds': '{quantity} × {name}, {seeds, plural, one {# Samen} other {# Samen}}',
};

const eur = (amount: number) => ({ amount, currency: 'EUR' as const });
const delivery = {
  firstName: 'Mary',
  lastName: 'Jane',
  phone: '',
  address1: 'Damrak 1',
  address2: '',
  city: 'Amsterdam',
  postalCode: '1012 LG',
  state: '',
  country: 'NL',
  countryName: 'Netherlands',
};
const paid: OrderView = {
  number: 'SF100007',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'complete',
  email: 'mary@example.org',
  paymentMethod: { code: 'credit_card', name: 'Credit card' },
  paymentInstructions: null,
  paymentMethods: [],
  deliveryAddress: delivery,
  billingAddress: { ...delivery, address1: 'Rokin 9', city: 'Utrecht', country: 'BE', countryName: 'Belgien' },
  items: [line('white-widow', 'White Widow', 5, 1, 4500), line('white-widow', 'White Widow', 1, 2, 2000)],
  coupon: 'GROW10',
  subtotal: eur(6500),
  discount: eur(900),
  shipping: eur(0),
  total: eur(5600),
  shippingMethod: {
    carrierKey: 'tracking_postnl',
    label: 'Priority Tracked Parcel',
    tracked: true,
    minDays: 2,
    maxDays: 5,
  },
  shipments: [],
};

function line(slug: string, name: string, seeds: number, quantity: number, total: number) {
  return {
    productSlug: slug,
    productName: name,
    seeds,
    freeSeeds: 0,
    quantity,
    unitPrice: eur(total),
    lineTotal: eur(total),
  };
}

const shipment = {
  id: 1,
  carrierKey: 'tracking_postnl',
  carrierLabel: 'Priority Tracked Parcel',
  tracked: true,
  createdAt: '2026-11-21T08:00:00.000Z',
  processingAt: '2026-11-21T09:00:00.000Z',
  estimate: { from: '2026-11-24', average: '2026-11-26', atLatest: '2026-11-28' },
  items: [
    { productName: 'White Widow', quantity: 1, seeds: 5 },
    { productName: 'White Widow', quantity: 2, seeds: 1 },
  ],
};

function show(order: OrderView, locale = 'en-IE', messages = EN) {
  const onError = jest.fn();
  render(
    <IntlProvider locale={locale} messages={messages} onError={onError}>
      <ThemeProvider theme={theme}>
        <OrderStatusPanel order={order} />
        <OrderDetails order={order} />
      </ThemeProvider>
    </IntlProvider>,
  );
  return onError;
}

describe('order view', () => {
  it('names the order date, shipping method, payment method and billing address', () => {
    const onError = show(paid);
    expect(screen.getByTestId('order-date')).toHaveTextContent('20 November 2026');
    expect(screen.getByTestId('order-shipping-method')).toHaveTextContent('Priority Tracked Parcel');
    expect(screen.getByTestId('order-paid-with')).toHaveTextContent('Payment method: Credit card');
    expect(screen.getByTestId('order-delivery-address')).toHaveTextContent('1012 LG Amsterdam, Netherlands');
    const billing = screen.getByTestId('order-billing-address');
    expect(billing).toHaveTextContent('Rokin 9');
    // The country in the page's language from its code, not the api's stored (German) name.
    expect(billing).toHaveTextContent('1012 LG Utrecht, Belgium');
    expect(screen.getByText('Billing to:')).toBeInTheDocument();
    expect(screen.getByTestId('order-confirmation-to')).toHaveTextContent('mary@example.org');
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows the discount with its code, taken off as a negative amount like the cart', () => {
    show(paid);
    expect(screen.getByTestId('order-discount-label')).toHaveTextContent('Discount (GROW10)');
    expect(screen.getByTestId('order-discount').textContent).toMatch(/^[-−]€9\.00$/);
  });

  it('says a shipment is prepared once paid while the payment is pending', () => {
    show({ ...paid, status: 'pending' });
    expect(screen.getByTestId('order-no-shipments')).toHaveTextContent(
      'Your shipment is prepared once the payment is complete.',
    );
  });

  it('says the shipment is being prepared once the payment is complete, not that it waits for payment', () => {
    show(paid);
    const state = screen.getByTestId('order-no-shipments');
    expect(state).toHaveTextContent('We are preparing your shipment.');
    expect(state).not.toHaveTextContent(/once the payment/);
  });

  it('says a created, not yet sent shipment is being prepared, with its lines and pack sizes', () => {
    show({ ...paid, shipments: [{ ...shipment, status: 'shipment_processing', trackingUrl: null, sentAt: null }] });
    expect(screen.getByTestId('order-shipment-state')).toHaveTextContent('We are preparing your shipment.');
    expect(screen.queryByTestId('order-tracking')).toBeNull();
    const lines = screen.getAllByTestId('order-shipment-line').map((li) => li.textContent);
    expect(lines).toEqual(['1 × White Widow, 5 seeds', '2 × White Widow, 1 seed']);
  });

  it('shows the sent-at date, carrier, tracking code and the carrier link once sent', () => {
    const url = 'https://jouw.postnl.nl/track-and-trace/3SABC-NL-1012LG';
    show({
      ...paid,
      status: 'shipment_sent',
      shipments: [
        {
          ...shipment,
          status: 'shipment_shipped',
          sentAt: '2026-11-22T12:00:00.000Z',
          trackingCode: '3SABC',
          trackingUrl: url,
        },
      ],
    });
    const state = screen.getByTestId('order-shipment-state');
    expect(within(state).getByTestId('order-shipment-sent')).toHaveTextContent(
      'Sent on 22 Nov 2026 with Priority Tracked Parcel.',
    );
    expect(within(state).getByTestId('order-tracking-code')).toHaveTextContent('Tracking code: 3SABC');
    expect(within(state).getByTestId('order-tracking')).toHaveAttribute('href', url);
  });

  it('tells untracked mail apart: no code and no link', () => {
    show({
      ...paid,
      status: 'shipment_sent',
      shippingMethod: { ...paid.shippingMethod!, carrierKey: 'regular_postnl', tracked: false },
      shipments: [
        {
          ...shipment,
          carrierKey: 'regular_postnl',
          carrierLabel: 'Regular Untracked Mail',
          tracked: false,
          status: 'shipment_shipped',
          sentAt: '2026-11-22T12:00:00.000Z',
          trackingCode: null,
          trackingUrl: null,
        },
      ],
    });
    expect(screen.getByTestId('order-shipment-sent')).toHaveTextContent('with Regular Untracked Mail');
    expect(screen.getByTestId('order-untracked')).toBeInTheDocument();
    expect(screen.queryByTestId('order-tracking')).toBeNull();
  });

  it("writes dates, names and plurals in the page's language", () => {
    show(
      {
        ...paid,
        shipments: [{ ...shipment, status: 'shipment_new', processingAt: null, trackingUrl: null, sentAt: null }],
      },
      'de-DE',
      DE,
    );
    expect(screen.getByTestId('order-date')).toHaveTextContent('20. November 2026');
    expect(screen.getByTestId('order-shipping-method')).toHaveTextContent('Priority-Paket mit Sendungsverfolgung');
    expect(screen.getByTestId('order-paid-with')).toHaveTextContent('Kreditkarte');
    expect(screen.getByTestId('order-billing-address')).toHaveTextContent('Belgien');
    expect(screen.getAllByTestId('order-shipment-line')[0]).toHaveTextContent('1 × White Widow, 5 Samen');
  });

  it('falls back to the order line for the pack size when the api sends none', () => {
    show({
      ...paid,
      shipments: [
        {
          ...shipment,
          items: [{ productName: 'White Widow', quantity: 1 }],
          status: 'shipment_new',
          trackingUrl: null,
          sentAt: null,
        },
      ],
    });
    expect(screen.getByTestId('order-shipment-line')).toHaveTextContent('1 × White Widow, 5 seeds');
  });

  it('lists every id it uses', () => {
    for (const id of Object.keys(EN)) expect(ORDER_VIEW_MESSAGE_IDS).toContain(id);
  });
});
