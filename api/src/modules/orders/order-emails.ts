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
import { trackingUrl } from './get-order';
import { accessKeyFor, type OrderLinks, overviewPath } from './order-links';

let links: OrderLinks = { secret: 'unset', origin: 'http://127.0.0.1:3000', linkTtlSeconds: 86_400 };

/** Set once at start-up (app.ts): e-mails link to the overview on the shop's public origin. */
export function configureOrderEmails(value: OrderLinks): void {
  links = value;
}

export const orderLinks = (): OrderLinks => links;

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
  instructions: { accountHolder: string; iban: string; bic: string; reference: string } | null;
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
    link,
  };
}

/**
 * Puts the e-mail of an order's new state in the outbox, in the caller's transaction, in the language the
 * order was placed in (HTML and text, `modules/mail/templates`). Processing sends none: the shopper is on the
 * payment page.
 */
export async function sendOrderEmail(tx: Queryable, orderId: string, status: OrderStatus): Promise<void> {
  if (status === 'processing') return;
  const { rows } = await tx.query<OrderRow>(
    `SELECT o.id, o.number, o.email, o.storefront, o.language, o.coupon, o.subtotal, o.discount, o.shipping, o.total,
       p.instructions
     FROM orders o LEFT JOIN payments p ON p.id = o.current_payment_id WHERE o.id = $1`,
    [orderId],
  );
  const order = rows[0];
  if (!order) return;
  const storefront = STOREFRONTS[order.storefront];
  const language: Language = (LANGUAGES as readonly string[]).includes(order.language)
    ? (order.language as Language)
    : storefront.language;
  const link = `${links.origin}${overviewPath(order.storefront, order.number, accessKeyFor(links.secret, order.number))}`;
  let message: EmailMessage;
  switch (status) {
    case 'complete':
      message = composeEmail(orderConfirmation, order.email, await summary(tx, order, link), language, storefront);
      break;
    case 'pending': {
      if (!order.instructions) return;
      const data = { ...(await summary(tx, order, link)), instructions: order.instructions };
      message = composeEmail(paymentPending, order.email, data, language, storefront);
      break;
    }
    case 'failed':
      message = composeEmail(paymentFailed, order.email, { number: order.number, link }, language, storefront);
      break;
    case 'shipment_sent': {
      const shipment = await tx.query<{ carrier_key: string; label: string; tracking_code: string | null }>(
        `SELECT s.carrier_key, c.label, s.tracking_code FROM shipments s JOIN carriers c ON c.key = s.carrier_key
         WHERE s.order_id = $1 ORDER BY s.id DESC LIMIT 1`,
        [order.id],
      );
      const s = shipment.rows[0];
      if (!s) return;
      const data = {
        number: order.number,
        carrierLabel: s.label,
        trackingCode: s.tracking_code,
        trackingUrl: trackingUrl(s.carrier_key, s.tracking_code),
        link,
      };
      message = composeEmail(shipmentDispatched, order.email, data, language, storefront);
      break;
    }
  }
  await enqueueEmail(tx, message);
}
