import { FormattedMessage, Money, useIntl } from '@storefront/shared-ui';
import type { OrderView } from '@storefront/shared-contracts';
import styled from 'styled-components';
import { Summary } from '../../../lib/forms/form-styles';

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
          <dt>
            <FormattedMessage id="cart.discount" />
          </dt>
          <dd>
            <Money value={order.discount} />
          </dd>
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
