import type { Queryable } from '../../db/database';

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  template: string;
  created_at: string;
  sent_at: string | null;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const mailRepository = {
  async insert(
    db: Queryable,
    e: { to: string; subject: string; text: string; html: string | null; template: string },
  ): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      'INSERT INTO email_outbox (to_address, subject, text_body, html_body, template) VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id',
      [e.to, e.subject, e.text, e.html, e.template],
    );
    return rows[0]?.id ?? '';
  },

  /** Newest first; `to` compares case-insensitively, null for every recipient. */
  async latest(db: Queryable, to: string | null, limit: number): Promise<OutboxRow[]> {
    const { rows } = await db.query<OutboxRow>(
      `SELECT id::text AS id, to_address, subject, text_body, html_body, template, ${iso('created_at')} AS created_at, ${iso('sent_at')} AS sent_at
       FROM email_outbox WHERE $1::text IS NULL OR lower(to_address) = lower($1) ORDER BY id DESC LIMIT ${Math.trunc(limit)}`,
      [to],
    );
    return rows;
  },

  /**
   * Claims up to `limit` due, unsent rows for `leaseMs` under `token` in one statement (its own transaction):
   * SKIP LOCKED lets several workers claim at once without waiting on or taking each other's rows.
   */
  async claimDue(db: Queryable, token: string, limit: number, leaseMs: number): Promise<DueEmail[]> {
    const { rows } = await db.query<DueEmail>(
      `UPDATE email_outbox o SET claim_token = $1, claimed_until = now() + ($3::int * interval '1 millisecond'),
         attempts = o.attempts + 1
       WHERE o.id IN (
         SELECT id FROM email_outbox
         WHERE sent_at IS NULL AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING o.id::text AS id, o.to_address, o.subject, o.text_body, o.html_body, o.template, o.attempts`,
      [token, Math.trunc(limit), Math.trunc(leaseMs)],
    );
    return rows.sort((a, b) => Number(a.id) - Number(b.id));
  },

  /** Marks a claimed row sent; false when the claim was lost (lease expired and another worker took it). */
  async markSent(db: Queryable, id: string, token: string): Promise<boolean> {
    const { rows } = await db.query(
      `UPDATE email_outbox SET sent_at = now(), claim_token = NULL, claimed_until = NULL, last_error = NULL
       WHERE id = $1 AND claim_token = $2 AND sent_at IS NULL RETURNING id`,
      [id, token],
    );
    return rows.length > 0;
  },

  /** Puts a claimed row back, due again after `delayMs`. */
  async markFailed(db: Queryable, id: string, token: string, delayMs: number, error: string): Promise<void> {
    await db.query(
      `UPDATE email_outbox SET claim_token = NULL, claimed_until = NULL, last_error = $4,
         next_attempt_at = now() + ($3::int * interval '1 millisecond')
       WHERE id = $1 AND claim_token = $2 AND sent_at IS NULL`,
      [id, token, Math.trunc(delayMs), error.slice(0, 1000)],
    );
  },
};

export interface DueEmail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  template: string;
  /** Including the attempt just claimed. */
  attempts: number;
}
