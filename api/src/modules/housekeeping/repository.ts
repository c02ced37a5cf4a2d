import type { Queryable } from '../../db/database';

const count = async (q: Queryable, sql: string, params: unknown[]) =>
  (await q.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;

/** SQL of the purge: each deletes what nobody owns after its retention and answers how many rows went. */
export const housekeepingRepository = {
  /** Guest carts (no account) untouched for `days` with no order, their lines with them. */
  purgeAnonymousCarts(db: Queryable, days: number): Promise<number> {
    return count(
      db,
      `WITH gone AS (
         DELETE FROM carts c
         WHERE c.customer_id IS NULL
           AND c.updated_at < now() - make_interval(days => $1)
           AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = c.id)
         RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [days],
    );
  },

  /** Visitors unseen for `days` with no referral and no review vote on record. */
  purgeVisitors(db: Queryable, days: number): Promise<number> {
    return count(
      db,
      `WITH gone AS (
         DELETE FROM visitors v
         WHERE v.last_seen_at < now() - make_interval(days => $1)
           AND NOT EXISTS (SELECT 1 FROM referrals r WHERE r.visitor_id = v.id)
           AND NOT EXISTS (SELECT 1 FROM review_useful_votes rv WHERE rv.visitor_id = v.id)
         RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [days],
    );
  },

  /** Newsletter sign-ups never confirmed within `days`. */
  purgeUnconfirmedSubscriptions(db: Queryable, days: number): Promise<number> {
    return count(
      db,
      `WITH gone AS (
         DELETE FROM newsletter_subscriptions
         WHERE confirmed_at IS NULL AND created_at < now() - make_interval(days => $1)
         RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [days],
    );
  },
};
