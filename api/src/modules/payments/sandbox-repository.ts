import type { Queryable } from '../../db/database';
import type { ProviderPaymentStatus } from './provider';

/** A payment in the sandbox's books (`sandbox_payments`). */
export interface SandboxRow {
  ref: string;
  method: string;
  amount: number;
  currency: string;
  description: string;
  reference: string;
  return_url: string;
  status: ProviderPaymentStatus;
  sequence: number;
}

/** A queued sandbox webhook, as a sender's claim answers it. */
export interface DueWebhook {
  id: string;
  event_id: string;
  body: string;
  attempts: number;
}

export interface NewSandboxPayment {
  ref: string;
  method: string;
  amount: number;
  currency: string;
  description: string;
  reference: string;
  returnUrl: string;
}

/** How a change of a sandbox payment is made: from which state and sequence, and the webhook it queues. */
export interface SandboxChange {
  ref: string;
  status: ProviderPaymentStatus;
  from: ProviderPaymentStatus;
  sequence: number;
  eventId: string;
  body: string;
  /** One delivery per delay (none: no webhook). */
  delaysMs: number[];
}

/** SQL of the sandbox provider's side: its payments and the webhooks it owes the shop. */
export const sandboxRepository = {
  async insertPayment(tx: Queryable, p: NewSandboxPayment): Promise<void> {
    await tx.query(
      `INSERT INTO sandbox_payments (ref, method, amount, currency, description, reference, return_url, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'open')`,
      [p.ref, p.method, p.amount, p.currency, p.description, p.reference, p.returnUrl],
    );
  },

  async find(db: Queryable, ref: string): Promise<SandboxRow | undefined> {
    const { rows } = await db.query<SandboxRow>('SELECT * FROM sandbox_payments WHERE ref = $1', [ref]);
    return rows[0];
  },

  /** The latest pending payment quoting `reference` (a bank transfer awaiting its money). */
  async latestPendingRef(db: Queryable, reference: string): Promise<string | undefined> {
    const { rows } = await db.query<{ ref: string }>(
      `SELECT ref FROM sandbox_payments WHERE reference = $1 AND status = 'pending' ORDER BY created_at DESC LIMIT 1`,
      [reference],
    );
    return rows[0]?.ref;
  },

  /**
   * Moves the payment on and queues its webhooks in one statement (a crash leaves both or neither); the state
   * and sequence read before are the condition, so of two concurrent changes one wins. Undefined: it lost.
   */
  async change(db: Queryable, c: SandboxChange): Promise<SandboxRow | undefined> {
    const { rows } = await db.query<SandboxRow>(
      `WITH changed AS (
         UPDATE sandbox_payments SET status = $2, sequence = $4 + 1
         WHERE ref = $1 AND status = $3 AND sequence = $4 RETURNING *),
       queued AS (
         INSERT INTO sandbox_webhook_deliveries (ref, event_id, body, next_attempt_at)
         SELECT changed.ref, $5, $6, now() + d.ms * interval '1 millisecond'
         FROM changed, unnest($7::int[]) AS d(ms))
       SELECT * FROM changed`,
      [c.ref, c.status, c.from, c.sequence, c.eventId, c.body, c.delaysMs],
    );
    return rows[0];
  },

  /**
   * Claims up to `batchSize` due webhooks for `leaseMs` under `token` (FOR UPDATE SKIP LOCKED: concurrent
   * senders never claim the same row), counting the attempt; rows older than `giveUpAfterMs` are left alone.
   */
  async claimDue(
    db: Queryable,
    token: string,
    batchSize: number,
    leaseMs: number,
    giveUpAfterMs: number,
  ): Promise<DueWebhook[]> {
    const { rows } = await db.query<DueWebhook>(
      `UPDATE sandbox_webhook_deliveries d
       SET claim_token = $1, claimed_until = now() + ($3::int * interval '1 millisecond'), attempts = d.attempts + 1
       WHERE d.id IN (
         SELECT id FROM sandbox_webhook_deliveries
         WHERE delivered_at IS NULL AND next_attempt_at <= now()
           AND created_at > now() - ($4::bigint * interval '1 millisecond')
           AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING d.id::text AS id, d.event_id, d.body, d.attempts`,
      [token, batchSize, leaseMs, giveUpAfterMs],
    );
    return rows;
  },

  /** Milliseconds until the next undelivered webhook is due (negative: overdue); null when none waits. */
  async nextDueMs(db: Queryable, giveUpAfterMs: number): Promise<number | null> {
    const { rows } = await db.query<{ ms: number | null }>(
      `SELECT (extract(epoch FROM min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at))) - now()) * 1000)::float8 AS ms
       FROM sandbox_webhook_deliveries
       WHERE delivered_at IS NULL AND created_at > now() - ($1::bigint * interval '1 millisecond')`,
      [giveUpAfterMs],
    );
    return rows[0]?.ms ?? null;
  },

  async markDelivered(db: Queryable, id: string, token: string, status: number): Promise<void> {
    await db.query(
      `UPDATE sandbox_webhook_deliveries SET delivered_at = now(), claim_token = NULL, claimed_until = NULL,
         last_status = $3, last_error = NULL
       WHERE id = $1 AND claim_token = $2`,
      [id, token, status],
    );
  },

  /** Releases the claim and makes the webhook due again `delayMs` from now. */
  async markFailed(
    db: Queryable,
    id: string,
    token: string,
    status: number,
    error: string,
    delayMs: number,
  ): Promise<void> {
    await db.query(
      `UPDATE sandbox_webhook_deliveries SET claim_token = NULL, claimed_until = NULL, last_status = $3,
         last_error = $4, next_attempt_at = now() + ($5::int * interval '1 millisecond')
       WHERE id = $1 AND claim_token = $2`,
      [id, token, status, error, delayMs],
    );
  },
};
