import type { ReactNode } from 'react';
import { ORDER_STATUSES, type OrderView } from '@storefront/shared-contracts';
import styled from 'styled-components';
import { FormattedMessage, Money } from '@storefront/shared-ui';
import { usePaymentName } from './order-view/parts';
import { OrderShipments } from './order-view/shipments';
import { OrderAddresses, OrderFacts, OrderItems } from './order-view/summary';

/** The order's label/value rows and its totals, for checkout's summary of the order to be. */
export { Summary } from './order-view/parts';
export { TotalsRows } from './order-view/summary';

/**
 * The order overview's presentation, shared by the order overview (mf-cart-checkout) and the account's order
 * page (mf-account): the status box with its title, message and payment instructions, and the details
 * (order date and shipping method, shipments with state, timeline and estimate, items and totals, delivery and
 * billing address; parts in `order-view/`). The strings are the areas' own:
 * an area that renders these must have every id of ORDER_VIEW_MESSAGE_IDS in each of its catalogues.
 */
export const ORDER_VIEW_MESSAGE_IDS = [
  ...ORDER_STATUSES.flatMap((s) => [`orders.status.${s}.title`, `orders.status.${s}.message`]),
  'orders.paymentMethod',
  'orders.paymentName.credit_card',
  'orders.paymentName.bank_transfer',
  'orders.facts.date',
  'orders.facts.shipping',
  'orders.shippingName.tracked',
  'orders.shippingName.untracked',
  'orders.shipment.preparing',
  'orders.shipment.sent',
  'orders.shipment.trackingCode',
  'orders.shipment.untracked',
  'orders.shipmentLineSeeds',
  'orders.instructions',
  'orders.instructions.amount',
  'orders.instructions.accountHolder',
  'orders.instructions.iban',
  'orders.instructions.bic',
  'orders.instructions.reference',
  'orders.shipments',
  'orders.noShipments',
  'orders.track',
  'orders.timeline.created',
  'orders.timeline.processing',
  'orders.timeline.dispatched',
  'orders.timeline.step',
  'orders.estimate',
  'orders.shipmentLine',
  'orders.items',
  'orders.addressCity',
  'orders.confirmationTo',
  'checkout.line',
  'checkout.free',
  'checkout.deliveryTo',
  'checkout.billingTo',
  'cart.subtotal',
  'cart.discount',
  'cart.discountWithCode',
  'cart.shipping',
  'cart.total',
] as const;

const Status = styled.div<{ $failed: boolean }>`
  border: 2px solid ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.brand)};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.subtle};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

/** The order's state (spec 4's title and message), its payment method and, while pending, the instructions; `children` go last (the overview's Change Payment Method). */
export function OrderStatusPanel({ order, children }: { order: OrderView; children?: ReactNode }) {
  const paymentName = usePaymentName(order.paymentMethod);
  return (
    <Status $failed={order.status === 'failed'} role="status" data-testid="order-status" data-status={order.status}>
      <h2 data-testid="order-status-title">
        <FormattedMessage id={`orders.status.${order.status}.title`} />
      </h2>
      <p data-testid="order-status-message">
        <FormattedMessage id={`orders.status.${order.status}.message`} />
      </p>
      <p data-testid="order-paid-with">
        <FormattedMessage id="orders.paymentMethod" values={{ method: paymentName }} />
      </p>
      {order.paymentInstructions ? (
        <div data-testid="order-instructions">
          <p>
            <FormattedMessage id="orders.instructions" />
          </p>
          <dl>
            <dt>
              <FormattedMessage id="orders.instructions.amount" />
            </dt>
            <dd>
              <Money value={order.paymentInstructions.amount} />
            </dd>
            <dt>
              <FormattedMessage id="orders.instructions.accountHolder" />
            </dt>
            <dd>{order.paymentInstructions.accountHolder}</dd>
            <dt>
              <FormattedMessage id="orders.instructions.iban" />
            </dt>
            <dd>{order.paymentInstructions.iban}</dd>
            <dt>
              <FormattedMessage id="orders.instructions.bic" />
            </dt>
            <dd>{order.paymentInstructions.bic}</dd>
            <dt>
              <FormattedMessage id="orders.instructions.reference" />
            </dt>
            <dd data-testid="order-instructions-reference">{order.paymentInstructions.reference}</dd>
          </dl>
        </div>
      ) : null}
      {children}
    </Status>
  );
}

/**
 * The details under the status box: when and how it was ordered, the shipments (following the order's state),
 * the items and totals, and the addresses.
 */
export function OrderDetails({ order }: { order: OrderView }) {
  return (
    <>
      <OrderFacts order={order} />
      <OrderShipments order={order} />
      <OrderItems order={order} />
      <OrderAddresses order={order} />
    </>
  );
}
