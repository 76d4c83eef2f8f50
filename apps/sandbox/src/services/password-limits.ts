/**
 * Password sign-in limits per number (NIST SP 800-63B §5.2.2, OWASP ASVS V2.2.1; AUTH-07, ERR-07):
 * at most `maxFailures` wrong passwords in a row inside `windowMs`, then password sign-in for that
 * number is locked for `lockMs` (sign-in by code and the reset stay open). Each attempt is counted
 * before the password is checked, so a burst of parallel guesses cannot outrun the counter.
 */
import type { AppContext } from '../app-context';
import { OperatorError } from '../http/operator-error';

export const passwordRules = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const;

/** The operator-style refusal while a number is locked (the portal shows the message, ERR-07). */
export const passwordLocked = (waitSeconds: number) =>
  new OperatorError(
    'LOGIN_LOCKED',
    `Quý khách đã nhập sai mật khẩu quá ${passwordRules.maxFailures} lần, vui lòng thử lại sau ${Math.ceil(waitSeconds / 60)} phút hoặc đăng nhập bằng mã OTP.`,
    { wait_seconds: waitSeconds },
  );

interface FailureRow {
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
}

const secondsLeft = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));

/** Counts one attempt for the number, or refuses it while the number is locked. */
export async function reservePasswordAttempt(app: AppContext, msisdn: string): Promise<void> {
  const now = app.clock.now();
  const waitSeconds = await app.db.transaction<number | undefined>(async (tx) => {
    await tx.query(
      `insert into password_failures (msisdn, failures, window_started_at) values ($1, 0, $2)
       on conflict (msisdn) do nothing`,
      [msisdn, new Date(now)],
    );
    const [row] = await tx.query<FailureRow>('select * from password_failures where msisdn = $1 for update', [
      msisdn,
    ]);
    if (!row) throw new Error('password_failures row missing');
    const lockedUntil = row.locked_until?.getTime();
    if (lockedUntil !== undefined && lockedUntil > now) return secondsLeft(lockedUntil, now);
    // A lock that has run out, or a window that has passed, starts the count again.
    const fresh = lockedUntil !== undefined || now - row.window_started_at.getTime() > passwordRules.windowMs;
    const failures = fresh ? 0 : row.failures;
    if (failures >= passwordRules.maxFailures) {
      await tx.query('update password_failures set locked_until = $2 where msisdn = $1', [
        msisdn,
        new Date(now + passwordRules.lockMs),
      ]);
      return secondsLeft(now + passwordRules.lockMs, now);
    }
    await tx.query(
      `update password_failures set failures = $2, locked_until = null,
       window_started_at = case when $3 then $4 else window_started_at end where msisdn = $1`,
      [msisdn, failures + 1, fresh, new Date(now)],
    );
    return undefined;
  });
  if (waitSeconds !== undefined) throw passwordLocked(waitSeconds);
}

/** The attempt was right: the count starts again. */
export async function clearPasswordFailures(app: AppContext, msisdn: string): Promise<void> {
  await app.db.query('update password_failures set failures = 0, locked_until = null where msisdn = $1', [
    msisdn,
  ]);
}

/** The attempt was wrong: the one that reaches the limit locks the number at once. */
export async function lockIfLimitReached(app: AppContext, msisdn: string): Promise<void> {
  const now = app.clock.now();
  const [locked] = await app.db.query<{ msisdn: string }>(
    `update password_failures set locked_until = $3
     where msisdn = $1 and failures >= $2 and locked_until is null returning msisdn`,
    [msisdn, passwordRules.maxFailures, new Date(now + passwordRules.lockMs)],
  );
  if (locked) throw passwordLocked(secondsLeft(now + passwordRules.lockMs, now));
}
