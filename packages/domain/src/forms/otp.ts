/** OTP entry rules (§5, §9). */
import { ROAMING_OTP_LENGTH } from '../constants';
import { MessageKey } from '../messages';
import { validateRegistrationPhone } from '../phone';
import { fail, ok, type Result } from '../result';

/** What the roaming OTP field keeps of typed text, and the message to show when a non-digit was typed. */
export interface OtpInput {
  readonly value: string;
  readonly error: typeof MessageKey.otpNotNumeric | undefined;
}

/** VAL-30, VAL-31: digits only, at most 6; a non-digit shows 'Bạn phải nhập OTP là dạng số'. */
export function acceptRoamingOtpInput(raw: string): OtpInput {
  const value = raw.replace(/\D/g, '').slice(0, ROAMING_OTP_LENGTH);
  return { value, error: /\D/.test(raw) ? MessageKey.otpNotNumeric : undefined };
}

/** VAL-32, CONST-57: the roaming OTP can be confirmed only with exactly 6 digits. */
export function validateRoamingOtp(
  otp: string,
): Result<string, typeof MessageKey.otpNotNumeric | typeof MessageKey.otpIncomplete> {
  if (/\D/.test(otp)) return fail(MessageKey.otpNotNumeric);
  return otp.length === ROAMING_OTP_LENGTH ? ok(otp) : fail(MessageKey.otpIncomplete);
}

/** VAL-23: the OTP confirm dialog's confirm is disabled while the OTP is empty. */
export function canConfirmOtp(otp: string): boolean {
  return otp.trim() !== '';
}

/** VAL-22: the add-member confirm needs a valid phone and an OTP. */
export function canConfirmAddMember(phone: string, otp: string): boolean {
  return validateRegistrationPhone(phone).ok && canConfirmOtp(otp);
}

/** VAL-23: the OTP of a confirm dialog, required. */
export function validateOtp(otp: string): Result<string, typeof MessageKey.otpRequired> {
  return canConfirmOtp(otp) ? ok(otp.trim()) : fail(MessageKey.otpRequired);
}
