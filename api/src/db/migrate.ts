import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Serialises migrations of several api processes starting on one PostgreSQL server. */
const MIGRATION_LOCK = 727_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** `0003_carts.sql` -> version 3, name `carts`; sorted by version. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .map((file) => {
      const [, digits, name] = /^(\d+)_([\w-]+)\.sql$/.exec(file) as RegExpExecArray;
      return { version: Number(digits), name: name as string, sql: fs.readFileSync(path.join(dir, file), 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
}

/** Applies every migration not yet in `schema_migrations`, each in its own transaction. Returns the versions applied. */
export async function migrate(db: Database, migrations: Migration[] = readMigrations()): Promise<number[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
