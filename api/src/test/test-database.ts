import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/open-database';
import { PgliteDatabase } from '../db/pglite-database';
import { PostgresDatabase } from '../db/postgres-database';

export interface TestDatabase {
  db: Database;
  /** Closes the database and, on PostgreSQL, drops it. */
  close(): Promise<void>;
}

const SRC = path.resolve(__dirname, '..');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? filesUnder(full)
      : /\.(ts|sql)$/.test(entry.name) && !entry.name.endsWith('.test.ts')
        ? [full]
        : [];
  });
}

/** Changes whenever migrations or seed code change, so a stale dump is never reused. */
function seedFingerprint(): string {
  const files = [
    ...filesUnder(path.join(SRC, 'db')),
    path.join(SRC, 'modules/catalog/vocabulary.ts'),
    path.join(SRC, 'modules/catalog/collection-rules.ts'),
    path.join(SRC, 'modules/catalog/collection-repository.ts'),
  ].sort();
  const hash = createHash('sha1');
  for (const file of files) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite: one migrated and seeded data directory is dumped to the temp folder once (cold start 2-3 s),
 * and every test file starts its own database from that dump (about 0.5 s).
 */
async function pgliteTestDatabase(): Promise<TestDatabase> {
  const dumpFile = path.join(os.tmpdir(), `storefront-api-seeded-${seedFingerprint()}.tar`);
  let db: PgliteDatabase;
  if (fs.existsSync(dumpFile)) {
    db = await PgliteDatabase.open({ loadDataDir: new Blob([fs.readFileSync(dumpFile)]) });
  } else {
    db = await PgliteDatabase.open();
    await prepareDatabase(db);
    const dump = Buffer.from(await (await db.dump()).arrayBuffer());
    const temp = `${dumpFile}.${process.pid}.tmp`;
    fs.writeFileSync(temp, dump);
    fs.renameSync(temp, dumpFile);
  }
  return { db, close: () => db.close() };
}

/**
 * The names of the databases the tests make on a PostgreSQL server start with this (`sf_api` unless
 * `TEST_DATABASE_PREFIX` says otherwise: a shared server where each user may only make databases of their own name).
 */
function prefix(): string {
  const value = process.env.TEST_DATABASE_PREFIX || 'sf_api';
  if (!/^[a-z_][a-z0-9_]{0,30}$/.test(value))
    throw new Error(`TEST_DATABASE_PREFIX ${value}: lower-case letters, digits, _`);
  return value;
}

/** Any fixed number: the advisory lock under which one suite at a time makes the template database. */
const TEMPLATE_LOCK = 727_001;

/**
 * The migrated and seeded template database of these migrations and seed code (`sf_api_template_<fingerprint>`, see `prefix`),
 * made once per server and fingerprint: under an advisory lock (parallel suites wait for it) and under a
 * temporary name renamed when complete, so a half-made template is never cloned.
 */
async function postgresTemplate(admin: Client, serverUrl: string): Promise<string> {
  const template = `${prefix()}_template_${seedFingerprint()}`;
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount) return template;
    const building = `${template}_${process.pid}_${randomBytes(3).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const db = new PostgresDatabase(url.toString());
    try {
      await prepareDatabase(db);
    } catch (error) {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      throw error;
    }
    await db.close();
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    return template;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/**
 * PostgreSQL: a fresh, uniquely named database on the server of DATABASE_URL, dropped after. It is a copy of the
 * template (CREATE DATABASE ... TEMPLATE, a file copy: ~0.3 s) instead of migrating and seeding each test file's
 * database (~2-5 s each, 35 files).
 */
async function postgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `${prefix()}_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = await postgresTemplate(admin, serverUrl);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } catch (error) {
    await admin.end();
    throw error;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = new PostgresDatabase(url.toString());
  return {
    db,
    async close() {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A migrated, seeded database of its own: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  return url ? postgresTestDatabase(url) : pgliteTestDatabase();
}
