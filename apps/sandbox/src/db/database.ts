import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The sandbox's one view of its store: PGlite (Postgres in WASM, persisted to a directory)
 * by default, or a real Postgres server when a URL is configured. Both run the same SQL.
 */
export interface SqlExecutor {
  /** Runs one parameterised statement ($1, $2 ...) and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends SqlExecutor {
  /** Runs a script of several statements without parameters (migrations, reset). */
  exec(sql: string): Promise<void>;
  /** Writes that belong together: committed as one, rolled back as one. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseLocation {
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
}

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(location.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(location.dataDir);
}

/**
 * Removes the embedded database's directory before a reset: a directory left corrupt by a sandbox killed
 * mid-write cannot even be opened to be emptied. Only a Postgres data directory (it holds PG_VERSION) is
 * removed, so a mistyped --data-dir never loses anything else.
 */
export async function removeEmbeddedData(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) await rm(dataDir, { recursive: true, force: true });
}
