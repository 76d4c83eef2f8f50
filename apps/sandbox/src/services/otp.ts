import { randomInt } from 'node:crypto';
import type { AppContext } from '../app-context';
import { OperatorError } from '../http/operator-error';
import { knownOtpService, otpRules, verifyCodes, verifyMessages, type VerifyOutcome } from './otp-rules';

interface SendState {
  last_sent_at: Date;
  window_started_at: Date;
  sends_in_window: number;
  locked_until: Date | null;
}

type SendOutcome =
  | { kind: 'sent'; code: string }
  | { kind: 'tooSoon'; waitSeconds: number }
  | { kind: 'limited'; waitSeconds: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function newCode(): string {
  return String(randomInt(0, 10 ** otpRules.length)).padStart(otpRules.length, '0');
}

/**
 * Sends a code to the local inbox. Refusals are decided and recorded in one transaction, and
 * reported after it commits (a refusal that sets a lock must keep the lock).
 */
export async function sendOtp(app: AppContext, msisdn: string, service: string): Promise<string> {
  knownOtpService(service);
  const now = app.clock.now();
  const outcome = await app.db.transaction<SendOutcome>(async (tx) => {
    await tx.query(
      `insert into otp_send_state (msisdn, last_sent_at, window_started_at, sends_in_window)
       values ($1, to_timestamp(0), $2, 0) on conflict (msisdn) do nothing`,
      [msisdn, new Date(now)],
    );
    const [state] = await tx.query<SendState>('select * from otp_send_state where msisdn = $1 for update', [
      msisdn,
    ]);
    if (!state) throw new Error('otp_send_state row missing');
    const lockedUntil = state.locked_until?.getTime() ?? 0;
    if (lockedUntil > now) return { kind: 'limited', waitSeconds: seconds(lockedUntil - now) };
    // A resend is a second code for the same purpose: signing in and then confirming a package
    // registration are two first sends (the window limit below still counts every send).
    const [last] = await tx.query<{ sent_at: Date | null }>(
      'select max(created_at) as sent_at from otp_codes where msisdn = $1 and service = $2',
      [msisdn, service],
    );
    const sinceLast = now - (last?.sent_at?.getTime() ?? 0);
    if (sinceLast < otpRules.resendWaitMs)
      return { kind: 'tooSoon', waitSeconds: seconds(otpRules.resendWaitMs - sinceLast) };
    const windowExpired = now - state.window_started_at.getTime() > otpRules.sendWindowMs;
    const sends = windowExpired ? 0 : state.sends_in_window;
    if (sends >= otpRules.maxSendsPerWindow) {
      const until = new Date(now + otpRules.lockMs);
      await tx.query(
        'update otp_send_state set locked_until = $2, window_started_at = $2, sends_in_window = 0 where msisdn = $1',
        [msisdn, until],
      );
      return { kind: 'limited', waitSeconds: seconds(otpRules.lockMs) };
    }
    const code = newCode();
    await tx.query(
      `update otp_send_state set last_sent_at = $2, sends_in_window = $3,
       window_started_at = case when $4 then $2 else window_started_at end where msisdn = $1`,
      [msisdn, new Date(now), sends + 1, windowExpired],
    );
    // Single use: a new code replaces any earlier unused one for the same purpose.
    await tx.query(
      'update otp_codes set used_at = $3 where msisdn = $1 and service = $2 and used_at is null',
      [msisdn, service, new Date(now)],
    );
    await tx.query(
      'insert into otp_codes (msisdn, service, code, created_at, expires_at) values ($1, $2, $3, $4, $5)',
      [msisdn, service, code, new Date(now), new Date(now + app.config.otpTtlSeconds * 1000)],
    );
    const minutes = Math.round(app.config.otpTtlSeconds / 60);
    await tx.query('insert into inbox (msisdn, service, code, text, sent_at) values ($1, $2, $3, $4, $5)', [
      msisdn,
      service,
      code,
      `Ma xac thuc cua Quy khach la ${code}, hieu luc trong ${minutes} phut. Khong cung cap ma nay cho nguoi khac.`,
      new Date(now),
    ]);
    return { kind: 'sent', code };
  });
  if (outcome.kind === 'tooSoon') {
    throw new OperatorError(
      'send_sms_nok',
      `Quý khách vừa yêu cầu mã OTP, vui lòng thử lại sau ${outcome.waitSeconds} giây.`,
      { wait_seconds: outcome.waitSeconds },
    );
  }
  if (outcome.kind === 'limited') {
    throw new OperatorError(
      'send_sms_nok_limit_n',
      `Quý khách đã yêu cầu mã OTP quá số lần cho phép, vui lòng thử lại sau ${outcome.waitSeconds} giây.`,
      { wait_seconds: outcome.waitSeconds },
    );
  }
  if (app.config.echoOtp) app.log(`otp ${msisdn} ${service} ${outcome.code}`);
  return outcome.code;
}

interface CodeRow {
  id: number;
  code: string;
  expires_at: Date;
  used_at: Date | null;
}

interface VerifyState {
  wrong_tries: number;
  locked_until: Date | null;
}

/**
 * Checks a code: single use, valid for the configured time. Wrong tries are counted per number, across
 * new codes and OTP services (a new code does not start the count again, issue 23); the fifth in a row
 * locks verifying and sending for the lock time. A right code or the end of a lock starts the count again.
 */
export async function checkOtp(
  app: AppContext,
  msisdn: string,
  service: string,
  code: string,
): Promise<VerifyOutcome> {
  knownOtpService(service);
  const now = app.clock.now();
  return app.db.transaction<VerifyOutcome>(async (tx) => {
    await tx.query(
      'insert into otp_verify_state (msisdn, wrong_tries) values ($1, 0) on conflict (msisdn) do nothing',
      [msisdn],
    );
    const [state] = await tx.query<VerifyState>(
      'select * from otp_verify_state where msisdn = $1 for update',
      [msisdn],
    );
    if (!state) throw new Error('otp_verify_state row missing');
    const lockedUntil = state.locked_until?.getTime();
    if (lockedUntil !== undefined && lockedUntil > now) return 'locked';
    const [row] = await tx.query<CodeRow>(
      'select * from otp_codes where msisdn = $1 and service = $2 order by id desc limit 1 for update',
      [msisdn, service],
    );
    if (!row || row.used_at !== null || row.expires_at.getTime() <= now) return 'expired';
    if (row.code === code) {
      await tx.query('update otp_codes set used_at = $2 where id = $1', [row.id, new Date(now)]);
      await tx.query('update otp_verify_state set wrong_tries = 0, locked_until = null where msisdn = $1', [
        msisdn,
      ]);
      return 'ok';
    }
    const wrong = (lockedUntil === undefined ? state.wrong_tries : 0) + 1;
    if (wrong < otpRules.maxWrongTries) {
      await tx.query('update otp_verify_state set wrong_tries = $2, locked_until = null where msisdn = $1', [
        msisdn,
        wrong,
      ]);
      return 'wrong';
    }
    // The fifth wrong try locks verification and sending for the lock time (551, 300 s countdown).
    const until = new Date(now + otpRules.lockMs);
    await tx.query('update otp_verify_state set wrong_tries = 0, locked_until = $2 where msisdn = $1', [
      msisdn,
      until,
    ]);
    await tx.query('update otp_codes set wrong_attempts = $2, locked_until = $3 where id = $1', [
      row.id,
      wrong,
      until,
    ]);
    await tx.query('update otp_send_state set locked_until = $2 where msisdn = $1', [msisdn, until]);
    return 'lockedNow';
  });
}

/** Verifies or throws the operator's refusal (550, 539, 551, 552). */
export async function requireOtp(
  app: AppContext,
  msisdn: string,
  service: string,
  code: string,
): Promise<void> {
  const outcome = await checkOtp(app, msisdn, service, code);
  if (outcome !== 'ok') throw new OperatorError(verifyCodes[outcome], verifyMessages[outcome]);
}
