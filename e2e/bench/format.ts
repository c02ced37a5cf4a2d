// How the bench prints its figures: aligned text tables and the units of each column.

export const KIB = 1024;

export const kb = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
/** A difference with its sign, rounded first: +12, -45, 0 (never +0 or -0). */
export function signed(value: number): string {
  const rounded = Math.round(value) || 0;
  return rounded > 0 ? `+${rounded}` : `${rounded}`;
}
export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
/** A ratio, or '-' where there is none (a reference of 0). */
export const x = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : '-');

export function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'FAIL';
}

/** Rows as columns padded to their widest cell; the first row is the header. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, col) => cell.padEnd(widths[col]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
