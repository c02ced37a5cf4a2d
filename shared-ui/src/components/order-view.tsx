import type { ReactNode } from 'react';
import { ORDER_STATUSES, type OrderView } from '@storefront/shared-contracts';
import styled from 'styled-components';
import { FormattedMessage, Money, useIntl } from '@storefront/shared-ui';

/**
 * The order overview's presentation, shared by the order overview (mf-cart-checkout) and the account's order
 * page (mf-account): the status box with its title, message and payment instructions, and the details
 * (shipments with timeline and estimate, items and totals, delivery address). The strings are the areas' own:
 * an area that renders these must have every id of ORDER_VIEW_MESSAGE_IDS in each of its catalogues.
 */
export const ORDER_VIEW_MESSAGE_IDS = [
  ...ORDER_STATUSES.flatMap((s) => [`orders.status.${s}.title`, `orders.status.${s}.message`]),
  'orders.paymentMethod',
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
  return (
    <Status $failed={order.status === 'failed'} role="status" data-testid="order-status" data-status={order.status}>
      <h2 data-testid="order-status-title">
        <FormattedMessage id={`orders.status.${order.status}.title`} />
      </h2>
      <p data-testid="order-status-message">
        <FormattedMessage id={`orders.status.${order.status}.message`} />
      </p>
      <p>
        <FormattedMessage id="orders.paymentMethod" values={{ method: order.paymentMethod.name }} />
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

const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dd {
    margin: 0;
    text-align: right;
  }
  .total {
    font-weight: 800;
    font-size: 1.15rem;
  }
`;

const Section = styled.section`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: 1.2rem;
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  ul {
    padding: 0;
    list-style: none;
    margin: 0;
  }
  .carrier {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
  }
  a {
    color: ${({ theme }) => theme.colors.brand};
    display: inline-block;
    min-height: ${({ theme }) => theme.touchTarget};
    line-height: ${({ theme }) => theme.touchTarget};
  }
`;

const Timeline = styled.ol`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  margin: ${({ theme }) => theme.space(3)} 0;
  li {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
  }
  li[data-done='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
  }
`;

/** A date in the shopper's language (dates of the estimate are calendar days, read in UTC). */
function DateText({ value }: { value: string }) {
  const intl = useIntl();
  return <>{intl.formatDate(value, { dateStyle: 'medium', timeZone: 'UTC' })}</>;
}

const STEPS = [
  ['shipment_new', 'orders.timeline.created', 'createdAt'],
  ['shipment_processing', 'orders.timeline.processing', 'processingAt'],
  ['shipment_shipped', 'orders.timeline.dispatched', 'sentAt'],
] as const;

type Shipment = OrderView['shipments'][number];

/** Created -> Processing -> Dispatched, each with its date once reached. */
function ShipmentTimeline({ shipment }: { shipment: Shipment }) {
  return (
    <Timeline data-testid="order-timeline">
      {STEPS.map(([status, label, at]) => {
        const when = shipment[at];
        return (
          <li key={status} data-done={when ? 'true' : 'false'} data-testid={`order-timeline-${status}`}>
            {when ? (
              <FormattedMessage
                id="orders.timeline.step"
                values={{ step: <FormattedMessage id={label} />, date: <DateText value={when} /> }}
              />
            ) : (
              <FormattedMessage id={label} />
            )}
          </li>
        );
      })}
    </Timeline>
  );
}

/** Shipments (carrier, tracking, products, delivery estimate), the ordered items and the totals. */
export function OrderDetails({ order }: { order: OrderView }) {
  return (
    <>
      <Section aria-labelledby="order-shipments">
        <h2 id="order-shipments">
          <FormattedMessage id="orders.shipments" />
        </h2>
        {order.shipments.length === 0 ? (
          <p data-testid="order-no-shipments">
            <FormattedMessage id="orders.noShipments" />
          </p>
        ) : (
          order.shipments.map((s) => (
            <div key={s.id} data-testid="order-shipment">
              <p className="carrier">
                <strong>{s.carrierLabel}</strong>
                {s.trackingUrl ? (
                  <>
                    <a href={s.trackingUrl} rel="noopener noreferrer" target="_blank" data-testid="order-tracking">
                      <FormattedMessage id="orders.track" />
                    </a>
                  </>
                ) : null}
              </p>
              <ShipmentTimeline shipment={s} />
              <p data-testid="order-estimate">
                <FormattedMessage
                  id="orders.estimate"
                  values={{
                    from: <DateText value={s.estimate.from} />,
                    average: <DateText value={s.estimate.average} />,
                    atLatest: <DateText value={s.estimate.atLatest} />,
                  }}
                />
              </p>
              <ul>
                {s.items.map((item) => (
                  <li key={item.productName}>
                    <FormattedMessage
                      id="orders.shipmentLine"
                      values={{ quantity: item.quantity, name: item.productName }}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </Section>
      <Section aria-labelledby="order-items">
        <h2 id="order-items">
          <FormattedMessage id="orders.items" />
        </h2>
        <Summary data-testid="order-items">
          {order.items.map((item) => (
            <div key={`${item.productSlug}-${item.seeds}`} style={{ display: 'contents' }}>
              <dt>
                <FormattedMessage
                  id="checkout.line"
                  values={{ quantity: item.quantity, name: item.productName, seeds: item.seeds }}
                />
              </dt>
              <dd>
                <Money value={item.lineTotal} />
              </dd>
            </div>
          ))}
          <dt>
            <FormattedMessage id="cart.subtotal" />
          </dt>
          <dd>
            <Money value={order.subtotal} />
          </dd>
          {order.discount.amount > 0 ? (
            <>
              {/* As in the cart: the coupon's code, and the amount taken off shown negative. */}
              <dt>
                {order.coupon ? (
                  <FormattedMessage id="cart.discountWithCode" values={{ code: order.coupon }} />
                ) : (
                  <FormattedMessage id="cart.discount" />
                )}
              </dt>
              <dd data-testid="order-discount">
                <Money value={{ ...order.discount, amount: -order.discount.amount }} />
              </dd>
            </>
          ) : null}
          <dt>
            <FormattedMessage id="cart.shipping" />
          </dt>
          <dd>
            {order.shipping.amount === 0 ? <FormattedMessage id="checkout.free" /> : <Money value={order.shipping} />}
          </dd>
          <dt className="total">
            <FormattedMessage id="cart.total" />
          </dt>
          <dd className="total" data-testid="order-total">
            <Money value={order.total} />
          </dd>
        </Summary>
      </Section>
      <Section aria-labelledby="order-addresses">
        <h2 id="order-addresses">
          <FormattedMessage id="checkout.deliveryTo" />
        </h2>
        <p>
          {order.deliveryAddress.firstName} {order.deliveryAddress.lastName}
          <br />
          {order.deliveryAddress.address1} {order.deliveryAddress.address2}
          <br />
          <FormattedMessage
            id="orders.addressCity"
            values={{
              post: order.deliveryAddress.postalCode,
              city: order.deliveryAddress.city,
              country: order.deliveryAddress.countryName,
            }}
          />
        </p>
        <p>
          <FormattedMessage id="orders.confirmationTo" values={{ email: order.email }} />
        </p>
      </Section>
    </>
  );
}
