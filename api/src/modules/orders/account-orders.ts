import type { AccountOrders, OrderView } from '@storefront/shared-contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { getOrder } from './get-order';
import { accessKeyFor } from './order-links';
import { orderRepository } from './repository';

/** The customer's orders, newest first (at most 100): number, date, state, item count, total. */
export async function listAccountOrders(db: Database, customerId: string): Promise<AccountOrders> {
  const rows = await orderRepository.ofCustomer(db, customerId, 100);
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
  const order = await orderRepository.customerOrder(db, customerId, number.trim().toUpperCase());
  if (!order) throw notFound('Order Not Found');
  return getOrder(db, secret, order.storefront, order.number, accessKeyFor(secret, order.number));
}
