import type { Queryable } from '../../db/database';

export const reviewsRepository = {
  /** The review with its product's slug (whose cached pages show the review). */
  async findReview(db: Queryable, reviewId: number): Promise<{ id: number; product_slug: string } | undefined> {
    const { rows } = await db.query<{ id: number; product_slug: string }>(
      'SELECT r.id, p.slug AS product_slug FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.id = $1',
      [reviewId],
    );
    return rows[0];
  },

  /** True when the vote was stored; false when this visitor had voted already (the primary key decides, even under concurrency). */
  async insertUsefulVote(db: Queryable, reviewId: number, visitorId: string): Promise<boolean> {
    const { rows } = await db.query(
      'INSERT INTO review_useful_votes (review_id, visitor_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
      [reviewId, visitorId],
    );
    return rows.length > 0;
  },

  /** The imported base count plus the votes. */
  async usefulCount(db: Queryable, reviewId: number): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      'SELECT useful_count + (SELECT count(*)::int FROM review_useful_votes WHERE review_id = $1) AS n FROM reviews WHERE id = $1',
      [reviewId],
    );
    return rows[0]?.n ?? 0;
  },
};
