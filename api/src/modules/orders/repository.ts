import type {
  AccountOrders,
  OrderStatus,
  OrderView,
  ShipmentStatus,
  StorefrontCode,
} from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';

/** An order as the overview reads it, with its carrier and current payment. */
export interface OrderRow {
  id: string;
  number: string;
  storefront: StorefrontCode;
  currency: OrderView['total']['currency'];
  email: string;
  language: string;
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
  payment_id: string | null;
  payment_status: string | null;
  provider: string | null;
  provider_ref: string | null;
  instructions: { accountHolder: string; iban: string; bic: string; reference: string } | null;
  paid_at: Date | string | null;
}

export interface OrderLineRow {
  product_slug: string;
  product_name: string;
  seeds: number;
  free_seeds: number;
  quantity: number;
  unit_price: number;
  line_total: number;
}

export interface ShipmentRow {
  id: number;
  carrier_key: string;
  label: string;
  tracked: boolean;
  status: ShipmentStatus;
  tracking_code: string | null;
  created_at: Date;
  processing_at: Date | null;
  sent_at: Date | null;
}

const ORDER_SELECT = `SELECT o.id::text AS id, o.number, o.storefront, o.currency, o.email, o.language, o.created_at,
    o.status, o.payment_method, o.delivery_address, o.billing_address, o.country, o.carrier_key,
    c.label AS carrier_label, c.tracked AS carrier_tracked, o.min_days, o.max_days, o.delay_days, o.coupon,
    o.subtotal, o.discount, o.shipping, o.total, o.paid_at,
    p.id::text AS payment_id, p.status AS payment_status, p.provider, p.provider_ref, p.instructions
  FROM orders o JOIN carriers c ON c.key = o.carrier_key LEFT JOIN payments p ON p.id = o.current_payment_id`;

const SHIPMENT_SELECT = `SELECT s.id, s.carrier_key, c.label, c.tracked, s.status, s.tracking_code, s.created_at,
    s.processing_at, s.sent_at
  FROM shipments s JOIN carriers c ON c.key = s.carrier_key WHERE s.order_id = $1`;

const first = async <T>(result: Promise<{ rows: T[] }>) => (await result).rows[0];

