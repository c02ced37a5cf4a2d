import { LANGUAGES, STOREFRONTS, type Language, type OrderStatus } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { enqueueEmail, type EmailMessage } from '../mail/enqueue-email';
import { composeEmail } from '../mail/templates/compose-email';
import { orderConfirmation } from '../mail/templates/order-confirmation';
import type { OrderSummary } from '../mail/templates/order-summary';
import { paymentFailed } from '../mail/templates/payment-failed';
import { paymentPending } from '../mail/templates/payment-pending';
import { shipmentDispatched } from '../mail/templates/shipment-dispatched';
import { trackingUrl } from './carrier-tracking';
import { accessKeyFor, type OrderLinks, overviewPath } from './order-links';
import { type OrderRow, orderRepository } from './repository';

async function summary(tx: Queryable, order: OrderRow, link: string): Promise<OrderSummary> {
  const rows = await orderRepository.lines(tx, order.id);
  return {
    number: order.number,
    lines: rows.map((r) => ({ name: r.product_name, seeds: r.seeds, quantity: r.quantity, lineTotal: r.line_total })),
    subtotal: order.subtotal,
    discount: order.discount,
    coupon: order.coupon,
    shipping: order.shipping,
    total: order.total,
    placedAt: new Date(order.created_at).toISOString(),
    shippingMethod: { tracked: order.carrier_tracked },
    link,
  };
}

/**
 * Puts the e-mail of an order's new state in the outbox, in the caller's transaction, in the language the
 * order was placed in (HTML and text, `modules/mail/templates`), linking to the overview on the shop's public
 * origin (`links`). Processing sends none: the shopper is on the payment page. Each e-mail goes once: the
 * confirmation per order, a pending or failed notice per payment, the dispatch e-mail per shipment
 * (`order_notifications`).
 */
export async function sendOrderEmail(
  tx: Queryable,
  links: OrderLinks,
  orderId: string,
  status: OrderStatus,
): Promise<void> {
  if (status === 'processing') return;
  const order = await orderRepository.byId(tx, orderId);
  if (!order) return;
  const storefront = STOREFRONTS[order.storefront];
  const language: Language = (LANGUAGES as readonly string[]).includes(order.language)
    ? (order.language as Language)
    : storefront.language;
  const link = `${links.origin}${overviewPath(order.storefront, order.number, accessKeyFor(links.secret, order.number))}`;
  let key: string;
  let message: EmailMessage;
  switch (status) {
    case 'complete':
      key = 'order-confirmation';
      message = composeEmail(orderConfirmation, order.email, await summary(tx, order, link), language, storefront);
      break;
    case 'pending': {
      if (!order.instructions) return;
      key = `payment-pending:${order.payment_id}`;
      const data = { ...(await summary(tx, order, link)), instructions: order.instructions };
      message = composeEmail(paymentPending, order.email, data, language, storefront);
      break;
    }
    case 'failed':
      key = `payment-failed:${order.payment_id}`;
      message = composeEmail(paymentFailed, order.email, { number: order.number, link }, language, storefront);
      break;
    case 'shipment_sent': {
      const s = await orderRepository.latestShipment(tx, order.id);
      if (!s) return;
      key = `shipment-dispatched:${s.id}`;
      const data = {
        number: order.number,
        carrierLabel: s.label,
        tracked: s.tracked,
        // A shipment holds the whole order (one shipment per order).
        lines: (await summary(tx, order, link)).lines,
        trackingCode: s.tracking_code,
        trackingUrl: trackingUrl(s.carrier_key, s.tracking_code, order.delivery_address),
        link,
      };
      message = composeEmail(shipmentDispatched, order.email, data, language, storefront);
      break;
    }
  }
  // Each e-mail goes once: a state reported again (webhook redelivered, reconciler, another api instance) claims
  // a key already taken.
  if (!(await orderRepository.claimNotification(tx, order.id, key))) return;
  const outboxId = await enqueueEmail(tx, message);
  await orderRepository.notificationQueued(tx, order.id, key, outboxId);
}
