import { STOREFRONTS, type OrderStatus, type StorefrontCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { enqueueEmail } from '../mail/enqueue-email';
import { accessKeyFor, type OrderLinks, overviewPath } from './order-links';

/** Which e-mail an order state sends (processing sends none: the shopper is on the payment page). */
const TEMPLATES: Partial<Record<OrderStatus, { template: string; subject: string; text: string }>> = {
  complete: {
    template: 'order-confirmation',
    subject: 'Order {number}: payment complete',
    text: 'Thank you for your order {number}. Your payment of {total} has been received.',
  },
  pending: {
    template: 'payment-pending',
    subject: 'Order {number}: pending payment',
    text: 'Your order {number} waits for your payment of {total}. Please transfer it to {accountHolder}, IBAN {iban}, BIC {bic}, quoting reference {reference}.',
  },
  failed: {
    template: 'payment-failed',
    subject: 'Order {number}: payment failed',
    text: 'Your payment has failed, please select another method or try again.',
  },
  shipment_sent: {
    template: 'shipment-dispatched',
    subject: 'Order {number}: shipment sent',
    text: 'The shipment is on its way to you. Track it here: {tracking}',
  },
};

let links: OrderLinks = { secret: 'unset', origin: 'http://127.0.0.1:3000', linkTtlSeconds: 86_400 };

/** Set once at start-up (app.ts): e-mails link to the overview on the shop's public origin. */
export function configureOrderEmails(value: OrderLinks): void {
  links = value;
}

export const orderLinks = (): OrderLinks => links;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_m, k) => values[k] ?? '');

/**
 * Puts the e-mail of an order's new state in the outbox, in the caller's transaction. Plain text for now;
 * the HTML and language templates come with the e-mail templates mechanism.
 */
export async function sendOrderEmail(tx: Queryable, orderId: string, status: OrderStatus): Promise<void> {
  const template = TEMPLATES[status];
  if (!template) return;
  const { rows } = await tx.query<{
    number: string;
    email: string;
    storefront: StorefrontCode;
    currency: string;
    total: number;
    instructions: Record<string, string> | null;
    tracking: string | null;
  }>(
    `SELECT o.number, o.email, o.storefront, o.currency, o.total, p.instructions,
       (SELECT tracking_code FROM shipments s WHERE s.order_id = o.id ORDER BY s.id DESC LIMIT 1) AS tracking
     FROM orders o LEFT JOIN payments p ON p.id = o.current_payment_id WHERE o.id = $1`,
    [orderId],
  );
  const order = rows[0];
  if (!order) return;
  const storefront = STOREFRONTS[order.storefront];
  const total = new Intl.NumberFormat(`en-${storefront.intlRegion}`, {
    style: 'currency',
    currency: order.currency,
  }).format(order.total / 100);
  const link = `${links.origin}${overviewPath(order.storefront, order.number, accessKeyFor(links.secret, order.number))}`;
  const values = { number: order.number, total, tracking: order.tracking ?? '', ...(order.instructions ?? {}) };
  await enqueueEmail(tx, {
    to: order.email,
    subject: fill(template.subject, values),
    text: `${fill(template.text, values)}\n\nYour order: ${link}\n`,
    template: template.template,
  });
}
