import type { Queryable } from '../db/database';

/** `catalog_state.version` (bumped by triggers on every catalogue and reference table); 0 before the first. */
export async function readCatalogVersion(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ version: string }>(
    'SELECT version::text AS version FROM catalog_state WHERE id = 1',
  );
  return Number(rows[0]?.version ?? 0);
}
