import type { Queryable } from '../../db/database';

export interface SubscriptionRow {
  id: string;
  email: string;
  storefront: string;
  language: string;
}

/** A repeat sign-up re-sends the confirmation e-mail at most this often. */
export const CONFIRMATION_RESEND_MINUTES = 10;

const ROW = 'id::text AS id, email, storefront, language';

export const newsletterRepository = {
  /** The new (unconfirmed) subscription, or null when the address (case-insensitive) has one already. */
  async insertSubscription(
    db: Queryable,
    s: { email: string; storefront: string; language: string },
  ): Promise<SubscriptionRow | null> {
    const { rows } = await db.query<SubscriptionRow>(
      `INSERT INTO newsletter_subscriptions (email, storefront, language, confirmation_sent_at) VALUES ($1, $2, $3, now())
       ON CONFLICT ((lower(email))) DO NOTHING RETURNING ${ROW}`,
      [s.email, s.storefront, s.language],
    );
    return rows[0] ?? null;
  },

  /**
   * The address's subscription when it is still unconfirmed and its last confirmation e-mail is older than
   * CONFIRMATION_RESEND_MINUTES (and marks it sent now); null otherwise (confirmed, or mailed a moment ago).
   */
  async claimConfirmationResend(db: Queryable, email: string): Promise<SubscriptionRow | null> {
    const { rows } = await db.query<SubscriptionRow>(
      `UPDATE newsletter_subscriptions SET confirmation_sent_at = now()
       WHERE lower(email) = lower($1) AND confirmed_at IS NULL
         AND (confirmation_sent_at IS NULL OR confirmation_sent_at < now() - make_interval(mins => $2))
       RETURNING ${ROW}`,
      [email, CONFIRMATION_RESEND_MINUTES],
    );
    return rows[0] ?? null;
  },

  /** Confirms an unconfirmed subscription; null when it is unknown or was confirmed before. */
  async confirm(db: Queryable, id: string): Promise<SubscriptionRow | null> {
    const { rows } = await db.query<SubscriptionRow>(
      `UPDATE newsletter_subscriptions SET confirmed_at = now() WHERE id = $1 AND confirmed_at IS NULL RETURNING ${ROW}`,
      [id],
    );
    return rows[0] ?? null;
  },

  async find(db: Queryable, id: string): Promise<(SubscriptionRow & { confirmed: boolean }) | null> {
    const { rows } = await db.query<SubscriptionRow & { confirmed: boolean }>(
      `SELECT ${ROW}, confirmed_at IS NOT NULL AS confirmed FROM newsletter_subscriptions WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },

  /** Who may receive marketing mail: confirmed subscriptions only (double opt-in). */
  async confirmedSubscribers(db: Queryable, storefront: string): Promise<SubscriptionRow[]> {
    const { rows } = await db.query<SubscriptionRow>(
      `SELECT ${ROW} FROM newsletter_subscriptions WHERE storefront = $1 AND confirmed_at IS NOT NULL ORDER BY id`,
      [storefront],
    );
    return rows;
  },
};
