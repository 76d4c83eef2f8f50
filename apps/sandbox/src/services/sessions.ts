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

/**
 * The subscriber behind a live session, or undefined when unknown, idle too long, or older than the absolute
 * lifetime (then removed). Issue 47 (NIST SP 800-63B §7.1: a reauthentication at least every 12 hours): an
 * active session, which the idle rule alone would keep for ever, ends `sessionMaxHours` after its sign-in.
 */
export async function resolveSession(app: AppContext, token: string): Promise<string | undefined> {
  const [row] = await app.db.query<{ msisdn: string; created_at: Date; last_seen_at: Date }>(
    'select msisdn, created_at, last_seen_at from sessions where token = $1',
    [token],
  );
  if (!row) return undefined;
  const now = app.clock.now();
  const idleMs = now - row.last_seen_at.getTime();
  const ageMs = now - row.created_at.getTime();
  if (idleMs > app.config.sessionIdleMinutes * 60_000 || ageMs > app.config.sessionMaxHours * 3_600_000) {
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

/**
 * Issue 47: a password reset ends every session of the number; a change ends every other one (`keep`, the
 * session that changed it, stays). Whoever held an old session, say on a lost phone, must sign in again.
 */
export async function endSessionsOf(
  app: AppContext,
  msisdn: string,
  keep?: string,
  db: SqlExecutor = app.db,
): Promise<void> {
  await db.query('delete from sessions where msisdn = $1 and token is distinct from $2', [
    msisdn,
    keep ?? null,
  ]);
}
