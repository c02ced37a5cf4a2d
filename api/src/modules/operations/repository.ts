import type { Queryable } from '../../db/database';

/** `catalog_state.version`: bumped by a trigger on every table whose rows a page shows (see the migrations). */
export async function readDataVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ version: string }>(
    'SELECT version::text AS version FROM catalog_state WHERE id = 1',
  );
  return rows[0]?.version ?? '0';
}

/** The cheapest round trip to the database: what readiness times. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
