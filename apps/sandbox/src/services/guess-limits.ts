/**
 * Issue 47: wrong guesses of a secret counted in a row under several keys at once (a subscriber and the
 * client's address, say), each with its own rule, and a lock when one reaches its limit (NIST SP 800-63B
 * §5.2.2, OWASP ASVS V2.2.1). As for passwords (password-limits.ts), an attempt is reserved before the secret
 * is checked, so a burst of parallel guesses cannot outrun the count; an attempt that never reached the check
 * gives its reservation back, a right one starts every count again.
 */
import type { AppContext } from '../app-context';
import type { SqlExecutor } from '../db/database';

export interface GuessRule {
  /** Wrong guesses in a row (inside `windowMs` from the first) before the key is locked. */
  readonly maxFailures: number;
  readonly windowMs: number;
  readonly lockMs: number;
}

export interface GuessKey {
  /** What is guessed and by whom, e.g. `card-pin:subscriber`. */
  readonly scope: string;
  readonly subject: string;
  readonly rule: GuessRule;
}

interface FailureRow {
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
}

const secondsLeft = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));

/** One lock order for every caller, so two requests on the same keys never wait on each other in a circle. */
const ordered = (keys: readonly GuessKey[]) =>
  [...keys].sort((a, b) => `${a.scope}|${a.subject}`.localeCompare(`${b.scope}|${b.subject}`));

async function lockedRow(tx: SqlExecutor, key: GuessKey, now: number): Promise<FailureRow> {
  await tx.query(
    `insert into guess_failures (scope, subject, failures, window_started_at) values ($1, $2, 0, $3)
     on conflict (scope, subject) do nothing`,
    [key.scope, key.subject, new Date(now)],
  );
  const [row] = await tx.query<FailureRow>(
    'select failures, window_started_at, locked_until from guess_failures where scope = $1 and subject = $2 for update',
    [key.scope, key.subject],
  );
  if (!row) throw new Error('guess_failures row missing');
  return row;
}

/**
 * Counts one attempt under every key, or refuses it (the seconds to wait) when any key is locked or has no
 * attempt left; then nothing is counted, and a key out of attempts is locked from now.
 */
export async function reserveGuess(app: AppContext, keys: readonly GuessKey[]): Promise<number | undefined> {
  const now = app.clock.now();
  return app.db.transaction<number | undefined>(async (tx) => {
    const states = [];
    for (const key of ordered(keys)) {
      const row = await lockedRow(tx, key, now);
      const lockedUntil = row.locked_until?.getTime();
      // A lock that has run out, or a window that has passed, starts the count again.
      const fresh =
        (lockedUntil !== undefined && lockedUntil <= now) ||
        now - row.window_started_at.getTime() > key.rule.windowMs;
      const failures = fresh ? 0 : row.failures;
      const waitUntil =
        lockedUntil !== undefined && lockedUntil > now
          ? lockedUntil
          : failures >= key.rule.maxFailures
            ? now + key.rule.lockMs
            : undefined;
      states.push({ key, fresh, failures, waitUntil, lockedUntil });
    }
    const refused = states.filter((state) => state.waitUntil !== undefined);
    if (refused.length > 0) {
      for (const { key, waitUntil, lockedUntil } of refused) {
        if (lockedUntil === undefined || lockedUntil <= now)
          await tx.query('update guess_failures set locked_until = $3 where scope = $1 and subject = $2', [
            key.scope,
            key.subject,
            new Date(waitUntil ?? now),
          ]);
      }
      return secondsLeft(Math.max(...refused.map((state) => state.waitUntil ?? now)), now);
    }
    for (const { key, fresh, failures } of states) {
      await tx.query(
        `update guess_failures set failures = $3, locked_until = null,
         window_started_at = case when $4 then $5 else window_started_at end where scope = $1 and subject = $2`,
        [key.scope, key.subject, failures + 1, fresh, new Date(now)],
      );
    }
    return undefined;
  });
}

/** The attempt never reached the secret (bad input, another refusal): its reservation is given back. */
export async function releaseGuess(app: AppContext, keys: readonly GuessKey[]): Promise<void> {
  for (const key of keys) {
    await app.db.query(
      'update guess_failures set failures = greatest(failures - 1, 0) where scope = $1 and subject = $2 and locked_until is null',
      [key.scope, key.subject],
    );
  }
}

/** The guess was right: every count starts again. */
export async function clearGuesses(app: AppContext, keys: readonly GuessKey[]): Promise<void> {
  for (const key of keys) {
    await app.db.query(
      'update guess_failures set failures = 0, locked_until = null where scope = $1 and subject = $2',
      [key.scope, key.subject],
    );
  }
}

/** The guess was wrong: a key it brought to its limit is locked at once; answers the seconds to wait, if any. */
export async function lockIfGuessLimitReached(
  app: AppContext,
  keys: readonly GuessKey[],
): Promise<number | undefined> {
  const now = app.clock.now();
  let waitUntil: number | undefined;
  for (const key of keys) {
    const until = now + key.rule.lockMs;
    const [locked] = await app.db.query<{ scope: string }>(
      `update guess_failures set locked_until = $4
       where scope = $1 and subject = $2 and failures >= $3 and locked_until is null returning scope`,
      [key.scope, key.subject, key.rule.maxFailures, new Date(until)],
    );
    if (locked) waitUntil = Math.max(waitUntil ?? 0, until);
  }
  return waitUntil === undefined ? undefined : secondsLeft(waitUntil, now);
}
