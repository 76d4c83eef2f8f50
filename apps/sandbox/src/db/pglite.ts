import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, SqlExecutor } from './database';

type PgliteRunner = Pick<PGlite, 'query'>;

function executor(runner: PgliteRunner): SqlExecutor {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await runner.query<Row>(sql, [...params]);
      return result.rows;
    },
  };
}

/** PGlite serialises statements itself, so concurrent requests never interleave inside a transaction. */
export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  return {
    ...executor(db),
    async exec(sql) {
      await db.exec(sql);
    },
    transaction: (work) => db.transaction((tx) => work(executor(tx))),
    close: () => db.close(),
  };
}
