import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartupRefusal } from '../config';
import { migrate, readMigrations } from './migrate';
import { PgliteDatabase } from './pglite-database';

// Small migrations of their own in a temp folder: what is under test is the bookkeeping, not the shop's schema.
let dir: string;
let db: PgliteDatabase;
const write = (file: string, sql: string) => fs.writeFileSync(path.join(dir, file), sql);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const recorded = async () =>
  (
    await db.query<{ version: number; checksum: string | null }>(
      'SELECT version, checksum FROM schema_migrations ORDER BY version',
    )
  ).rows;

beforeAll(async () => {
  db = await PgliteDatabase.open();
}, 120_000);
afterAll(() => db?.close());

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-migrations-'));
  write('0001_first.sql', 'CREATE TABLE first (id integer PRIMARY KEY);\n');
  write('0002_second.sql', 'CREATE TABLE second (id integer PRIMARY KEY);\n');
  await db.exec('DROP TABLE IF EXISTS schema_migrations, first, second');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

// A loaded machine's PGlite takes a while for even these few statements.
jest.setTimeout(60_000);

describe('migration checksums', () => {
  it('records the sha256 of each file it applies', async () => {
    expect(await migrate(db, readMigrations(dir))).toEqual([1, 2]);
    expect(await recorded()).toEqual([
      { version: 1, checksum: sha256('CREATE TABLE first (id integer PRIMARY KEY);\n') },
      { version: 2, checksum: sha256('CREATE TABLE second (id integer PRIMARY KEY);\n') },
    ]);
  });

  it('refuses, naming the file, when an applied migration changed; restored, it migrates on', async () => {
    await migrate(db, readMigrations(dir).slice(0, 1));
    write('0001_first.sql', 'CREATE TABLE first (id integer PRIMARY KEY, extra text);\n');
    const attempt = migrate(db, readMigrations(dir));
    await expect(attempt).rejects.toBeInstanceOf(StartupRefusal);
    await expect(attempt).rejects.toThrow(
      /^Refusing to migrate: 0001_first\.sql changed after it was applied to this database \(recorded sha256 [0-9a-f]{12}, now [0-9a-f]{12}\); restore the file and put the change in a new migration$/,
    );
    // Nothing after it was applied either.
    expect((await recorded()).map((r) => r.version)).toEqual([1]);

    write('0001_first.sql', 'CREATE TABLE first (id integer PRIMARY KEY);\n');
    expect(await migrate(db, readMigrations(dir))).toEqual([2]);
  });

  it('counts a Windows checkout (CRLF) as the same file', async () => {
    await migrate(db, readMigrations(dir));
    write('0001_first.sql', 'CREATE TABLE first (id integer PRIMARY KEY);\r\n');
    expect(await migrate(db, readMigrations(dir))).toEqual([]);
  });

  it('records the current checksum for rows migrated before checksums existed', async () => {
    // A database as the previous version of migrate() left it: no checksum column.
    await db.exec(`CREATE TABLE schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
      CREATE TABLE first (id integer PRIMARY KEY);
      INSERT INTO schema_migrations (version, name) VALUES (1, 'first');`);
    expect(await migrate(db, readMigrations(dir))).toEqual([2]);
    expect(await recorded()).toEqual([
      { version: 1, checksum: sha256('CREATE TABLE first (id integer PRIMARY KEY);\n') },
      { version: 2, checksum: sha256('CREATE TABLE second (id integer PRIMARY KEY);\n') },
    ]);
    // From now on, a change is noticed.
    write('0001_first.sql', 'CREATE TABLE first (id bigint PRIMARY KEY);\n');
    await expect(migrate(db, readMigrations(dir))).rejects.toThrow(/0001_first\.sql changed/);
  });
});
