import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OTP_WAIT_NONE,
  canSubmitOtpCode,
  otpLockSecondsLeft,
  otpResendSecondsLeft,
  otpWaitReducer,
  type OtpWaitEvent,
  type OtpWaitState,
} from './otp-wait';

const now = 1_750_000_000_000;
const run = (state: OtpWaitState, ...events: OtpWaitEvent[]) => events.reduce(otpWaitReducer, state);

describe('OTP waits of the sign-in and registration code forms', () => {
  it('CONST-56 a sent code may be resent after 60 s; entry is not locked', () => {
    const state = run(OTP_WAIT_NONE, { type: 'codeSent', now });
    expect(otpResendSecondsLeft(state, now)).toBe(60);
    expect(otpResendSecondsLeft(state, now + 60_000)).toBe(0);
    expect(canSubmitOtpCode(state, now)).toBe(true);
  });

  it.each(['551', '552'])(
    'DOM-57 verify code %s locks code entry and resend for 300 s, not the 60 s resend wait',
    (errorCode) => {
      const sent = run(OTP_WAIT_NONE, { type: 'codeSent', now });
      const locked = run(sent, { type: 'verifyRefused', errorCode, now: now + 20_000 });
      expect(otpLockSecondsLeft(locked, now + 20_000)).toBe(300);
      expect(canSubmitOtpCode(locked, now + 20_000)).toBe(false);
      expect(otpResendSecondsLeft(locked, now + 80_000)).toBe(240);
      expect(canSubmitOtpCode(locked, now + 319_999)).toBe(false);
      expect(canSubmitOtpCode(locked, now + 320_000)).toBe(true);
      expect(otpResendSecondsLeft(locked, now + 320_000)).toBe(0);
    },
  );

  it('DOM-55 DOM-56 a wrong (550) or expired (539) code locks nothing', () => {
    const sent = run(OTP_WAIT_NONE, { type: 'codeSent', now });
    expect(run(sent, { type: 'verifyRefused', errorCode: '550', now })).toEqual(sent);
    expect(run(sent, { type: 'verifyRefused', errorCode: '539', now })).toEqual(sent);
  });

  it('CONST-58 ERR-27 ERR-28 a refused send waits 60 s (send_sms_nok) or 300 s (the send limit)', () => {
    const soon = run(OTP_WAIT_NONE, { type: 'sendRefused', errorCode: 'send_sms_nok', now });
    expect(otpResendSecondsLeft(soon, now)).toBe(60);
    const limited = run(OTP_WAIT_NONE, { type: 'sendRefused', errorCode: 'send_sms_nok_limit_n', now });
    expect(otpResendSecondsLeft(limited, now)).toBe(300);
    // The send limit stops new codes only; the code already received can still be entered.
    expect(canSubmitOtpCode(limited, now)).toBe(true);
    expect(run(OTP_WAIT_NONE, { type: 'sendRefused', errorCode: '1', now })).toEqual(OTP_WAIT_NONE);
  });

  it('DOM-57 a code sent after the lock (the operator sends none during it) ends the lock', () => {
    const locked = run(OTP_WAIT_NONE, { type: 'verifyRefused', errorCode: '551', now });
    const sent = run(locked, { type: 'codeSent', now: now + 300_000 });
    expect(canSubmitOtpCode(sent, now + 300_000)).toBe(true);
    expect(otpResendSecondsLeft(sent, now + 300_000)).toBe(60);
  });

  it('a shorter wait never shortens a longer one already running', () => {
    const locked = run(OTP_WAIT_NONE, { type: 'verifyRefused', errorCode: '551', now });
    const after = run(locked, { type: 'sendRefused', errorCode: 'send_sms_nok', now: now + 1_000 });
    expect(after).toEqual(locked);
  });

  it('property: the lock never ends before resend is allowed again, and no wait is negative', () => {
    const event = fc.oneof(
      fc.record({ type: fc.constant('codeSent' as const), now: fc.nat() }),
      fc.record({
        type: fc.constant('sendRefused' as const),
        errorCode: fc.constantFrom('send_sms_nok', 'send_sms_nok_limit_n', '1'),
        now: fc.nat(),
      }),
      fc.record({
        type: fc.constant('verifyRefused' as const),
        errorCode: fc.constantFrom('550', '539', '551', '552'),
        now: fc.nat(),
      }),
    );
    fc.assert(
      fc.property(fc.array(event), fc.nat(), (events, at) => {
        const state = run(OTP_WAIT_NONE, ...events);
        expect(state.resendAvailableAt).toBeGreaterThanOrEqual(state.lockedUntil);
        expect(otpLockSecondsLeft(state, at)).toBeGreaterThanOrEqual(0);
        expect(otpResendSecondsLeft(state, at)).toBeGreaterThanOrEqual(otpLockSecondsLeft(state, at));
      }),
    );
  });
});
