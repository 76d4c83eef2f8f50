import type { Database } from './database';
import { migrations } from './migrations';

/** Applies every migration newer than the stored version, each in its own transaction. */
export async function migrate(db: Database): Promise<number[]> {
  await db.exec(
    'create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())',
  );
  const rows = await db.query<{ version: number }>('select version from schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const pending = migrations.filter((migration) => !applied.has(migration.version));
  for (const migration of pending) {
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
  return pending.map((migration) => migration.version);
}

/** Drops every table so the next migrate + seed starts from nothing (`--reset`). */
export async function dropEverything(db: Database): Promise<void> {
  await db.exec('drop schema public cascade; create schema public;');
}

/** Our migration scripts hold no semicolons inside literals, so a plain split is safe. */
function splitStatements(sql: string): string[] {
  return sql
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}
