import type { OrderView, PaymentMethod, StorefrontCode } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/errors';
import { paymentMethodsFor } from '../payments/payment-options';
import { trackingUrl } from './carrier-tracking';
import { isOrderKeyValid } from './order-links';
import { type OrderLineRow, type OrderRow, orderRepository, type ShipmentRow } from './repository';

/** The order of `number` in a storefront, when `key` opens it; 404 otherwise (an order's existence is not told). */
export async function findOrder(
  db: Queryable,
  secret: string,
  storefront: StorefrontCode,
  number: string,
  key: string,
): Promise<OrderRow> {
  if (!isOrderKeyValid(secret, number, key)) throw notFound('Order Not Found');
  const order = await orderRepository.byNumber(db, number, storefront);
  if (!order) throw notFound('Order Not Found');
  return order;
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
  const order = await findOrder(db, secret, storefront, number, key);
  // One after another: inside a transaction they share one connection anyway, and a pool is not held 5 times over.
  const lines = await orderRepository.lines(db, order.id);
  const shipments = await orderRepository.shipments(db, order.id);
  const methodName = await orderRepository.paymentMethodName(db, order.storefront, order.payment_method);
  const countries = await orderRepository.countryNames(db, [
    order.delivery_address.country,
    order.billing_address.country,
  ]);
  // Another method is offered only to complete a failed payment.
  const paymentMethods = order.status === 'failed' ? await paymentMethodsFor(db, order.storefront, order.country) : [];
  return toOrderView({ order, lines, shipments, methodName, countries, paymentMethods });
}

/** What the overview shows of an order, from its rows: a pure mapping. */
export function toOrderView({
  order,
  lines,
  shipments,
  methodName,
  countries,
  paymentMethods,
}: {
  order: OrderRow;
  lines: OrderLineRow[];
  shipments: ShipmentRow[];
  methodName: string | undefined;
  countries: Map<string, string>;
  paymentMethods: PaymentMethod[];
}): OrderView {
  const money = (amount: number) => ({ amount, currency: order.currency });
  const countryName = (c: string) => countries.get(c) ?? c;
  const instructions = order.status === 'pending' && order.instructions ? order.instructions : null;
  return {
    number: order.number,
    createdAt: iso(order.created_at),
    status: order.status,
    email: order.email,
    paymentMethod: { code: order.payment_method, name: methodName ?? order.payment_method },
    paymentInstructions: instructions ? { ...instructions, amount: money(order.total) } : null,
    paymentMethods,
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
