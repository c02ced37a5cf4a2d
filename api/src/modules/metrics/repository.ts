import type { Queryable } from '../../db/database';

export const metricsRepository = {
  async createVisitor(db: Queryable, visitorId: string, affiliateId: string): Promise<void> {
    await db.query('INSERT INTO visitors (id, affiliate_id) VALUES ($1, $2)', [visitorId, affiliateId]);
  },

  /**
   * Marks the visitor seen and returns its affiliate id after the update, or null for an unknown visitor.
   * A later affiliate id replaces the stored one; an empty one keeps it.
   */
  async touchVisitor(db: Queryable, visitorId: string, affiliateId: string): Promise<string | null> {
    const { rows } = await db.query<{ affiliate_id: string }>(
      `UPDATE visitors SET last_seen_at = now(), affiliate_id = CASE WHEN $2 = '' THEN affiliate_id ELSE $2 END
       WHERE id = $1 RETURNING affiliate_id`,
      [visitorId, affiliateId],
    );
    return rows[0]?.affiliate_id ?? null;
  },

  async insertReferral(
    db: Queryable,
    r: { visitorId: string; affiliateId: string; referDomain: string; url: string; userAgent: string | null },
  ): Promise<void> {
    await db.query(
      'INSERT INTO referrals (visitor_id, affiliate_id, refer_domain, url, user_agent) VALUES ($1, $2, $3, $4, $5)',
      [r.visitorId, r.affiliateId, r.referDomain, r.url, r.userAgent],
    );
  },
};
