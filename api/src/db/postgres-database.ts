import { Pool, type PoolClient } from 'pg';
import type { Database, Queryable } from './database';

function wrap(target: Pool | PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, params as unknown[]);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

/** A PostgreSQL server through a `pg` pool. */
export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  private readonly queryable: Queryable;

  constructor(
    readonly connectionString: string,
    private readonly pool = new Pool({ connectionString, max: 10 }),
    /** Where pool errors go (an idle connection lost); the api passes its logger. */
    onPoolError: (error: Error) => void = (error) =>
      process.stderr.write(`${JSON.stringify({ level: 50, msg: 'database pool error', err: error.message })}\n`),
  ) {
    // An idle client losing its connection must not crash the process: logged, and the pool makes a new one.
    pool.on('error', onPoolError);
    this.queryable = wrap(pool);
  }

  query<T>(sql: string, params?: readonly unknown[]) {
    return this.queryable.query<T>(sql, params);
  }

  exec(sql: string) {
    return this.queryable.exec(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    // A connection that cannot even roll back is broken: it leaves the pool (release(error) destroys it) instead
    // of going back to serve the next request.
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await fn(wrap(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async close() {
    // Closing twice is a no-op (the app and its test harness may both close it).
    if (!this.pool.ended) await this.pool.end();
  }
}
