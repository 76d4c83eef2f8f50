import { otpServices } from '@selfcare/api-client/contract';
import { InvalidInput } from '../http/operator-error';

/**
 * The sandbox's OTP rules as an operator would run them (issue 5; CONST-56, CONST-57, DOM-55 ... DOM-58).
 * Issue 47: every rule below binds one requester of one number (a known device or an address,
 * services/requesters.ts), so a stranger's sends and wrong codes never lock the owner. The ceilings that
 * strangers share per number and per client, and the SMS budget, are configuration (config.ts).
 */
export const otpRules = {
  /** CONST-55: six digits. */
  length: 6,
  /** A resend (a second code for the same service) inside this time answers send_sms_nok (ERR-27, 60 s countdown). */
  resendWaitMs: 60_000,
  /** At most this many sends per number and requester inside `sendWindowMs` ... */
  maxSendsPerWindow: 5,
  sendWindowMs: 15 * 60_000,
  /** ... then send_sms_nok_limit_n and a lock of this long (ERR-28, 300 s countdown). */
  lockMs: 300_000,
  /** Wrong tries in a row allowed per number and requester, across codes and services; the last one locks (551). */
  maxWrongTries: 5,
  /** The window of the ceilings across requesters: sends per number, numbers per client. */
  ceilingWindowMs: 3_600_000,
} as const;

/** Verify outcomes and the roaming codes that report them (DOM-55 ... DOM-58). */
export const verifyCodes = {
  wrong: '550',
  expired: '539',
  lockedNow: '551',
  locked: '552',
} as const;

export type VerifyOutcome = 'ok' | keyof typeof verifyCodes;

export const verifyMessages: Record<Exclude<VerifyOutcome, 'ok'>, string> = {
  wrong: 'Mã OTP không chính xác, vui lòng nhập lại.',
  expired: 'Mã OTP đã hết hiệu lực, vui lòng lấy mã mới.',
  lockedNow: 'Bạn đã nhập sai OTP quá số lần cho phép, vui lòng thử lại sau 5 phút.',
  locked: 'Số thuê bao đang bị tạm khóa xác thực OTP, vui lòng thử lại sau 5 phút.',
};

const knownServices: ReadonlySet<string> = new Set(otpServices);

/**
 * The OTP service of a request: one the contract names (API-012), or a 400. A made-up name would open
 * a resend wait of its own and sidestep the per-service 60 s rule (issue 23).
 */
export function knownOtpService(raw: unknown, fallback?: string): string {
  const service = raw === undefined || raw === null || raw === '' ? fallback : raw;
  if (typeof service === 'string' && knownServices.has(service)) return service;
  throw new InvalidInput(`otp_service must be one of: ${[...knownServices].join(' | ')}.`);
}
