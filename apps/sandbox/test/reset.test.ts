/**
 * --reset of the embedded database starts from an empty directory, even one a sandbox killed mid-write left
 * corrupt (it could not be opened to be emptied), and never removes a directory that is not a database's.
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, removeEmbeddedData } from '../src/db/database';

const freshDir = () => mkdtempSync(join(tmpdir(), 'sandbox-reset-'));

describe('reset of the embedded database', () => {
  it('removes a data directory left corrupt, so the sandbox opens a fresh one', async () => {
    const dataDir = freshDir();
    const db = await openDatabase({ dataDir });
    await db.exec('create table kept (id int)');
    await db.close();
    writeFileSync(join(dataDir, 'global', 'pg_control'), Buffer.alloc(8192));
    await expect(openDatabase({ dataDir })).rejects.toThrow();

    await removeEmbeddedData(dataDir);
    const fresh = await openDatabase({ dataDir });
    const tables = await fresh.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_name = 'kept'",
    );
    expect(tables).toEqual([{ n: 0 }]);
    await fresh.close();
  }, 60_000);

  it('leaves a directory that is not a Postgres data directory alone', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    await removeEmbeddedData(dir);
    expect(readdirSync(dir)).toEqual(['notes.txt']);
  });
});
