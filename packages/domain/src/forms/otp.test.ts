import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptRoamingOtpInput,
  canConfirmAddMember,
  canConfirmOtp,
  validateOtp,
  validateRoamingOtp,
} from './otp';

describe('OTP entry', () => {
  it('VAL-30 keeps digits only, at most 6', () => {
    expect(acceptRoamingOtpInput('1234567')).toEqual({ value: '123456', error: undefined });
  });

  it('VAL-31 a non-digit shows the numeric-only message', () => {
    expect(acceptRoamingOtpInput('12a4')).toEqual({ value: '124', error: 'IDS_OTP_MUST_BE_NUMERIC' });
  });

  it('VAL-30 the kept value is always at most 6 digits (property)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(acceptRoamingOtpInput(raw).value).toMatch(/^\d{0,6}$/);
      }),
    );
  });

  it('VAL-32 CONST-57 confirm only with exactly 6 digits', () => {
    expect(validateRoamingOtp('123456')).toEqual({ ok: true, value: '123456' });
    expect(validateRoamingOtp('12345')).toEqual({ ok: false, error: 'IDS_OTP_INCOMPLETE' });
    expect(validateRoamingOtp('12345a')).toEqual({ ok: false, error: 'IDS_OTP_MUST_BE_NUMERIC' });
  });

  it('VAL-23 the OTP confirm is disabled while empty', () => {
    expect(canConfirmOtp('')).toBe(false);
    expect(canConfirmOtp('1')).toBe(true);
    expect(validateOtp(' ')).toEqual({ ok: false, error: 'IDS_OTP_REQUIRED' });
    expect(validateOtp(' 12 ')).toEqual({ ok: true, value: '12' });
  });

  it('VAL-22 add-member confirm needs a valid phone and the OTP', () => {
    expect(canConfirmAddMember('0912345678', '1234')).toBe(true);
    expect(canConfirmAddMember('0912345678', '')).toBe(false);
    expect(canConfirmAddMember('12345', '1234')).toBe(false);
  });
});
