import { randomBytes } from 'node:crypto';
import { nowDate, type AppContext } from '../app-context';
import type { SqlExecutor } from '../db/database';

/** Refreshing last_seen_at at most this often keeps reads cheap under load. */
const touchEveryMs = 15_000;

export async function createSession(
  app: AppContext,
  msisdn: string,
  db: SqlExecutor = app.db,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = nowDate(app);
  await db.query('insert into sessions (token, msisdn, created_at, last_seen_at) values ($1, $2, $3, $3)', [
    token,
    msisdn,
    now,
  ]);
  return token;
}

/** The subscriber behind a live session, or undefined when unknown or idle too long (then removed). */
export async function resolveSession(app: AppContext, token: string): Promise<string | undefined> {
  const [row] = await app.db.query<{ msisdn: string; last_seen_at: Date }>(
    'select msisdn, last_seen_at from sessions where token = $1',
    [token],
  );
  if (!row) return undefined;
  const now = app.clock.now();
  const idleMs = now - row.last_seen_at.getTime();
  if (idleMs > app.config.sessionIdleMinutes * 60_000) {
    await app.db.query('delete from sessions where token = $1', [token]);
    return undefined;
  }
  if (idleMs > touchEveryMs) {
    await app.db.query('update sessions set last_seen_at = $2 where token = $1', [token, new Date(now)]);
  }
  return row.msisdn;
}

export async function endSession(app: AppContext, token: string): Promise<void> {
  await app.db.query('delete from sessions where token = $1', [token]);
}
