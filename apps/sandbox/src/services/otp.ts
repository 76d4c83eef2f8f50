/**
 * Codes to the local inbox and their checks (DOM-55 ... DOM-58, ERR-27, ERR-28), with the limits of issue 47:
 *
 * - every wait, window and lock binds one requester of one number (services/requesters.ts): a stranger's
 *   sends and wrong codes lock the stranger, never the owner's device or address;
 * - a code belongs to the requester that asked for it: only that requester can use it, and a new code
 *   replaces only that requester's earlier one. So a stranger can only guess at codes it had sent itself;
 * - ceilings across requesters, each refused before anything is sent: codes sent to a number for strangers
 *   (`otpSendsPerNumberPerHour`), numbers one client address reaches (`otpNumbersPerClientPerHour`, SMS
 *   pumping), and the global SMS budget per hour (services/sms-budget.ts).
 */
import { randomInt } from 'node:crypto';
import { SYSTEM_BUSY_CODE } from '@selfcare/domain';
import type { SqlExecutor } from '../db/database';
import type { CallContext } from '../handlers/types';
import { OperatorError } from '../http/operator-error';
import { knownOtpService, otpRules, verifyCodes, verifyMessages, type VerifyOutcome } from './otp-rules';
import { requesterFor, type NumberRequester } from './requesters';
import { spendSmsBudget } from './sms-budget';

interface SendWindow {
  window_started_at: Date;
  sends_in_window: number;
  locked_until: Date | null;
}

type Refusal = 'tooSoon' | 'limited' | 'numberCeiling' | 'clientCeiling' | 'busy';
type SendOutcome = { kind: 'sent'; code: string } | { kind: Refusal; waitSeconds: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const minutes = (waitSeconds: number) => Math.ceil(waitSeconds / 60);

function newCode(): string {
  return String(randomInt(0, 10 ** otpRules.length)).padStart(otpRules.length, '0');
}

/** The refusals in the operator's words; the ceilings answer as the send limit does (ERR-28, its countdown). */
const sendRefusals: Record<Refusal, (waitSeconds: number) => OperatorError> = {
  tooSoon: (wait) =>
    new OperatorError('send_sms_nok', `Quý khách vừa yêu cầu mã OTP, vui lòng thử lại sau ${wait} giây.`, {
      wait_seconds: wait,
    }),
  limited: (wait) =>
    new OperatorError(
      'send_sms_nok_limit_n',
      `Quý khách đã yêu cầu mã OTP quá số lần cho phép, vui lòng thử lại sau ${wait} giây.`,
      { wait_seconds: wait },
    ),
  numberCeiling: (wait) =>
    new OperatorError(
      'send_sms_nok_limit_n',
      `Số thuê bao này đã nhận quá nhiều mã OTP, vui lòng thử lại sau ${minutes(wait)} phút.`,
      { wait_seconds: wait },
    ),
  clientCeiling: (wait) =>
    new OperatorError(
      'send_sms_nok_limit_n',
      `Quý khách đã yêu cầu mã OTP cho quá nhiều số thuê bao, vui lòng thử lại sau ${minutes(wait)} phút.`,
      { wait_seconds: wait },
    ),
  busy: (wait) =>
    new OperatorError(SYSTEM_BUSY_CODE, 'Hệ thống đang bận, vui lòng thử lại sau.', { wait_seconds: wait }),
};

/** This requester's own send window of the number: its lock, the resend wait and the sends per window. */
async function ownSendRefusal(
  tx: SqlExecutor,
  msisdn: string,
  service: string,
  requester: NumberRequester,
  now: number,
): Promise<{ refusal: SendOutcome | undefined; sendsSoFar: number; windowExpired: boolean }> {
  await tx.query(
    `insert into otp_send_windows (msisdn, requester, window_started_at, sends_in_window)
     values ($1, $2, $3, 0) on conflict (msisdn, requester) do nothing`,
    [msisdn, requester.key, new Date(now)],
  );
  const [state] = await tx.query<SendWindow>(
    'select * from otp_send_windows where msisdn = $1 and requester = $2 for update',
    [msisdn, requester.key],
  );
  if (!state) throw new Error('otp_send_windows row missing');
  const none = { sendsSoFar: 0, windowExpired: false };
  const lockedUntil = state.locked_until?.getTime() ?? 0;
  if (lockedUntil > now)
    return { ...none, refusal: { kind: 'limited', waitSeconds: seconds(lockedUntil - now) } };
  // A resend is a second code for the same purpose: signing in and then confirming a package
  // registration are two first sends (the window limit below still counts every send).
  const [last] = await tx.query<{ sent_at: Date | null }>(
    'select max(created_at) as sent_at from otp_codes where msisdn = $1 and service = $2 and requester = $3',
    [msisdn, service, requester.key],
  );
  const sinceLast = now - (last?.sent_at?.getTime() ?? 0);
  if (sinceLast < otpRules.resendWaitMs) {
    return { ...none, refusal: { kind: 'tooSoon', waitSeconds: seconds(otpRules.resendWaitMs - sinceLast) } };
  }
  const windowExpired = now - state.window_started_at.getTime() > otpRules.sendWindowMs;
  const sendsSoFar = windowExpired ? 0 : state.sends_in_window;
  if (sendsSoFar >= otpRules.maxSendsPerWindow) {
    const until = new Date(now + otpRules.lockMs);
    await tx.query(
      `update otp_send_windows set locked_until = $3, window_started_at = $3, sends_in_window = 0
       where msisdn = $1 and requester = $2`,
      [msisdn, requester.key, until],
    );
    return { ...none, refusal: { kind: 'limited', waitSeconds: seconds(otpRules.lockMs) } };
  }
  return { refusal: undefined, sendsSoFar, windowExpired };
}

/** Strangers' share of the number this hour: the codes sent to it at their request. */
async function numberCeilingWait(
  context: CallContext,
  tx: SqlExecutor,
  msisdn: string,
  now: number,
): Promise<number | undefined> {
  await tx.query(
    `insert into number_ceilings (msisdn, kind, window_started_at, spent) values ($1, 'otp_send', $2, 0)
     on conflict (msisdn, kind) do nothing`,
    [msisdn, new Date(now)],
  );
  const [row] = await tx.query<{ window_started_at: Date; spent: number }>(
    `select window_started_at, spent from number_ceilings where msisdn = $1 and kind = 'otp_send' for update`,
    [msisdn],
  );
  if (!row) throw new Error('number_ceilings row missing');
  const windowEnd = row.window_started_at.getTime() + otpRules.ceilingWindowMs;
  if (windowEnd <= now) {
    await tx.query(
      `update number_ceilings set window_started_at = $2, spent = 0 where msisdn = $1 and kind = 'otp_send'`,
      [msisdn, new Date(now)],
    );
    return undefined;
  }
  return row.spent >= context.config.otpSendsPerNumberPerHour ? seconds(windowEnd - now) : undefined;
}

/** The distinct numbers this client address was sent codes for this hour (SMS pumping). */
async function clientCeilingWait(
  context: CallContext,
  tx: SqlExecutor,
  address: string,
  msisdn: string,
  now: number,
): Promise<number | undefined> {
  // One decision at a time per address, also on a real Postgres with parallel connections.
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`otp-client|${address}`]);
  const windowStart = new Date(now - otpRules.ceilingWindowMs);
  await tx.query('delete from otp_client_sends where address = $1 and sent_at <= $2', [address, windowStart]);
  const rows = await tx.query<{ msisdn: string; first_sent_at: Date }>(
    'select msisdn, min(sent_at) as first_sent_at from otp_client_sends where address = $1 group by msisdn',
    [address],
  );
  if (rows.some((row) => row.msisdn === msisdn)) return undefined;
  if (rows.length < context.config.otpNumbersPerClientPerHour) return undefined;
  // The wait lasts until the earliest number of the hour drops out of the window.
  const earliest = Math.min(...rows.map((row) => row.first_sent_at.getTime()));
  return seconds(earliest + otpRules.ceilingWindowMs - now);
}

