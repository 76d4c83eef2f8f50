/** The roaming OTP modal (§4, §5, §8): send results, input, verify results, retry and resend countdown. */
import { OTP_RESEND_WAIT_S } from '../constants';
import { acceptRoamingOtpInput, validateRoamingOtp } from '../forms/otp';
import { MessageKey } from '../messages';
import { roamingOtpSendOutcome, type OtpSendResult } from './otp-send';

/** The notice shown over the OTP modal ('Thông báo'): a server message or a message key. */
export interface OtpNotice {
  readonly message?: string | undefined;
  readonly messageKey?: typeof MessageKey.otpSendFailed | typeof MessageKey.apiCallFailed;
}

/** The OTP modal. Times are ms since the epoch, passed in by events. */
export interface RoamingOtpState {
  readonly status: 'closed' | 'entering' | 'verifying' | 'verified';
  readonly otp: string;
  readonly inputError: typeof MessageKey.otpNotNumeric | undefined;
  readonly notice: OtpNotice | undefined;
  /** DOM-60: whether 'Nhập lại' (retry) is offered. */
  readonly canRetry: boolean;
  /** DOM-60: resend is disabled before this time. */
  readonly resendAvailableAt: number;
}

/** Events of the OTP modal. */
export type RoamingOtpEvent =
  | { readonly type: 'sendResult'; readonly result: OtpSendResult; readonly now: number }
  | { readonly type: 'typed'; readonly raw: string }
  | { readonly type: 'verifyStarted' }
  | {
      readonly type: 'verifyResult';
      readonly code: string | number;
      readonly message?: string | undefined;
      readonly now: number;
    }
  | { readonly type: 'verifyCallFailed' }
  | { readonly type: 'retry' }
  | { readonly type: 'closed' };

/** Before any code was asked for. */
export const ROAMING_OTP_INITIAL: RoamingOtpState = {
  status: 'closed',
  otp: '',
  inputError: undefined,
  notice: undefined,
  canRetry: true,
  resendAvailableAt: 0,
};

const secondsFrom = (now: number, seconds: number) => now + seconds * 1000;

function onSendResult(state: RoamingOtpState, result: OtpSendResult, now: number): RoamingOtpState {
  const outcome = roamingOtpSendOutcome(result);
  switch (outcome.kind) {
    case 'sent': // DOM-41, ERR-26: the modal opens for a fresh code
      return { ...ROAMING_OTP_INITIAL, status: 'entering' };
    case 'refused': // ERR-27, ERR-28
      return {
        ...state,
        notice: { message: outcome.message },
        resendAvailableAt: Math.max(state.resendAvailableAt, secondsFrom(now, outcome.waitSeconds)),
      };
    case 'failed': // ERR-29
      return { ...state, notice: { messageKey: outcome.messageKey } };
  }
}

function onVerifyResult(
  state: RoamingOtpState,
  code: string,
  message: string | undefined,
  now: number,
): RoamingOtpState {
  if (code === '0') return { ...state, status: 'verified', notice: undefined }; // DOM-42
  const notice = { message };
  if (code === '539') return { ...state, status: 'entering', notice, canRetry: false }; // DOM-56
  if (code === '551' || code === '552') {
    // DOM-57
    return {
      ...state,
      status: 'entering',
      notice,
      canRetry: false,
      resendAvailableAt: Math.max(state.resendAvailableAt, secondsFrom(now, OTP_RESEND_WAIT_S.limited)),
    };
  }
  return { ...state, status: 'entering', notice, canRetry: true }; // DOM-55 (550), DOM-58 (other)
}

/** DOM-41, DOM-42, DOM-55 ... DOM-61, VAL-30 ... VAL-32: the next state of the OTP modal. */
export function roamingOtpReducer(state: RoamingOtpState, event: RoamingOtpEvent): RoamingOtpState {
  switch (event.type) {
    case 'sendResult':
      return onSendResult(state, event.result, event.now);
    case 'typed': {
      if (state.status !== 'entering') return state;
      const input = acceptRoamingOtpInput(event.raw);
      return { ...state, otp: input.value, inputError: input.error };
    }
    case 'verifyStarted':
      return state.status === 'entering' && validateRoamingOtp(state.otp).ok
        ? { ...state, status: 'verifying', notice: undefined }
        : state;
    case 'verifyResult':
      return state.status === 'verifying'
        ? onVerifyResult(state, String(event.code), event.message, event.now)
        : state;
    case 'verifyCallFailed': // DOM-59
      return state.status === 'verifying'
        ? {
            ...state,
            status: 'entering',
            otp: '',
            notice: { messageKey: MessageKey.apiCallFailed },
            canRetry: false,
          }
        : state;
    case 'retry': // DOM-61 'Nhập lại'
      return state.canRetry && state.status === 'entering' ? { ...state, otp: '', notice: undefined } : state;
    case 'closed':
      return { ...state, status: 'closed', notice: undefined };
  }
}

/** DOM-60: resend is enabled once the countdown is over and no verify is running. */
export function canResendOtp(state: RoamingOtpState, now: number): boolean {
  return state.status !== 'verifying' && state.status !== 'verified' && now >= state.resendAvailableAt;
}

/** DOM-60: whole seconds left before resend is enabled. */
export function resendSecondsLeft(state: RoamingOtpState, now: number): number {
  return Math.max(0, Math.ceil((state.resendAvailableAt - now) / 1000));
}
