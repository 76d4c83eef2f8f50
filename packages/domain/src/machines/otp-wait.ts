/**
 * The waits of a code form (sign-in step 1, reset step 4, registration steps 1 and 2): when a new
 * code may be asked for, and the lock after too many wrong codes. Times are ms since the epoch,
 * passed in by events.
 */
import { OTP_RESEND_WAIT_S } from '../constants';
import { roamingOtpSendOutcome } from './otp-send';

/** The code form's waits. */
export interface OtpWaitState {
  /** CONST-56, CONST-58: no new code may be asked for before this time. */
  readonly resendAvailableAt: number;
  /** DOM-57: no code may be entered (and none resent) before this time. */
  readonly lockedUntil: number;
}

/** Events of the code form's waits. */
export type OtpWaitEvent =
  /** CONST-56: a code was sent. */
  | { readonly type: 'codeSent'; readonly now: number }
  /** ERR-27, ERR-28: the operator refused to send a code. */
  | { readonly type: 'sendRefused'; readonly errorCode: string; readonly now: number }
  /** DOM-55 … DOM-58: the operator refused the code that was entered. */
  | { readonly type: 'verifyRefused'; readonly errorCode: string; readonly now: number };

/** Nothing to wait for. */
export const OTP_WAIT_NONE: OtpWaitState = { resendAvailableAt: 0, lockedUntil: 0 };

/** DOM-57: the verify codes of a locked number (551 the try that locked it, 552 a try during the lock). */
export const OTP_LOCK_CODES: readonly string[] = ['551', '552'];

const after = (now: number, seconds: number) => now + seconds * 1000;

/** CONST-56, CONST-58, DOM-57, ERR-27, ERR-28: the next waits; a failed send or code never shortens a wait already running. */
export function otpWaitReducer(state: OtpWaitState, event: OtpWaitEvent): OtpWaitState {
  switch (event.type) {
    case 'codeSent': // the operator sends no code to a locked number, so a sent code ends any lock
      return { resendAvailableAt: after(event.now, OTP_RESEND_WAIT_S.normal), lockedUntil: 0 };
    case 'sendRefused': {
      const outcome = roamingOtpSendOutcome({ kind: 'response', errorCode: event.errorCode });
      if (outcome.kind !== 'refused' || outcome.waitSeconds === 0) return state;
      const resendAvailableAt = after(event.now, outcome.waitSeconds);
      return resendAvailableAt > state.resendAvailableAt ? { ...state, resendAvailableAt } : state;
    }
    case 'verifyRefused': {
      if (!OTP_LOCK_CODES.includes(event.errorCode)) return state;
      const until = after(event.now, OTP_RESEND_WAIT_S.limited);
      return {
        resendAvailableAt: Math.max(state.resendAvailableAt, until),
        lockedUntil: Math.max(state.lockedUntil, until),
      };
    }
  }
}

const secondsUntil = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000));

/** DOM-57: whole seconds left of the lock (0 when not locked). */
export function otpLockSecondsLeft(state: OtpWaitState, now: number): number {
  return secondsUntil(state.lockedUntil, now);
}

/** CONST-56, CONST-58: whole seconds before a new code may be asked for. */
export function otpResendSecondsLeft(state: OtpWaitState, now: number): number {
  return secondsUntil(state.resendAvailableAt, now);
}

/** DOM-57: a code may be entered and submitted unless the number is locked. */
export function canSubmitOtpCode(state: OtpWaitState, now: number): boolean {
  return now >= state.lockedUntil;
}
