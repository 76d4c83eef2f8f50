import type { SqlExecutor } from './database';

/** Inserts many rows with one statement per chunk (Postgres allows 65535 parameters). */
export async function insertRows(
  db: SqlExecutor,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const chunkSize = Math.max(1, Math.floor(60_000 / columns.length));
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const values = chunk.map(
      (_row, rowIndex) =>
        `(${columns.map((_column, columnIndex) => `$${rowIndex * columns.length + columnIndex + 1}`).join(', ')})`,
    );
    await db.query(`insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}`, chunk.flat());
  }
}
