/** §7 Auth and OTP (API-009 ... API-018). */
import { ACCOUNT_EXISTS_CODE, NO_ACCOUNT_CODE } from '@selfcare/domain';
import { nowDate } from '../app-context';
import { OperatorError } from '../http/operator-error';
import {
  clearPasswordFailures,
  lockIfLimitReached,
  reservePasswordAttempt,
} from '../services/password-limits';
import { hashPassword, verifyPassword } from '../services/passwords';
import { normaliseMsisdn } from '../services/phone';
import { checkOtp, requireOtp, sendOtp } from '../services/otp';
import { findOrProvision, findSubscriber } from '../services/subscribers';
import { createSession, endSession, endSessionsOf } from '../services/sessions';
import { knownOtpService, verifyCodes, verifyMessages } from '../services/otp-rules';
import { rememberDevice } from '../services/requesters';
import type { CallContext, Handlers } from './types';

const ok = (message: string) => ({ error_code: '0', message });

/** ERR-14: a failed reset carries AUTH_DESC inside orgin_msg (JSON text, first list item). */
function withAuthDescription(error: unknown): never {
  if (error instanceof OperatorError) {
    throw new OperatorError(error.code, error.message, {
      orgin_msg: JSON.stringify([{ AUTH_DESC: error.message }]),
    });
  }
  throw error;
}

type RegisterRequest = { msisdn: string; pin: string; password: string };
type ResetRequest = { msisdn: string; otp: string; password: string };

const registrationService = 'authen_register,payment_wallet_register';

/** A number with a password already has an account: registering again must not replace it. */
const accountExists = () =>
  new OperatorError(
    ACCOUNT_EXISTS_CODE,
    'Số thuê bao đã có tài khoản. Vui lòng đăng nhập hoặc chọn Quên mật khẩu.',
  );

/** A reset for a number without a password: told only to whoever proved the number with its code. */
const noAccount = () =>
  new OperatorError(NO_ACCOUNT_CODE, 'Thuê bao chưa đăng ký mật khẩu, vui lòng đăng ký tài khoản.');

/**
 * A number's password check that takes as long without an account as with one (scrypt against a decoy), so
 * the time of a refusal does not tell whether the number has an account (issue 47 item 7).
 */
let decoyHash: Promise<string> | undefined;
async function passwordMatches(clientHash: string, stored: string | null | undefined): Promise<boolean> {
  decoyHash ??= hashPassword('decoy-for-numbers-without-an-account');
  const matches = await verifyPassword(clientHash, stored ?? (await decoyHash));
  return Boolean(stored) && matches;
}

// API-011, API-143: the pin is the registration code; the password arrives hashed by the client.
// Issue 47 item 7: the code is checked first, so only its holder learns whether the number has an account.
async function register(request: RegisterRequest, app: CallContext) {
  const msisdn = normaliseMsisdn(request.msisdn);
  await requireOtp(app, msisdn, registrationService, request.pin).catch(withAuthDescription);
  const passwordHash = await hashPassword(request.password);
  const created = await app.db.transaction(async (tx) => {
    await findOrProvision(app, msisdn, tx);
    // Only a number without a password gets one: a registration racing another never replaces it.
    return tx.query(
      'update subscribers set password_hash = $2 where msisdn = $1 and password_hash is null returning msisdn',
      [msisdn, passwordHash],
    );
  });
  if (created.length === 0) withAuthDescription(accountExists());
  await rememberDevice(app, msisdn);
  return { ...ok('Đăng ký tài khoản thành công.'), orgin_msg: null };
}

// API-015, API-142: reset with a code sent for authen_miss_password.
async function resetPassword(request: ResetRequest, app: CallContext) {
  const msisdn = normaliseMsisdn(request.msisdn);
  await requireOtp(app, msisdn, 'authen_miss_password', request.otp).catch(withAuthDescription);
  const passwordHash = await hashPassword(request.password);
  // Issue 47: the new password ends every session of the number (whoever held one must sign in again).
  // Item 7: only a number with an account is reset, and only the code's holder learns it has none.
  const reset = await app.db.transaction(async (tx) => {
    const updated = await tx.query(
      'update subscribers set password_hash = $2 where msisdn = $1 and password_hash is not null returning msisdn',
      [msisdn, passwordHash],
    );
    if (updated.length > 0) await endSessionsOf(app, msisdn, undefined, tx);
    return updated.length > 0;
  });
  if (!reset) withAuthDescription(noAccount());
  await rememberDevice(app, msisdn);
  return { ...ok('Đổi mật khẩu thành công.'), orgin_msg: null };
}

/** The login service's copies of registration and reset (API-142, API-143). */
export const loginServiceHandlers: Handlers = {
  login_register: register,
  login_reset_password: resetPassword,
};

export const authHandlers: Handlers = {
  // API-009: OTP or password login; a session is issued on success.
  async authen_msisdn(request, app) {
    const msisdn = normaliseMsisdn(request.msisdn);
    if (request.mode === 'otp') {
      await requireOtp(app, msisdn, 'authen_msisdn', request.password);
    } else {
      await reservePasswordAttempt(app, msisdn);
      const subscriber = await findSubscriber(app.db, msisdn);
      const valid = await passwordMatches(request.password, subscriber?.password_hash);
      if (!valid) {
        await lockIfLimitReached(app, msisdn);
        throw new OperatorError('1', 'Số điện thoại hoặc mật khẩu không chính xác.');
      }
      await clearPasswordFailures(app, msisdn);
    }
    const subscriber = await findOrProvision(app, msisdn);
    const session = await createSession(app, msisdn);
    // Issue 47 item 2: this browser is now a known device of the number, with limits of its own.
    await rememberDevice(app, msisdn);
    return { ...ok('Đăng nhập thành công.'), msisdn, session, off_net: subscriber.off_net ? '1' : '0' };
  },

  // API-010
  async authen_logout(_request, app) {
    if (app.session !== undefined) await endSession(app, app.session);
    return ok('Đăng xuất thành công');
  },

  // API-012: one code per request to the local inbox; the resend and limit rules live in sendOtp.
  // Issue 47 item 7: a registration or reset code is sent alike whether or not the number has an account;
  // register and reset tell it only to whoever proves the code.
  async otp_send(request, app) {
    const msisdn = normaliseMsisdn(request.msisdn);
    await sendOtp(app, msisdn, request.otp_service);
    return ok('Mã OTP đã được gửi tới số điện thoại của Quý khách.');
  },

  authen_register: register,
  authen_miss_password: resetPassword,

  // API-016 (fields not shown): { msisdn, otp, otp_service } checks a code without consuming a login.
  async otp_check(request, app) {
    const msisdn = normaliseMsisdn(String(request['msisdn'] ?? ''));
    const service = knownOtpService(request['otp_service'], 'authen_msisdn');
    const outcome = await checkOtp(app, msisdn, service, String(request['otp'] ?? ''));
    if (outcome !== 'ok') throw new OperatorError(verifyCodes[outcome], verifyMessages[outcome]);
    return { ...ok('Mã OTP hợp lệ.'), result: { checked_at: nowDate(app).toISOString() } };
  },

  // API-017 (fields not shown): a voice call reads the code; here it lands in the same inbox.
  async otp_voice_send(request, app) {
    const msisdn = normaliseMsisdn(String(request['msisdn'] ?? ''));
    await sendOtp(app, msisdn, knownOtpService(request['otp_service'], 'authen_msisdn'));
    return ok('Cuộc gọi đọc mã OTP đang được thực hiện.');
  },
};
