import type { Queryable } from '../../db/database';

export const newsletterRepository = {
  /** The new subscription's id, or null when the address (case-insensitive) is subscribed already. */
  async insertSubscription(
    db: Queryable,
    s: { email: string; storefront: string; language: string },
  ): Promise<string | null> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO newsletter_subscriptions (email, storefront, language) VALUES ($1, $2, $3)
       ON CONFLICT ((lower(email))) DO NOTHING RETURNING id::text AS id`,
      [s.email, s.storefront, s.language],
    );
    return rows[0]?.id ?? null;
  },

  async activePercentCoupon(db: Queryable, code: string): Promise<{ code: string; value: number } | undefined> {
    const { rows } = await db.query<{ code: string; value: number }>(
      `SELECT code, value FROM coupons WHERE code = $1 AND kind = 'percent' AND active AND (valid_until IS NULL OR valid_until >= current_date)`,
      [code],
    );
    return rows[0];
  },
};
