import type { Queryable } from '../database';
import type { Row } from './catalog-seed';

export type ColumnTypes = ReadonlyArray<readonly [name: string, sqlType: string]>;

/** Inserts many rows in one statement: the rows travel as one jsonb parameter. */
export async function insertRows(
  tx: Queryable,
  table: string,
  columns: ColumnTypes,
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => name).join(', ');
  const record = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  for (let start = 0; start < rows.length; start += 5000) {
    const chunk = rows.slice(start, start + 5000);
    await tx.query(
      `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS x(${record})`,
      [JSON.stringify(chunk)],
    );
  }
}
