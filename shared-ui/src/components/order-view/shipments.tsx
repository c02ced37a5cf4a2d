import type { OrderView } from '@storefront/shared-contracts';
import styled from 'styled-components';
import { FormattedMessage } from '@storefront/shared-ui';
import { DateText, Section, ShippingName } from './parts';

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

/** The order's payment is still to come: nothing is prepared before it arrives. */
const AWAITING_PAYMENT: ReadonlyArray<OrderView['status']> = ['pending', 'processing', 'failed'];

/** Where the shipment stands: sent (date, carrier, tracking code and link), or being prepared. */
function ShipmentState({ shipment }: { shipment: Shipment }) {
  const carrier = <ShippingName tracked={shipment.tracked} label={shipment.carrierLabel} />;
  if (!shipment.sentAt) {
    return (
      <p data-testid="order-shipment-state" data-state="preparing">
        <FormattedMessage id="orders.shipment.preparing" />
      </p>
    );
  }
  const untracked = shipment.tracked === false || (!shipment.trackingCode && !shipment.trackingUrl);
  return (
    <div data-testid="order-shipment-state" data-state="sent">
      <p data-testid="order-shipment-sent">
        <FormattedMessage
          id="orders.shipment.sent"
          values={{ date: <DateText value={shipment.sentAt} />, carrier: <strong>{carrier}</strong> }}
        />
      </p>
      {untracked ? (
        <p data-testid="order-untracked">
          <FormattedMessage id="orders.shipment.untracked" />
        </p>
      ) : (
        <p className="carrier">
          {shipment.trackingCode ? (
            <span data-testid="order-tracking-code">
              <FormattedMessage id="orders.shipment.trackingCode" values={{ code: shipment.trackingCode }} />
            </span>
          ) : null}
          {/* The carrier's own tracking page (the api's carrier table); without one, the code alone. */}
          {shipment.trackingUrl ? (
            <a href={shipment.trackingUrl} rel="noopener noreferrer" target="_blank" data-testid="order-tracking">
              <FormattedMessage id="orders.track" />
            </a>
          ) : null}
        </p>
      )}
    </div>
  );
}

/** "1 × White Widow, 5 seeds": the pack size from the shipment line, or from the order's line of that name. */
function ShipmentLine({ item, order }: { item: Shipment['items'][number]; order: OrderView }) {
  const seeds = item.seeds ?? order.items.find((line) => line.productName === item.productName)?.seeds;
  return (
    <li data-testid="order-shipment-line">
      {seeds === undefined ? (
        <FormattedMessage id="orders.shipmentLine" values={{ quantity: item.quantity, name: item.productName }} />
      ) : (
        <FormattedMessage
          id="orders.shipmentLineSeeds"
          values={{ quantity: item.quantity, name: item.productName, seeds }}
        />
      )}
    </li>
  );
}

/**
 * The shipments and what the shopper may expect of them, following the order's real state: before the payment
 * has come in, the shipment is prepared once it does; once paid, it is being prepared; once sent, when and how.
 */
export function OrderShipments({ order }: { order: OrderView }) {
  return (
    <Section aria-labelledby="order-shipments">
      <h2 id="order-shipments">
        <FormattedMessage id="orders.shipments" />
      </h2>
      {order.shipments.length === 0 ? (
        AWAITING_PAYMENT.includes(order.status) ? (
          <p data-testid="order-no-shipments" data-state="awaiting-payment">
            <FormattedMessage id="orders.noShipments" />
          </p>
        ) : (
          <p data-testid="order-no-shipments" data-state="preparing">
            <FormattedMessage id="orders.shipment.preparing" />
          </p>
        )
      ) : (
        order.shipments.map((s) => (
          <div key={s.id} data-testid="order-shipment" data-status={s.status}>
            <ShipmentState shipment={s} />
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
                <ShipmentLine key={`${item.productName}-${item.seeds ?? ''}`} item={item} order={order} />
              ))}
            </ul>
          </div>
        ))
      )}
    </Section>
  );
}
