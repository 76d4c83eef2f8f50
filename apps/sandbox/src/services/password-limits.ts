/**
 * Password sign-in limits (NIST SP 800-63B §5.2.2, OWASP ASVS V2.2.1; AUTH-07, ERR-07), bound to the
 * requester (issue 47, services/requesters.ts) so a stranger's wrong passwords lock the stranger, not the owner:
 *
 * - per number and requester: at most `maxFailures` wrong passwords in a row inside `windowMs`, then that
 *   requester's password sign-in for that number is locked for `lockMs`;
 * - per number across strangers (requesters that are neither a known device nor a session of the number): at
 *   most `passwordFailuresPerNumberPerHour` attempts that were not right per hour; then strangers are refused
 *   password sign-in for that number until the hour is over. Known devices keep their own counters, and sign-in
 *   by code and the reset stay open for everyone (each with its own limits).
 *
 * Each attempt is counted before the password is checked, so a burst of parallel guesses cannot outrun the
 * counters; a right password gives its attempt back.
 */
import type { CallContext } from '../handlers/types';
import { OperatorError } from '../http/operator-error';
import { requesterFor } from './requesters';

export const passwordRules = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  /** The window of the strangers' ceiling per number (its size is `passwordFailuresPerNumberPerHour`). */
  numberWindowMs: 3_600_000,
} as const;

const minutesOf = (waitSeconds: number) => Math.ceil(waitSeconds / 60);

/** The operator-style refusal while a requester is locked (the portal shows the message, ERR-07). */
export const passwordLocked = (waitSeconds: number) =>
  new OperatorError(
    'LOGIN_LOCKED',
    `Quý khách đã nhập sai mật khẩu quá ${passwordRules.maxFailures} lần, vui lòng thử lại sau ${minutesOf(waitSeconds)} phút hoặc đăng nhập bằng mã OTP.`,
    { wait_seconds: waitSeconds },
  );

/** The refusal to strangers once the number's ceiling is reached (the owner's known devices are not refused). */
export const passwordClosedToStrangers = (waitSeconds: number) =>
  new OperatorError(
    'LOGIN_LOCKED',
    `Số thuê bao này tạm ngừng đăng nhập bằng mật khẩu do có nhiều lần nhập sai, vui lòng thử lại sau ${minutesOf(waitSeconds)} phút hoặc đăng nhập bằng mã OTP.`,
    { wait_seconds: waitSeconds },
  );

interface AttemptRow {
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
}

const secondsLeft = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));

/** Counts one attempt for the requester (and, for a stranger, for the number), or refuses it while locked. */
export async function reservePasswordAttempt(context: CallContext, msisdn: string): Promise<void> {
  const now = context.clock.now();
  const requester = await requesterFor(context, msisdn);
  const refusal = await context.db.transaction<OperatorError | undefined>(async (tx) => {
    await tx.query(
      `insert into password_attempts (msisdn, requester, failures, window_started_at) values ($1, $2, 0, $3)
       on conflict (msisdn, requester) do nothing`,
      [msisdn, requester.key, new Date(now)],
    );
    const [row] = await tx.query<AttemptRow>(
      'select * from password_attempts where msisdn = $1 and requester = $2 for update',
      [msisdn, requester.key],
    );
    if (!row) throw new Error('password_attempts row missing');
    const lockedUntil = row.locked_until?.getTime();
    if (lockedUntil !== undefined && lockedUntil > now) return passwordLocked(secondsLeft(lockedUntil, now));
    // A lock that has run out, or a window that has passed, starts the count again.
    const fresh = lockedUntil !== undefined || now - row.window_started_at.getTime() > passwordRules.windowMs;
    const failures = fresh ? 0 : row.failures;
    if (failures >= passwordRules.maxFailures) {
      await tx.query('update password_attempts set locked_until = $3 where msisdn = $1 and requester = $2', [
        msisdn,
        requester.key,
        new Date(now + passwordRules.lockMs),
      ]);
      return passwordLocked(secondsLeft(now + passwordRules.lockMs, now));
    }
    if (!requester.known) {
      await tx.query(
        `insert into number_ceilings (msisdn, kind, window_started_at, spent) values ($1, 'password', $2, 0)
         on conflict (msisdn, kind) do nothing`,
        [msisdn, new Date(now)],
      );
      const [ceiling] = await tx.query<{ window_started_at: Date; spent: number }>(
        `select window_started_at, spent from number_ceilings where msisdn = $1 and kind = 'password' for update`,
        [msisdn],
      );
      if (!ceiling) throw new Error('number_ceilings row missing');
      const windowEnd = ceiling.window_started_at.getTime() + passwordRules.numberWindowMs;
      const expired = windowEnd <= now;
      if (!expired && ceiling.spent >= context.config.passwordFailuresPerNumberPerHour) {
        return passwordClosedToStrangers(secondsLeft(windowEnd, now));
      }
      await tx.query(
        `update number_ceilings set spent = $2, window_started_at = $3 where msisdn = $1 and kind = 'password'`,
        [msisdn, expired ? 1 : ceiling.spent + 1, expired ? new Date(now) : ceiling.window_started_at],
      );
    }
    await tx.query(
      `update password_attempts set failures = $3, locked_until = null,
       window_started_at = case when $4 then $5 else window_started_at end where msisdn = $1 and requester = $2`,
      [msisdn, requester.key, failures + 1, fresh, new Date(now)],
    );
    return undefined;
  });
  if (refusal) throw refusal;
}

/** The attempt was right: the requester's count starts again, and a stranger's attempt is given back. */
export async function clearPasswordFailures(context: CallContext, msisdn: string): Promise<void> {
  const requester = await requesterFor(context, msisdn);
  await context.db.query(
    'update password_attempts set failures = 0, locked_until = null where msisdn = $1 and requester = $2',
    [msisdn, requester.key],
  );
  if (!requester.known) {
    await context.db.query(
      `update number_ceilings set spent = greatest(spent - 1, 0) where msisdn = $1 and kind = 'password'`,
      [msisdn],
    );
  }
}

/** The attempt was wrong: the one that reaches the limit locks the requester at once. */
export async function lockIfLimitReached(context: CallContext, msisdn: string): Promise<void> {
  const now = context.clock.now();
  const requester = await requesterFor(context, msisdn);
  const [locked] = await context.db.query<{ msisdn: string }>(
    `update password_attempts set locked_until = $4
     where msisdn = $1 and requester = $2 and failures >= $3 and locked_until is null returning msisdn`,
    [msisdn, requester.key, passwordRules.maxFailures, new Date(now + passwordRules.lockMs)],
  );
  if (locked) throw passwordLocked(secondsLeft(now + passwordRules.lockMs, now));
}
