import type { OrderStatus } from '@storefront/shared-contracts';
import type { Database, Queryable } from '../../db/database';
import type { ProviderPaymentState, ProviderPaymentStatus } from './provider';
import { paymentRepository } from './repository';

const ORDER_STATUS_OF: Record<ProviderPaymentStatus, OrderStatus> = {
  open: 'processing',
  pending: 'pending',
  paid: 'complete',
  failed: 'failed',
  canceled: 'failed',
  expired: 'failed',
};

/**
 * Told, inside the payment's transaction, that a provider's word moved an order to another status (not to
 * `processing`, which the shopper started themselves). The orders module answers with the order's e-mail: it is
 * passed in from app.ts, so payments, beneath orders, knows nothing of orders' e-mails or links.
 */
export type OrderStatusChanged = (tx: Queryable, orderId: string, status: OrderStatus) => Promise<void>;

/**
 * Applies a provider's state to our payment and its order, in the caller's transaction. A state older than
 * (or as old as) the last one applied changes nothing, so late, repeated and out-of-order reports end in the
 * provider's latest state, applied once. Answers whether anything changed.
 */
export async function applyPaymentState(
  tx: Queryable,
  orderStatusChanged: OrderStatusChanged,
  provider: string,
  state: ProviderPaymentState,
): Promise<'applied' | 'stale' | 'unknown'> {
  const payment = await paymentRepository.lockByRef(tx, provider, state.providerRef);
  if (!payment) return 'unknown';
  if (state.sequence <= payment.provider_sequence) return 'stale';
  await paymentRepository.setState(tx, payment.id, state);
  if (state.status === payment.status) return 'applied';

  const order = await paymentRepository.lockOrder(tx, payment.order_id);
  if (!order || order.status === 'shipment_sent' || order.status === 'complete') return 'applied';
  // An older attempt's news only matters when it is money received.
  if (order.current_payment_id !== payment.id && state.status !== 'paid') return 'applied';
  const next = ORDER_STATUS_OF[state.status];
  await paymentRepository.setOrderStatus(tx, payment.order_id, next, payment.id);
  if (next !== order.status && next !== 'processing') await orderStatusChanged(tx, payment.order_id, next);
  return 'applied';
}

/**
 * A provider event: recorded by its id, so a redelivery is applied once, then applied as a state. The one way
 * a provider's word reaches an order: the webhook route and the reconciler (which names its events
 * `reconcile:<ref>:<sequence>`) both come here.
 */
export async function applyPaymentEvent(
  db: Database,
  orderStatusChanged: OrderStatusChanged,
  provider: string,
  event: ProviderPaymentState & { eventId: string },
): Promise<'applied' | 'stale' | 'unknown' | 'duplicate'> {
  return db.transaction(async (tx) => {
    if (!(await paymentRepository.recordEvent(tx, provider, event))) return 'duplicate';
    const outcome = await applyPaymentState(tx, orderStatusChanged, provider, event);
    if (outcome === 'applied') {
      await paymentRepository.eventApplied(tx, provider, event.eventId);
    }
    return outcome;
  });
}
