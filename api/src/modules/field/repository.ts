import type { Queryable } from '../../db/database';

/** The key every aggregate is kept under. */
export interface FieldKey {
  storefront: string;
  area: string;
  version: string;
  side: 'stable' | 'canary';
}

export interface CountRow extends FieldKey {
  kind: 'view' | 'error' | 'fallback';
  detail: string;
  count: number;
}

export interface VitalRow extends FieldKey {
  metric: 'LCP' | 'INP' | 'CLS';
  bucket: number;
  count: number;
}

const column = <T, K extends keyof T>(rows: readonly T[], key: K) => rows.map((row) => row[key]);

export const fieldRepository = {
  /** Adds counts to the current minute's rows (one row per key; `rows` must not repeat a key). */
  async addCounts(db: Queryable, rows: readonly CountRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db.query(
      `INSERT INTO field_counts AS f (minute, storefront, area, version, side, kind, detail, count)
       SELECT date_trunc('minute', now()), u.*
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[]) AS u
       ON CONFLICT (minute, storefront, area, version, side, kind, detail)
       DO UPDATE SET count = f.count + EXCLUDED.count`,
      [
        column(rows, 'storefront'),
        column(rows, 'area'),
        column(rows, 'version'),
        column(rows, 'side'),
        column(rows, 'kind'),
        column(rows, 'detail'),
        column(rows, 'count'),
      ],
    );
  },

  /** Adds bucket counts to the current minute's histograms (`rows` must not repeat a key). */
  async addVitals(db: Queryable, rows: readonly VitalRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db.query(
      `INSERT INTO field_vitals AS f (minute, storefront, area, version, side, metric, bucket, count)
       SELECT date_trunc('minute', now()), u.*
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::smallint[], $7::int[]) AS u
       ON CONFLICT (minute, storefront, area, version, side, metric, bucket)
       DO UPDATE SET count = f.count + EXCLUDED.count`,
      [
        column(rows, 'storefront'),
        column(rows, 'area'),
        column(rows, 'version'),
        column(rows, 'side'),
        column(rows, 'metric'),
        column(rows, 'bucket'),
        column(rows, 'count'),
      ],
    );
  },

  /** Counts per area, version, side and kind over the last `minutes` minutes (the current one included). */
  async countsSince(
    db: Queryable,
    minutes: number,
    storefront: string | null,
  ): Promise<Array<Omit<FieldKey, 'storefront'> & { kind: CountRow['kind']; count: number }>> {
    const { rows } = await db.query<Omit<FieldKey, 'storefront'> & { kind: CountRow['kind']; count: number }>(
      `SELECT area, version, side, kind, sum(count)::int AS count
       FROM field_counts
       WHERE minute > date_trunc('minute', now()) - make_interval(mins => $1) AND ($2::text IS NULL OR storefront = $2)
       GROUP BY area, version, side, kind`,
      [minutes, storefront],
    );
    return rows;
  },

  /** Bucket counts per area, version, side and metric over the last `minutes` minutes. */
  async vitalsSince(
    db: Queryable,
    minutes: number,
    storefront: string | null,
  ): Promise<Omit<VitalRow, 'storefront'>[]> {
    const { rows } = await db.query<Omit<VitalRow, 'storefront'>>(
      `SELECT area, version, side, metric, bucket, sum(count)::int AS count
       FROM field_vitals
       WHERE minute > date_trunc('minute', now()) - make_interval(mins => $1) AND ($2::text IS NULL OR storefront = $2)
       GROUP BY area, version, side, metric, bucket`,
      [minutes, storefront],
    );
    return rows;
  },

  /** Drops minutes older than `days`: a release's health is read over minutes and hours, not kept for ever. */
  async purgeOlderThan(db: Queryable, days: number): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      `WITH counts AS (DELETE FROM field_counts WHERE minute < now() - make_interval(days => $1) RETURNING 1),
            vitals AS (DELETE FROM field_vitals WHERE minute < now() - make_interval(days => $1) RETURNING 1)
       SELECT ((SELECT count(*) FROM counts) + (SELECT count(*) FROM vitals))::int AS n`,
      [days],
    );
    return rows[0]?.n ?? 0;
  },
};
