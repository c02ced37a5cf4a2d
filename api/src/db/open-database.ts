import path from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { migrate } from './migrate';
import { PgliteDatabase } from './pglite-database';
import { PostgresDatabase } from './postgres-database';
import { seedIfEmpty } from './seed';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite in `<DATA_DIR>/pglite`. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return new PostgresDatabase(config.databaseUrl);
  return PgliteDatabase.open({ dataDir: path.join(config.dataDir, 'pglite') });
}

/**
 * Start-up: apply pending migrations, then (unless `seedDemoData` is false, as in production) seed a database that
 * has no catalogue yet.
 */
export async function prepareDatabase(
  db: Database,
  { seedDemoData = true }: { seedDemoData?: boolean } = {},
): Promise<{ migrated: number[]; seeded: boolean }> {
  const migrated = await migrate(db);
  const seeded = seedDemoData && (await seedIfEmpty(db));
  return { migrated, seeded };
}
