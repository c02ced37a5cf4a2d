import type { OrderStatus } from '@storefront/shared-contracts';
import type { Database, Queryable } from '../../db/database';
import type { ProviderPaymentState, ProviderPaymentStatus } from './provider';

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

interface PaymentRow {
  id: string;
  order_id: string;
  status: ProviderPaymentStatus;
  provider_sequence: number;
}

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
  const { rows } = await tx.query<PaymentRow>(
    `SELECT id::text AS id, order_id::text AS order_id, status, provider_sequence FROM payments
     WHERE provider = $1 AND provider_ref = $2 FOR UPDATE`,
    [provider, state.providerRef],
  );
  const payment = rows[0];
  if (!payment) return 'unknown';
  if (state.sequence <= payment.provider_sequence) return 'stale';
  await tx.query(
    `UPDATE payments SET status = $2, provider_sequence = $3, instructions = $4, updated_at = now() WHERE id = $1`,
    [payment.id, state.status, state.sequence, state.instructions ? JSON.stringify(state.instructions) : null],
  );
  if (state.status === payment.status) return 'applied';

  const { rows: orders } = await tx.query<{ status: OrderStatus; current_payment_id: string | null }>(
    'SELECT status, current_payment_id::text AS current_payment_id FROM orders WHERE id = $1 FOR UPDATE',
    [payment.order_id],
  );
  const order = orders[0];
  if (!order || order.status === 'shipment_sent' || order.status === 'complete') return 'applied';
  // An older attempt's news only matters when it is money received.
  if (order.current_payment_id !== payment.id && state.status !== 'paid') return 'applied';
  const next = ORDER_STATUS_OF[state.status];
  await tx.query(
    `UPDATE orders SET status = $2, current_payment_id = $3, paid_at = CASE WHEN $2 = 'complete' THEN now() ELSE paid_at END
     WHERE id = $1`,
    [payment.order_id, next, payment.id],
  );
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
    const { rows } = await tx.query(
      `INSERT INTO payment_events (provider, event_id, provider_ref, status, sequence, applied)
       VALUES ($1, $2, $3, $4, $5, false) ON CONFLICT DO NOTHING RETURNING event_id`,
      [provider, event.eventId, event.providerRef, event.status, event.sequence],
    );
    if (rows.length === 0) return 'duplicate';
    const outcome = await applyPaymentState(tx, orderStatusChanged, provider, event);
    if (outcome === 'applied') {
      await tx.query('UPDATE payment_events SET applied = true WHERE provider = $1 AND event_id = $2', [
        provider,
        event.eventId,
      ]);
    }
    return outcome;
  });
}
