import { type AccountOrders, type OrderView, type StorefrontCode } from '@storefront/shared-contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { getOrder } from './get-order';
import { accessKeyFor } from './order-links';

/** The customer's orders, newest first (at most 100): number, date, state, item count, total. */
export async function listAccountOrders(db: Database, customerId: string): Promise<AccountOrders> {
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
     FROM orders o WHERE o.customer_id = $1 ORDER BY o.created_at DESC, o.number DESC LIMIT 100`,
    [customerId],
  );
  return {
    orders: rows.map((o) => ({
      number: o.number,
      createdAt: new Date(o.created_at).toISOString(),
      status: o.status,
      storefront: o.storefront,
      itemCount: o.item_count,
      total: { amount: o.total, currency: o.currency },
    })),
  };
}

/** One of the customer's orders, looked up with its owner: another customer's number answers 404. */
export async function getAccountOrder(
  db: Database,
  secret: string,
  customerId: string,
  number: string,
): Promise<OrderView> {
  const { rows } = await db.query<{ number: string; storefront: StorefrontCode }>(
    'SELECT number, storefront FROM orders WHERE number = $1 AND customer_id = $2',
    [number.trim().toUpperCase(), customerId],
  );
  const order = rows[0];
  if (!order) throw notFound('Order Not Found');
  return getOrder(db, secret, order.storefront, order.number, accessKeyFor(secret, order.number));
}
