import type { Queryable } from '../db/database';

/**
 * Counts `$3` hits for `key` in a window of `$2` ms and answers the count and the time left, in one statement:
 * a window that has ended starts again at `$3`.
 */
const INCREMENT = `
  INSERT INTO rate_limit_hits AS r (key, hits, window_start) VALUES ($1, coalesce($3::int, 1), now())
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.window_start <= now() - make_interval(secs => $2::float8 / 1000) THEN coalesce($3::int, 1)
      ELSE r.hits + coalesce($3::int, 1) END,
    window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2::float8 / 1000)
      THEN now() ELSE r.window_start END
  RETURNING hits,
    GREATEST(0, ceil(extract(epoch FROM r.window_start + make_interval(secs => $2::float8 / 1000) - now()) * 1000))::int
      AS ttl`;

/** A counter after a hit: the window's hits (every instance's) and the milliseconds left in it. */
export interface WindowCount {
  hits: number;
  ttl: number;
}

/** SQL of the rate-limit counters (`rate_limit_hits`), shared by every api instance on the database. */
export const rateLimitRepository = {
  /** Adds `hits` to `key`'s window of `windowMs`; undefined only if the database answered no row. */
  async increment(q: Queryable, key: string, windowMs: number, hits: number): Promise<WindowCount | undefined> {
    const { rows } = await q.query<WindowCount>(INCREMENT, [key, windowMs, hits]);
    return rows[0];
  },

  /** Deletes the windows that ended more than a day ago; answers how many. */
  async purgeEnded(db: Queryable): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      `WITH gone AS (DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day' RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
    );
    return rows[0]?.n ?? 0;
  },
};
