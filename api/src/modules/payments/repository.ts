import type { CurrencyCode, OrderStatus, PaymentMethod } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import type { ProviderPaymentState, ProviderPaymentStatus } from './provider';

export interface PaymentRow {
  id: string;
  order_id: string;
  status: ProviderPaymentStatus;
  provider_sequence: number;
}

export interface OpenPayment {
  provider_ref: string;
  status: ProviderPaymentStatus;
  provider_sequence: number;
}

const first = async <T>(result: Promise<{ rows: T[] }>) => (await result).rows[0];

/** SQL of payments, the provider's events, and the order state a payment moves. */
export const paymentRepository = {
  async insert(
    tx: Queryable,
    payment: {
      id: string;
      orderId: string;
      provider: string;
      providerRef: string;
      method: string;
      amount: number;
      currency: CurrencyCode;
      checkoutUrl: string;
    },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO payments (id, order_id, provider, provider_ref, method, status, amount, currency, checkout_url)
       VALUES ($1, $2, $3, $4, $5, 'open', $6, $7, $8)`,
      [
        payment.id,
        payment.orderId,
        payment.provider,
        payment.providerRef,
        payment.method,
        payment.amount,
        payment.currency,
        payment.checkoutUrl,
      ],
    );
  },

  lockByRef(tx: Queryable, provider: string, providerRef: string): Promise<PaymentRow | undefined> {
    return first(
      tx.query<PaymentRow>(
        `SELECT id::text AS id, order_id::text AS order_id, status, provider_sequence FROM payments
         WHERE provider = $1 AND provider_ref = $2 FOR UPDATE`,
        [provider, providerRef],
      ),
    );
  },

  async setState(tx: Queryable, paymentId: string, state: ProviderPaymentState): Promise<void> {
    await tx.query(
      `UPDATE payments SET status = $2, provider_sequence = $3, instructions = $4, updated_at = now() WHERE id = $1`,
      [paymentId, state.status, state.sequence, state.instructions ? JSON.stringify(state.instructions) : null],
    );
  },

  lockOrder(tx: Queryable, orderId: string) {
    return first(
      tx.query<{ status: OrderStatus; current_payment_id: string | null }>(
        'SELECT status, current_payment_id::text AS current_payment_id FROM orders WHERE id = $1 FOR UPDATE',
        [orderId],
      ),
    );
  },

  /** The order moved by its payment: that payment becomes its current one; paid orders get their time. */
  async setOrderStatus(tx: Queryable, orderId: string, status: OrderStatus, paymentId: string): Promise<void> {
    await tx.query(
      `UPDATE orders SET status = $2, current_payment_id = $3,
         paid_at = CASE WHEN $2 = 'complete' THEN now() ELSE paid_at END
       WHERE id = $1`,
      [orderId, status, paymentId],
    );
  },

  /** Records a provider event by its id: false when it was recorded before (a redelivery). */
  async recordEvent(
    tx: Queryable,
    provider: string,
    event: ProviderPaymentState & { eventId: string },
  ): Promise<boolean> {
    const { rows } = await tx.query(
      `INSERT INTO payment_events (provider, event_id, provider_ref, status, sequence, applied)
       VALUES ($1, $2, $3, $4, $5, false) ON CONFLICT DO NOTHING RETURNING event_id`,
      [provider, event.eventId, event.providerRef, event.status, event.sequence],
    );
    return rows.length > 0;
  },

  async eventApplied(tx: Queryable, provider: string, eventId: string): Promise<void> {
    await tx.query('UPDATE payment_events SET applied = true WHERE provider = $1 AND event_id = $2', [
      provider,
      eventId,
    ]);
  },

  async now(db: Queryable): Promise<Date> {
    return (await first(db.query<{ at: Date }>('SELECT now() AS at')))!.at;
  },

  /**
   * Claims up to `batchSize` open or pending payments of the provider not checked since `recheckAfterMs` before
   * `startedAt` (within `windowDays`), stamping them checked: api instances on one database share the work
   * (FOR UPDATE SKIP LOCKED).
   */
  async claimOpen(
    db: Queryable,
    provider: string,
    {
      startedAt,
      recheckAfterMs,
      batchSize,
      windowDays,
    }: { startedAt: Date; recheckAfterMs: number; batchSize: number; windowDays: number },
  ): Promise<OpenPayment[]> {
    const { rows } = await db.query<OpenPayment>(
      `UPDATE payments p SET checked_at = clock_timestamp()
       WHERE p.id IN (
         SELECT id FROM payments
         WHERE provider = $1 AND status IN ('open', 'pending')
           AND created_at > $2::timestamptz - make_interval(days => $5)
           AND (checked_at IS NULL OR checked_at < $2::timestamptz - ($3::int * interval '1 millisecond'))
         ORDER BY checked_at NULLS FIRST, created_at LIMIT $4 FOR UPDATE SKIP LOCKED)
       RETURNING p.provider_ref, p.status, p.provider_sequence`,
      [provider, startedAt, Math.trunc(recheckAfterMs), batchSize, windowDays],
    );
    return rows;
  },

  /** The storefront's payment options offered in `country` (settings' payment_options; empty countries = all). */
  async options(
    db: Queryable,
    storefront: string,
    country: string,
  ): Promise<Array<Pick<PaymentMethod, 'code' | 'name'>>> {
    const { rows } = await db.query<{ code: string; name: string }>(
      `SELECT code, name FROM payment_options
       WHERE storefront = $1 AND (cardinality(countries) = 0 OR $2 = ANY (countries)) ORDER BY position`,
      [storefront, country],
    );
    return rows;
  },
};
