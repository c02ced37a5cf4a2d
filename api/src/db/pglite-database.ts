import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database';

export interface PgliteOptions {
  /** Folder of the database files; omitted: in memory. */
  dataDir?: string;
  /** A `dumpDataDir()` blob to start from (tests start every file from one seeded dump). */
  loadDataDir?: Blob;
}

function wrap(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Embedded PostgreSQL (WASM, single connection): queries run one at a time in this process. */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  private readonly queryable: Queryable;

  private constructor(readonly pglite: PGlite) {
    this.queryable = wrap(pglite);
  }

  static async open(options: PgliteOptions = {}): Promise<PgliteDatabase> {
    if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
    const pglite = await PGlite.create({
      // PGlite bundles contrib extensions separately; search (migration 0006) needs pg_trgm.
      extensions: { pg_trgm },
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    return new PgliteDatabase(pglite);
  }

  query<T>(sql: string, params?: readonly unknown[]) {
    return this.queryable.query<T>(sql, params);
  }

  exec(sql: string) {
    return this.queryable.exec(sql);
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pglite.transaction((tx) => fn(wrap(tx)));
  }

  /** A tarball of the data directory; `PgliteDatabase.open({ loadDataDir })` starts from it. */
  dump(): Promise<Blob> {
    return this.pglite.dumpDataDir('none');
  }

  async close() {
    if (!this.pglite.closed) await this.pglite.close();
  }
}