/** SQL of orders, their lines, shipments, notifications and lookups. */
export const orderRepository = {
  byNumber(db: Queryable, number: string, storefront: StorefrontCode): Promise<OrderRow | undefined> {
    return first(db.query<OrderRow>(`${ORDER_SELECT} WHERE o.number = $1 AND o.storefront = $2`, [number, storefront]));
  },

  byId(db: Queryable, id: string): Promise<OrderRow | undefined> {
    return first(db.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1`, [id]));
  },

  /** The order's status, its row locked until the transaction ends (one status change at a time). */
  lockStatus(tx: Queryable, id: string): Promise<{ status: OrderStatus } | undefined> {
    return first(tx.query<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = $1 FOR UPDATE', [id]));
  },

  /** The status of the order numbered `number` (any storefront): for a caller that already found the order. */
  statusByNumber(db: Queryable, number: string): Promise<{ status: OrderStatus } | undefined> {
    return first(db.query<{ status: OrderStatus }>('SELECT status FROM orders WHERE number = $1', [number]));
  },

  /** By number in any storefront, locked: what fulfilment advances. */
  lockForFulfilment(tx: Queryable, number: string) {
    return first(
      tx.query<{ id: string; status: OrderStatus; carrier_key: string }>(
        'SELECT id::text AS id, status, carrier_key FROM orders WHERE number = $1 FOR UPDATE',
        [number],
      ),
    );
  },

  async lines(db: Queryable, orderId: string): Promise<OrderLineRow[]> {
    return (await db.query<OrderLineRow>('SELECT * FROM order_lines WHERE order_id = $1 ORDER BY id', [orderId])).rows;
  },

  async shipments(db: Queryable, orderId: string): Promise<ShipmentRow[]> {
    return (await db.query<ShipmentRow>(`${SHIPMENT_SELECT} ORDER BY s.id`, [orderId])).rows;
  },

  latestShipment(db: Queryable, orderId: string): Promise<ShipmentRow | undefined> {
    return first(db.query<ShipmentRow>(`${SHIPMENT_SELECT} ORDER BY s.id DESC LIMIT 1`, [orderId]));
  },

  async addShipment(tx: Queryable, orderId: string, carrierKey: string): Promise<void> {
    await tx.query(`INSERT INTO shipments (order_id, carrier_key, status) VALUES ($1, $2, 'shipment_new')`, [
      orderId,
      carrierKey,
    ]);
  },

  async shipmentProcessing(tx: Queryable, shipmentId: number): Promise<void> {
    await tx.query(`UPDATE shipments SET status = 'shipment_processing', processing_at = now() WHERE id = $1`, [
      shipmentId,
    ]);
  },

  /** The shipment handed to the carrier, and its order "Shipment sent". */
  async shipmentSent(tx: Queryable, orderId: string, shipmentId: number, trackingCode: string | null): Promise<void> {
    await tx.query(
      `UPDATE shipments SET status = 'shipment_shipped', sent_at = now(), tracking_code = $2 WHERE id = $1`,
      [shipmentId, trackingCode],
    );
    await tx.query(`UPDATE orders SET status = 'shipment_sent' WHERE id = $1`, [orderId]);
  },

  /** The order's new payment attempt: its current payment, the method chosen, processing again. */
  async paymentStarted(tx: Queryable, orderId: string, paymentId: string, method: string): Promise<void> {
    await tx.query(
      `UPDATE orders SET current_payment_id = $2, payment_method = $3, status = 'processing' WHERE id = $1`,
      [orderId, paymentId, method],
    );
  },

  /** Claims an e-mail notification key of the order: true the first time only. */
  async claimNotification(tx: Queryable, orderId: string, key: string): Promise<boolean> {
    const { rows } = await tx.query(
      'INSERT INTO order_notifications (order_id, key) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING key',
      [orderId, key],
    );
    return rows.length > 0;
  },

  async notificationQueued(tx: Queryable, orderId: string, key: string, outboxId: string | number): Promise<void> {
    await tx.query('UPDATE order_notifications SET outbox_id = $3 WHERE order_id = $1 AND key = $2', [
      orderId,
      key,
      outboxId,
    ]);
  },

  async paymentMethodName(db: Queryable, storefront: StorefrontCode, code: string): Promise<string | undefined> {
    return (
      await first(
        db.query<{ name: string }>('SELECT name FROM payment_options WHERE storefront = $1 AND code = $2', [
          storefront,
          code,
        ]),
      )
    )?.name;
  },

  async countryNames(db: Queryable, isos: string[]): Promise<Map<string, string>> {
    const { rows } = await db.query<{ iso: string; name: string }>(
      'SELECT iso, name FROM countries WHERE iso = ANY ($1)',
      [isos],
    );
    return new Map(rows.map((r) => [r.iso, r.name]));
  },

  async ofCustomer(db: Queryable, customerId: string, limit: number) {
    const { rows } = await db.query<{
      number: string;
      created_at: Date;
      status: AccountOrders['orders'][number]['status'];
      storefront: string;
      currency: AccountOrders['orders'][number]['total']['currency'];
      total: number;
      item_count: number;
    }>(
      `SELECT o.number, o.created_at, o.status, o.storefront, o.currency, o.total,
         (SELECT coalesce(sum(quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS item_count
       FROM orders o WHERE o.customer_id = $1 ORDER BY o.created_at DESC, o.number DESC LIMIT $2`,
      [customerId, limit],
    );
    return rows;
  },

  customerOrder(db: Queryable, customerId: string, number: string) {
    return first(
      db.query<{ number: string; storefront: StorefrontCode }>(
        'SELECT number, storefront FROM orders WHERE number = $1 AND customer_id = $2',
        [number, customerId],
      ),
    );
  },

  async numberByEmail(db: Queryable, storefront: StorefrontCode, number: string, email: string) {
    return (
      await first(
        db.query<{ number: string }>(
          'SELECT number FROM orders WHERE number = $1 AND storefront = $2 AND lower(email) = lower($3)',
          [number, storefront, email],
        ),
      )
    )?.number;
  },

  async recentByEmail(db: Queryable, storefront: StorefrontCode, email: string, days: number, limit: number) {
    const { rows } = await db.query<{ number: string; email: string }>(
      `SELECT number, email FROM orders WHERE lower(email) = lower($1) AND storefront = $2
         AND created_at > now() - make_interval(days => $3)
       ORDER BY created_at DESC LIMIT $4`,
      [email, storefront, days, limit],
    );
    return rows;
  },

  /**
   * Counts a lookup for each key within `windowMinutes` and answers the first key past `limit` with the seconds
   * until its oldest lookup leaves the window; records the lookups only when none is past it.
   */
  async countLookups(
    tx: Queryable,
    keys: string[],
    limit: number,
    windowMinutes: number,
  ): Promise<{ refusedForSeconds: number } | null> {
    await tx.query(`DELETE FROM order_lookups WHERE created_at < now() - make_interval(mins => $1)`, [windowMinutes]);
    for (const key of keys) {
      const { rows } = await tx.query<{ n: number; wait: number | null }>(
        `SELECT count(*)::int AS n,
           ceil(extract(epoch FROM min(created_at) + make_interval(mins => $2) - now()))::int AS wait
         FROM order_lookups WHERE client = $1 AND created_at > now() - make_interval(mins => $2)`,
        [key, windowMinutes],
      );
      if ((rows[0]?.n ?? 0) >= limit) return { refusedForSeconds: Math.max(1, rows[0]?.wait ?? 1) };
    }
    for (const key of keys) await tx.query('INSERT INTO order_lookups (client) VALUES ($1)', [key]);
    return null;
  },
};
