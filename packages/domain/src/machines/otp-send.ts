/** OTP send results (§8): what the page shows after asking for a code. */
import { OTP_RESEND_WAIT_S } from '../constants';
import { MessageKey } from '../messages';

/** What came back from an OTP send call. */
export type OtpSendResult =
  | { readonly kind: 'response'; readonly errorCode: string; readonly message?: string | undefined }
  | { readonly kind: 'networkFailure' };

/** What the roaming page does with it. */
export type OtpSendOutcome =
  /** ERR-26: code '0' opens the OTP modal. */
  | { readonly kind: 'sent' }
  /** ERR-27, ERR-28: the server refused; show its message, resend waits `waitSeconds` (0: no wait). */
  | { readonly kind: 'refused'; readonly message: string | undefined; readonly waitSeconds: number }
  /** ERR-29: the call failed: 'Có lỗi xảy ra khi gửi OTP.' */
  | { readonly kind: 'failed'; readonly messageKey: typeof MessageKey.otpSendFailed };

/** ERR-27: the send-refused code with a 60 s wait. */
export const SEND_SMS_NOK = 'send_sms_nok';
/** ERR-28: the prefix of every send-limit code ('send_sms_nok_limit_n' ...), with a 300 s wait. */
export const SEND_SMS_NOK_LIMIT_PREFIX = 'send_sms_nok_limit';

/** ERR-26 ... ERR-29, CONST-58: map an OTP send result; other refusals show the message without a wait. */
export function roamingOtpSendOutcome(result: OtpSendResult): OtpSendOutcome {
  if (result.kind === 'networkFailure') return { kind: 'failed', messageKey: MessageKey.otpSendFailed };
  const { errorCode, message } = result;
  if (errorCode === '0') return { kind: 'sent' };
  if (errorCode.startsWith(SEND_SMS_NOK_LIMIT_PREFIX)) {
    return { kind: 'refused', message, waitSeconds: OTP_RESEND_WAIT_S.limited };
  }
  if (errorCode === SEND_SMS_NOK) return { kind: 'refused', message, waitSeconds: OTP_RESEND_WAIT_S.normal };
  return { kind: 'refused', message, waitSeconds: 0 };
}

/** A toast after a main-API OTP send: the server message when present, else a default key. */
export interface OtpSendToast {
  readonly success: boolean;
  readonly message: string | undefined;
  readonly fallbackKey: typeof MessageKey.otpError | 'IDS_OTP_SENT';
}

/** ERR-03, ERR-04: error_code '0' is success; the server message wins, else the default (IDS_TV_LOI_OTP on failure). */
export function mainOtpSendToast(errorCode: string, message: string | null | undefined): OtpSendToast {
  const text = message?.trim() ? message : undefined;
  return errorCode === '0'
    ? { success: true, message: text, fallbackKey: 'IDS_OTP_SENT' }
    : { success: false, message: text, fallbackKey: MessageKey.otpError };
}
