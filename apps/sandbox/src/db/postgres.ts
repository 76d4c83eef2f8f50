import pg from 'pg';
import type { Database, SqlExecutor } from './database';

type Queryable = Pick<pg.Pool, 'query'>;

function executor(client: Queryable): SqlExecutor {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as Row[];
    },
  };
}

/** A real Postgres server (SANDBOX_DATABASE_URL): a small pool, one client per transaction. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('select 1');
  return {
    ...executor(pool),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(executor(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
