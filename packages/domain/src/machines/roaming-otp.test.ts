import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canResendOtp,
  resendSecondsLeft,
  ROAMING_OTP_INITIAL,
  roamingOtpReducer,
  type RoamingOtpEvent,
  type RoamingOtpState,
} from './roaming-otp';

const run = (state: RoamingOtpState, ...events: RoamingOtpEvent[]) => events.reduce(roamingOtpReducer, state);
const opened = run(ROAMING_OTP_INITIAL, {
  type: 'sendResult',
  result: { kind: 'response', errorCode: '0' },
  now: 0,
});
const verifying = run(opened, { type: 'typed', raw: '123456' }, { type: 'verifyStarted' });
const verify = (code: string | number, now = 1000): RoamingOtpEvent => ({
  type: 'verifyResult',
  code,
  message: 'msg',
  now,
});

describe('roaming OTP modal', () => {
  it('DOM-41 a sent code opens the modal for entry', () => {
    expect(opened.status).toBe('entering');
  });

  it('VAL-30 VAL-31 the input keeps 6 digits and flags non-digits', () => {
    expect(run(opened, { type: 'typed', raw: '12ab' })).toMatchObject({
      otp: '12',
      inputError: 'IDS_OTP_MUST_BE_NUMERIC',
    });
    expect(run(ROAMING_OTP_INITIAL, { type: 'typed', raw: '1' })).toBe(ROAMING_OTP_INITIAL);
  });

  it('VAL-32 verification starts only with exactly 6 digits', () => {
    const five = run(opened, { type: 'typed', raw: '12345' });
    expect(run(five, { type: 'verifyStarted' })).toBe(five);
    expect(verifying.status).toBe('verifying');
  });

  it('DOM-42 code 0 verifies', () => {
    expect(run(verifying, verify('0')).status).toBe('verified');
  });

  it('DOM-55 code 550: message, retry allowed, no countdown', () => {
    const state = run(verifying, verify(550));
    expect(state).toMatchObject({
      status: 'entering',
      notice: { message: 'msg' },
      canRetry: true,
      resendAvailableAt: 0,
    });
  });

  it('DOM-56 code 539: message, no retry, no countdown', () => {
    expect(run(verifying, verify('539'))).toMatchObject({ canRetry: false, resendAvailableAt: 0 });
  });

  it('DOM-57 codes 551 and 552: no retry and a 300 s countdown', () => {
    for (const code of ['551', '552']) {
      const state = run(verifying, verify(code, 1000));
      expect(state).toMatchObject({ canRetry: false, resendAvailableAt: 301_000 });
      expect(canResendOtp(state, 300_999)).toBe(false);
      expect(resendSecondsLeft(state, 1000)).toBe(300);
      expect(canResendOtp(state, 301_000)).toBe(true);
    }
  });

  it('DOM-58 any other code: message, retry allowed', () => {
    expect(run(verifying, verify('123'))).toMatchObject({ canRetry: true, notice: { message: 'msg' } });
  });

  it('DOM-59 ERR-31 a failed verify call shows the API error, no retry, OTP cleared', () => {
    expect(run(verifying, { type: 'verifyCallFailed' })).toMatchObject({
      status: 'entering',
      otp: '',
      notice: { messageKey: 'IDS_API_CALL_FAILED' },
      canRetry: false,
    });
    expect(run(opened, { type: 'verifyCallFailed' })).toBe(opened);
    expect(run(opened, verify('0'))).toBe(opened);
  });

  it('DOM-60 resend is disabled during the countdown; ERR-27 send_sms_nok starts 60 s', () => {
    const refused = run(opened, {
      type: 'sendResult',
      result: { kind: 'response', errorCode: 'send_sms_nok', message: 'chờ' },
      now: 5000,
    });
    expect(refused.notice).toEqual({ message: 'chờ' });
    expect(canResendOtp(refused, 64_999)).toBe(false);
    expect(canResendOtp(refused, 65_000)).toBe(true);
    expect(canResendOtp(verifying, 10_000_000)).toBe(false);
    expect(resendSecondsLeft(refused, 70_000)).toBe(0);
  });

  it('ERR-29 a network failure on send shows the send-failed message', () => {
    const failed = run(opened, { type: 'sendResult', result: { kind: 'networkFailure' }, now: 0 });
    expect(failed.notice).toEqual({ messageKey: 'IDS_OTP_SEND_FAILED' });
  });

  it("DOM-61 'Nhập lại' clears the notice and code when retry is allowed; a resend reopens for a fresh code", () => {
    const retryable = run(verifying, verify('550'));
    expect(run(retryable, { type: 'retry' })).toMatchObject({ otp: '', notice: undefined });
    const blocked = run(verifying, verify('539'));
    expect(run(blocked, { type: 'retry' })).toBe(blocked);
    expect(
      run(blocked, { type: 'sendResult', result: { kind: 'response', errorCode: '0' }, now: 1 }),
    ).toMatchObject({
      status: 'entering',
      canRetry: true,
      notice: undefined,
    });
    expect(run(opened, { type: 'closed' }).status).toBe('closed');
  });

  it('DOM-55 ... DOM-61 no event sequence reaches an undefined state (property)', () => {
    const event: fc.Arbitrary<RoamingOtpEvent> = fc.oneof(
      fc.record({
        type: fc.constant('sendResult' as const),
        result: fc.oneof(
          fc.record({
            kind: fc.constant('response' as const),
            errorCode: fc.constantFrom('0', 'send_sms_nok', 'send_sms_nok_limit_1', 'x'),
          }),
          fc.constant({ kind: 'networkFailure' as const }),
        ),
        now: fc.nat(1_000_000),
      }),
      fc.record({ type: fc.constant('typed' as const), raw: fc.constantFrom('123456', '12', 'a1') }),
      fc.record({
        type: fc.constant('verifyResult' as const),
        code: fc.constantFrom('0', '550', '539', '551', '552', '9'),
        now: fc.nat(1_000_000),
      }),
      fc.constantFrom<RoamingOtpEvent>(
        { type: 'verifyStarted' },
        { type: 'verifyCallFailed' },
        { type: 'retry' },
        { type: 'closed' },
      ),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const state = events.reduce(roamingOtpReducer, ROAMING_OTP_INITIAL);
        expect(['closed', 'entering', 'verifying', 'verified']).toContain(state.status);
        expect(state.otp).toMatch(/^\d{0,6}$/);
        expect(state.resendAvailableAt).toBeGreaterThanOrEqual(0);
        if (state.status === 'verifying') expect(state.otp).toHaveLength(6);
      }),
    );
  });
});
