import {
  LANGUAGES,
  STOREFRONTS,
  type Language,
  type OrderStatus,
  type StorefrontCode,
} from '@storefront/shared-contracts';
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

interface OrderRow {
  id: string;
  number: string;
  email: string;
  storefront: StorefrontCode;
  language: string;
  coupon: string | null;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  payment_id: string | null;
  instructions: { accountHolder: string; iban: string; bic: string; reference: string } | null;
  created_at: Date | string;
  carrier_tracked: boolean;
  delivery_address: { country: string; postalCode: string };
}

async function summary(tx: Queryable, order: OrderRow, link: string): Promise<OrderSummary> {
  const { rows } = await tx.query<{ product_name: string; seeds: number; quantity: number; line_total: number }>(
    'SELECT product_name, seeds, quantity, line_total FROM order_lines WHERE order_id = $1 ORDER BY id',
    [order.id],
  );
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
 * Claims the order's notification `key` in the caller's transaction: true the first time, false ever after, so
 * a state reported again (webhook redelivered, reconciler, another api instance) never e-mails twice.
 */
async function firstTime(tx: Queryable, orderId: string, key: string): Promise<boolean> {
  const { rows } = await tx.query(
    'INSERT INTO order_notifications (order_id, key) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING key',
    [orderId, key],
  );
  return rows.length > 0;
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
  const { rows } = await tx.query<OrderRow>(
    `SELECT o.id, o.number, o.email, o.storefront, o.language, o.coupon, o.subtotal, o.discount, o.shipping, o.total,
       p.id::text AS payment_id, p.instructions, o.created_at, c.tracked AS carrier_tracked,
       o.delivery_address
     FROM orders o JOIN carriers c ON c.key = o.carrier_key LEFT JOIN payments p ON p.id = o.current_payment_id
     WHERE o.id = $1`,
    [orderId],
  );
  const order = rows[0];
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
      const shipment = await tx.query<{
        id: number;
        carrier_key: string;
        label: string;
        tracked: boolean;
        tracking_code: string | null;
      }>(
        `SELECT s.id, s.carrier_key, c.label, c.tracked, s.tracking_code FROM shipments s JOIN carriers c ON c.key = s.carrier_key
         WHERE s.order_id = $1 ORDER BY s.id DESC LIMIT 1`,
        [order.id],
      );
      const s = shipment.rows[0];
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
  if (!(await firstTime(tx, order.id, key))) return;
  const outboxId = await enqueueEmail(tx, message);
  await tx.query('UPDATE order_notifications SET outbox_id = $3 WHERE order_id = $1 AND key = $2', [
    order.id,
    key,
    outboxId,
  ]);
}
