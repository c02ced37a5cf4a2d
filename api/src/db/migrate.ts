import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { StartupRefusal } from '../config';
import type { Database, Queryable } from './database';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Serialises migrations of several api processes starting on one PostgreSQL server. */
const MIGRATION_LOCK = 727_001;

export interface Migration {
  version: number;
  name: string;
  /** The file name, for messages (`0003_carts.sql`). */
  file: string;
  sql: string;
  /** sha256 of the file (line endings as LF, so a Windows checkout hashes alike), recorded when it is applied. */
  checksum: string;
}

export const checksumOf = (sql: string) => createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');

/** `0003_carts.sql` -> version 3, name `carts`; sorted by version. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .map((file) => {
      const [, digits, name] = /^(\d+)_([\w-]+)\.sql$/.exec(file) as RegExpExecArray;
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      return { version: Number(digits), name: name as string, file, sql, checksum: checksumOf(sql) };
    })
    .sort((a, b) => a.version - b.version);
}

/**
 * An applied migration is history: a database migrated with one text and a server holding another would differ
 * from every other database of that version, silently. Rows recorded before checksums existed get the file's
 * current one (nothing to compare them with); any other difference refuses, naming the file.
 */
async function verifyApplied(tx: Queryable, migrations: Migration[]): Promise<void> {
  const { rows } = await tx.query<{ version: number; checksum: string | null }>(
    'SELECT version, checksum FROM schema_migrations ORDER BY version',
  );
  const byVersion = new Map(migrations.map((m) => [m.version, m]));
  for (const row of rows) {
    const migration = byVersion.get(row.version);
    if (!migration) continue;
    if (row.checksum === null) {
      await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [
        row.version,
        migration.checksum,
      ]);
    } else if (row.checksum !== migration.checksum) {
      throw new StartupRefusal(
        `Refusing to migrate: ${migration.file} changed after it was applied to this database ` +
          `(recorded sha256 ${row.checksum.slice(0, 12)}, now ${migration.checksum.slice(0, 12)}); ` +
          'restore the file and put the change in a new migration',
      );
    }
  }
}

/**
 * Applies every migration not yet in `schema_migrations`, each in its own transaction, after checking that the
 * applied ones are unchanged (throws `StartupRefusal` otherwise). Returns the versions applied.
 */
export async function migrate(db: Database, migrations: Migration[] = readMigrations()): Promise<number[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    );
    ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text`);
    await verifyApplied(tx, migrations);
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
