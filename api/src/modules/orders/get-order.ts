import {
  STOREFRONTS,
  type OrderStatus,
  type OrderView,
  type ShipmentStatus,
  type StorefrontCode,
} from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/errors';
import { paymentMethodsFor } from '../payments/payment-options';
import { trackingUrl } from './carrier-tracking';
import { isOrderKeyValid } from './order-links';

export interface OrderRow {
  id: string;
  number: string;
  storefront: StorefrontCode;
  currency: OrderView['total']['currency'];
  email: string;
  created_at: Date | string;
  status: OrderStatus;
  payment_method: string;
  delivery_address: OrderView['deliveryAddress'];
  billing_address: OrderView['billingAddress'];
  country: string;
  carrier_key: string;
  carrier_label: string;
  carrier_tracked: boolean;
  min_days: number;
  max_days: number;
  delay_days: number;
  coupon: string | null;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  payment_status: string | null;
  provider: string | null;
  provider_ref: string | null;
  instructions: { accountHolder: string; iban: string; bic: string; reference: string } | null;
  paid_at: Date | string | null;
}

/** The order of `number` in a storefront, when `key` opens it; 404 otherwise (an order's existence is not told). */
export async function findOrder(
  db: Queryable,
  secret: string,
  storefront: StorefrontCode,
  number: string,
  key: string,
) {
  if (!isOrderKeyValid(secret, number, key)) throw notFound('Order Not Found');
  const { rows } = await db.query<OrderRow>(
    `SELECT o.id::text AS id, o.number, o.storefront, o.currency, o.email, o.created_at, o.status, o.payment_method,
       o.delivery_address, o.billing_address, o.country, o.carrier_key, c.label AS carrier_label,
       c.tracked AS carrier_tracked, o.min_days, o.max_days, o.delay_days, o.coupon, o.subtotal, o.discount, o.shipping, o.total, o.paid_at,
       p.status AS payment_status, p.provider, p.provider_ref, p.instructions
     FROM orders o JOIN carriers c ON c.key = o.carrier_key LEFT JOIN payments p ON p.id = o.current_payment_id
     WHERE o.number = $1 AND o.storefront = $2`,
    [number, storefront],
  );
  if (!rows[0]) throw notFound('Order Not Found');
  return rows[0];
}

const iso = (d: Date | string) => new Date(d).toISOString();
const addDays = (d: Date | string, days: number) => {
  const at = new Date(d);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** Reading one of spec 4: From = sent + min days, At Latest = sent + max + handling delay, Average between. */
function estimate(from: Date | string, order: OrderRow) {
  const atLatestDays = order.max_days + order.delay_days;
  return {
    from: addDays(from, order.min_days),
    average: addDays(from, Math.round((order.min_days + atLatestDays) / 2)),
    atLatest: addDays(from, atLatestDays),
  };
}

/**
 * The order overview. Reading changes nothing: the provider's webhooks and the reconciler
 * (payments/reconcile-payments.ts) bring the payment's state in, and the page polls while it is open.
 */
export async function getOrder(
  db: Queryable,
  secret: string,
  storefront: StorefrontCode,
  number: string,
  key: string,
): Promise<OrderView> {
  return toOrderView(db, await findOrder(db, secret, storefront, number, key));
}

export async function toOrderView(db: Queryable, order: OrderRow): Promise<OrderView> {
  const money = (amount: number) => ({ amount, currency: order.currency });
  const { rows: lines } = await db.query<{
    product_slug: string;
    product_name: string;
    seeds: number;
    free_seeds: number;
    quantity: number;
    unit_price: number;
    line_total: number;
  }>('SELECT * FROM order_lines WHERE order_id = $1 ORDER BY id', [order.id]);
  const { rows: shipments } = await db.query<{
    id: number;
    carrier_key: string;
    label: string;
    tracked: boolean;
    status: ShipmentStatus;
    tracking_code: string | null;
    created_at: Date;
    processing_at: Date | null;
    sent_at: Date | null;
  }>(
    `SELECT s.id, s.carrier_key, c.label, c.tracked, s.status, s.tracking_code, s.created_at, s.processing_at, s.sent_at
     FROM shipments s JOIN carriers c ON c.key = s.carrier_key WHERE s.order_id = $1 ORDER BY s.id`,
    [order.id],
  );
  const { rows: methodNames } = await db.query<{ name: string }>(
    'SELECT name FROM payment_options WHERE storefront = $1 AND code = $2',
    [order.storefront, order.payment_method],
  );
  const { rows: countries } = await db.query<{ iso: string; name: string }>(
    'SELECT iso, name FROM countries WHERE iso = ANY ($1)',
    [[order.delivery_address.country, order.billing_address.country]],
  );
  const countryName = (c: string) => countries.find((x) => x.iso === c)?.name ?? c;
  const instructions = order.status === 'pending' && order.instructions ? order.instructions : null;
  return {
    number: order.number,
    createdAt: iso(order.created_at),
    status: order.status,
    email: order.email,
    paymentMethod: { code: order.payment_method, name: methodNames[0]?.name ?? order.payment_method },
    paymentInstructions: instructions ? { ...instructions, amount: money(order.total) } : null,
    paymentMethods: order.status === 'failed' ? await paymentMethodsFor(db, order.storefront, order.country) : [],
    deliveryAddress: { ...order.delivery_address, countryName: countryName(order.delivery_address.country) },
    billingAddress: { ...order.billing_address, countryName: countryName(order.billing_address.country) },
    items: lines.map((l) => ({
      productSlug: l.product_slug,
      productName: l.product_name,
      seeds: l.seeds,
      freeSeeds: l.free_seeds,
      quantity: l.quantity,
      unitPrice: money(l.unit_price),
      lineTotal: money(l.line_total),
    })),
    coupon: order.coupon,
    subtotal: money(order.subtotal),
    discount: money(order.discount),
    shipping: money(order.shipping),
    total: money(order.total),
    shippingMethod: {
      carrierKey: order.carrier_key,
      label: order.carrier_label,
      tracked: order.carrier_tracked,
      minDays: order.min_days,
      maxDays: order.max_days,
    },
    shipments: shipments.map((s) => ({
      id: s.id,
      carrierKey: s.carrier_key,
      carrierLabel: s.label,
      status: s.status,
      trackingUrl: trackingUrl(s.carrier_key, s.tracking_code, order.delivery_address),
      trackingCode: s.tracking_code,
      tracked: s.tracked,
      createdAt: iso(s.created_at),
      processingAt: s.processing_at ? iso(s.processing_at) : null,
      sentAt: s.sent_at ? iso(s.sent_at) : null,
      estimate: estimate(s.sent_at ?? s.created_at, order),
      items: lines.map((l) => ({ productName: l.product_name, quantity: l.quantity, seeds: l.seeds })),
    })),
  };
}

export const storefrontCurrency = (code: StorefrontCode) => STOREFRONTS[code].currency;
