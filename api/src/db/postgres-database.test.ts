import type { Pool, PoolClient } from 'pg';
import { PostgresDatabase } from './postgres-database';

/** A pool stand-in: one client whose statements answer as `answer` says; what `release` got is recorded. */
function fakePool(answer: (sql: string) => Promise<unknown>) {
  const released: unknown[] = [];
  const client = {
    query: (sql: string) => answer(sql).then(() => ({ rows: [] })),
    release: (error?: unknown) => void released.push(error),
  } as unknown as PoolClient;
  const handlers: Array<(error: Error) => void> = [];
  const pool = {
    connect: async () => client,
    on: (event: string, handler: (error: Error) => void) => {
      if (event === 'error') handlers.push(handler);
      return pool;
    },
    query: async () => ({ rows: [] }),
  } as unknown as Pool;
  return { pool, released, emitError: (error: Error) => handlers.forEach((h) => h(error)) };
}

describe('PostgresDatabase transactions', () => {
  it('give a healthy connection back to the pool after a failed transaction', async () => {
    const { pool, released } = fakePool(async (sql) => {
      if (sql === 'SELECT fail') throw new Error('constraint violated');
    });
    const db = new PostgresDatabase('postgres://fake', pool, () => undefined);
    await expect(db.transaction((tx) => tx.query('SELECT fail'))).rejects.toThrow('constraint violated');
    expect(released).toEqual([undefined]);
  });

  it('discard a connection that broke (its ROLLBACK fails too) instead of releasing it to the pool', async () => {
    const { pool, released } = fakePool(async (sql) => {
      if (sql !== 'BEGIN') throw new Error('Connection terminated unexpectedly');
    });
    const db = new PostgresDatabase('postgres://fake', pool, () => undefined);
    await expect(db.transaction((tx) => tx.query('SELECT 1'))).rejects.toThrow('Connection terminated');
    expect(released).toHaveLength(1);
    expect(released[0]).toBeInstanceOf(Error);
  });

  it('log pool errors (an idle connection lost) instead of crashing or hiding them', () => {
    const { pool, emitError } = fakePool(async () => undefined);
    const logged: string[] = [];
    new PostgresDatabase('postgres://fake', pool, (error) => logged.push(error.message));
    emitError(new Error('server closed the connection'));
    expect(logged).toEqual(['server closed the connection']);
  });
});
