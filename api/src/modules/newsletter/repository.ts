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
};
