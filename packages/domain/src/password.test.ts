import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canConfirmPasswordForm,
  validateLoginPassword,
  validateMembershipPassword,
  validateMinLength,
  validateNewPassword,
  validateRepeatPassword,
} from './password';

describe('new password', () => {
  it('VAL-14 accepts a lowercase, an uppercase and a digit within 6 to 22 characters', () => {
    expect(validateNewPassword('Abc123')).toEqual({ ok: true, value: 'Abc123' });
    expect(validateNewPassword('Abcdefghijklmnopqrst12').ok).toBe(true);
  });

  it.each(['abc123', 'ABC123', 'Abcdef', 'Ab1', 'Abc 123', 'Abcdefghijklmnopqrstu12'])(
    'VAL-14 CONST-49 rejects %j with IDS_PASSWORD_IS_NOT_VALID',
    (password) => {
      expect(validateNewPassword(password)).toEqual({ ok: false, error: 'IDS_PASSWORD_IS_NOT_VALID' });
    },
  );

  it('VAL-14 never accepts whitespace or a length outside 6..22 (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (password) => {
        if (validateNewPassword(password).ok) {
          expect(password).not.toMatch(/\s/);
          expect(password.length).toBeGreaterThanOrEqual(6);
          expect(password.length).toBeLessThanOrEqual(22);
        }
      }),
    );
  });

  it('VAL-15 the repeat must match (IDS_TV_PASSWORD_NOT_MATCH)', () => {
    expect(validateRepeatPassword('Abc123', 'Abc123').ok).toBe(true);
    expect(validateRepeatPassword('Abc123', 'Abc124')).toEqual({
      ok: false,
      error: 'IDS_TV_PASSWORD_NOT_MATCH',
    });
  });

  it('VAL-16 confirm needs the code and two equal valid passwords', () => {
    expect(canConfirmPasswordForm({ code: '123456', password: 'Abc123', repeat: 'Abc123' })).toBe(true);
    expect(canConfirmPasswordForm({ code: ' ', password: 'Abc123', repeat: 'Abc123' })).toBe(false);
    expect(canConfirmPasswordForm({ code: '123456', password: 'Abc123', repeat: '' })).toBe(false);
    expect(canConfirmPasswordForm({ code: '123456', password: 'Abc123', repeat: 'Abc12' })).toBe(false);
    expect(canConfirmPasswordForm({ code: '123456', password: 'abc123', repeat: 'abc123' })).toBe(false);
  });

  it('VAL-17 password login refuses an empty password', () => {
    expect(validateLoginPassword('')).toEqual({ ok: false, error: 'IDS_VALIDATION_VPLUS_USERNAME_LENGTH' });
    expect(validateLoginPassword('x').ok).toBe(true);
  });
});

describe('generic messages', () => {
  it('VAL-12 a blank required field uses the required message', () => {
    expect(validateMinLength('  ', 3)).toEqual({ ok: false, error: 'IDS_FIELD_REQUIRED' });
  });

  it('VAL-13 a short value uses the minimum-length message with n', () => {
    expect(validateMinLength('ab', 3)).toEqual({ ok: false, error: 'IDS_MIN_LENGTH', params: { n: 3 } });
    expect(validateMinLength('abc', 3)).toEqual({ ok: true, value: 'abc' });
  });
});

describe('membership password', () => {
  it('VAL-53 needs at least 6 characters with a letter, a digit and a special character', () => {
    expect(validateMembershipPassword('abc12!').ok).toBe(true);
    expect(validateMembershipPassword('Đăng1@').ok).toBe(true);
    for (const bad of ['abc123', 'abcde!', '12345!', 'ab1!']) {
      expect(validateMembershipPassword(bad)).toEqual({ ok: false, error: 'IDS_MEMBER_PASSWORD_INVALID' });
    }
  });
});