/**
 * Sends a code to the local inbox for this requester. Refusals are decided and recorded in one transaction,
 * and reported after it commits (a refusal that sets a lock or raises an alarm must keep it).
 */
export async function sendOtp(context: CallContext, msisdn: string, service: string): Promise<string> {
  knownOtpService(service);
  const now = context.clock.now();
  const requester = await requesterFor(context, msisdn);
  const outcome = await context.db.transaction<SendOutcome>(async (tx) => {
    const own = await ownSendRefusal(tx, msisdn, service, requester, now);
    if (own.refusal) return own.refusal;
    // The owner's path (a known device or a session of the number) is outside what strangers share.
    const stranger = !requester.known;
    if (stranger) {
      const numberWait = await numberCeilingWait(context, tx, msisdn, now);
      if (numberWait !== undefined) return { kind: 'numberCeiling', waitSeconds: numberWait };
      if (!requester.sharedAddress) {
        const clientWait = await clientCeilingWait(context, tx, requester.address, msisdn, now);
        if (clientWait !== undefined) return { kind: 'clientCeiling', waitSeconds: clientWait };
      }
    }
    const budget = await spendSmsBudget(context, tx, now);
    if (budget.kind === 'spent') return { kind: 'busy', waitSeconds: budget.waitSeconds };

    await tx.query(
      `update otp_send_windows set sends_in_window = $3,
       window_started_at = case when $4 then $5 else window_started_at end where msisdn = $1 and requester = $2`,
      [msisdn, requester.key, own.sendsSoFar + 1, own.windowExpired, new Date(now)],
    );
    if (stranger) {
      await tx.query(`update number_ceilings set spent = spent + 1 where msisdn = $1 and kind = 'otp_send'`, [
        msisdn,
      ]);
      if (!requester.sharedAddress) {
        await tx.query('insert into otp_client_sends (address, msisdn, sent_at) values ($1, $2, $3)', [
          requester.address,
          msisdn,
          new Date(now),
        ]);
      }
    }
    const code = newCode();
    // Single use: a new code replaces this requester's earlier unused one for the same purpose (only its own:
    // a stranger asking for a code must not void the owner's).
    await tx.query(
      `update otp_codes set used_at = $4
       where msisdn = $1 and service = $2 and requester = $3 and used_at is null`,
      [msisdn, service, requester.key, new Date(now)],
    );
    await tx.query(
      `insert into otp_codes (msisdn, service, code, created_at, expires_at, requester)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        msisdn,
        service,
        code,
        new Date(now),
        new Date(now + context.config.otpTtlSeconds * 1000),
        requester.key,
      ],
    );
    const validMinutes = Math.round(context.config.otpTtlSeconds / 60);
    await tx.query('insert into inbox (msisdn, service, code, text, sent_at) values ($1, $2, $3, $4, $5)', [
      msisdn,
      service,
      code,
      `Ma xac thuc cua Quy khach la ${code}, hieu luc trong ${validMinutes} phut. Khong cung cap ma nay cho nguoi khac.`,
      new Date(now),
    ]);
    return { kind: 'sent', code };
  });
  if (outcome.kind !== 'sent') throw sendRefusals[outcome.kind](outcome.waitSeconds);
  if (context.config.echoOtp) context.log(`otp ${msisdn} ${service} ${outcome.code}`);
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
 * Checks a code: single use, valid for the configured time, and only for the requester it was sent for.
 * Wrong tries are counted per number and requester, across new codes and OTP services (issue 23, 47); the
 * fifth in a row locks that requester's verifying and sending for the lock time. A right code or the end of
 * a lock starts the count again. A try with no live code of one's own (539) is not counted.
 */
export async function checkOtp(
  context: CallContext,
  msisdn: string,
  service: string,
  code: string,
): Promise<VerifyOutcome> {
  knownOtpService(service);
  const now = context.clock.now();
  const requester = await requesterFor(context, msisdn);
  return context.db.transaction<VerifyOutcome>(async (tx) => {
    await tx.query(
      `insert into otp_verify_attempts (msisdn, requester, wrong_tries) values ($1, $2, 0)
       on conflict (msisdn, requester) do nothing`,
      [msisdn, requester.key],
    );
    const [state] = await tx.query<VerifyState>(
      'select * from otp_verify_attempts where msisdn = $1 and requester = $2 for update',
      [msisdn, requester.key],
    );
    if (!state) throw new Error('otp_verify_attempts row missing');
    const lockedUntil = state.locked_until?.getTime();
    if (lockedUntil !== undefined && lockedUntil > now) return 'locked';
    const [row] = await tx.query<CodeRow>(
      `select * from otp_codes where msisdn = $1 and service = $2 and requester = $3
       order by id desc limit 1 for update`,
      [msisdn, service, requester.key],
    );
    if (!row || row.used_at !== null || row.expires_at.getTime() <= now) return 'expired';
    if (row.code === code) {
      await tx.query('update otp_codes set used_at = $2 where id = $1', [row.id, new Date(now)]);
      await tx.query(
        'update otp_verify_attempts set wrong_tries = 0, locked_until = null where msisdn = $1 and requester = $2',
        [msisdn, requester.key],
      );
      return 'ok';
    }
    const wrong = (lockedUntil === undefined ? state.wrong_tries : 0) + 1;
    if (wrong < otpRules.maxWrongTries) {
      await tx.query(
        'update otp_verify_attempts set wrong_tries = $3, locked_until = null where msisdn = $1 and requester = $2',
        [msisdn, requester.key, wrong],
      );
      return 'wrong';
    }
    // The fifth wrong try locks this requester's verifying and sending for the lock time (551, 300 s countdown).
    const until = new Date(now + otpRules.lockMs);
    await tx.query(
      'update otp_verify_attempts set wrong_tries = 0, locked_until = $3 where msisdn = $1 and requester = $2',
      [msisdn, requester.key, until],
    );
    await tx.query('update otp_codes set wrong_attempts = $2, locked_until = $3 where id = $1', [
      row.id,
      wrong,
      until,
    ]);
    await tx.query(
      `insert into otp_send_windows (msisdn, requester, window_started_at, sends_in_window, locked_until)
       values ($1, $2, $3, 0, $4)
       on conflict (msisdn, requester) do update set locked_until = excluded.locked_until`,
      [msisdn, requester.key, new Date(now), until],
    );
    return 'lockedNow';
  });
}

/** Verifies or throws the operator's refusal (550, 539, 551, 552). */
export async function requireOtp(
  context: CallContext,
  msisdn: string,
  service: string,
  code: string,
): Promise<void> {
  const outcome = await checkOtp(context, msisdn, service, code);
  if (outcome !== 'ok') throw new OperatorError(verifyCodes[outcome], verifyMessages[outcome]);
}
