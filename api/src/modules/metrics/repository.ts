import type { Queryable } from '../../db/database';

export const metricsRepository = {
  async visitorExists(db: Queryable, visitorId: string): Promise<boolean> {
    const { rows } = await db.query('SELECT 1 FROM visitors WHERE id = $1', [visitorId]);
    return rows.length > 0;
  },

  async createVisitor(db: Queryable, visitorId: string, affiliateId: string): Promise<void> {
    await db.query('INSERT INTO visitors (id, affiliate_id) VALUES ($1, $2)', [visitorId, affiliateId]);
  },

  /** A later affiliate id replaces the stored one; an empty one keeps it. */
  async touchVisitor(db: Queryable, visitorId: string, affiliateId: string): Promise<void> {
    await db.query(
      `UPDATE visitors SET last_seen_at = now(), affiliate_id = CASE WHEN $2 = '' THEN affiliate_id ELSE $2 END WHERE id = $1`,
      [visitorId, affiliateId],
    );
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
