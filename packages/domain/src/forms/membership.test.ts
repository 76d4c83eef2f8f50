import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  validateCancelReason,
  validateCustomerAge,
  validateIdNumber,
  validateMemberLoginName,
} from './membership';

describe('membership rules', () => {
  it('VAL-24 the cancel-membership reason is required', () => {
    expect(validateCancelReason('   ')).toEqual({ ok: false, error: 'IDS_CANCEL_REASON_REQUIRED' });
    expect(validateCancelReason(' Không dùng nữa ')).toEqual({ ok: true, value: 'Không dùng nữa' });
  });

  it('VAL-52 a membership login name starts with a letter', () => {
    expect(validateMemberLoginName('an123').ok).toBe(true);
    expect(validateMemberLoginName('Đức').ok).toBe(true);
    expect(validateMemberLoginName('1an')).toEqual({ ok: false, error: 'IDS_MEMBER_LOGIN_NAME_INVALID' });
    expect(validateMemberLoginName('').ok).toBe(false);
  });

  it('VAL-55 an ID number has 9 digits or 12 (citizen card)', () => {
    expect(validateIdNumber('123456789')).toEqual({ ok: true, value: 'identityCard' });
    expect(validateIdNumber('001234567890')).toEqual({ ok: true, value: 'citizenCard' });
    for (const bad of ['12345678', '1234567890', '12345678901a', '']) {
      expect(validateIdNumber(bad)).toEqual({ ok: false, error: 'IDS_ID_NUMBER_INVALID' });
    }
  });

  it('VAL-56 counts full years between two calendar days', () => {
    expect(ageInYears('2010-06-15', '2023-06-14')).toBe(12);
    expect(ageInYears('2010-06-15', '2023-06-15')).toBe(13);
    expect(ageInYears('2010-06-15', '2023-05-30')).toBe(12);
    expect(ageInYears('2024-01-01', '2023-01-01')).toBeUndefined();
    expect(ageInYears('2023-02-29', '2024-01-01')).toBeUndefined();
    expect(ageInYears('2010-06-15', 'today')).toBeUndefined();
  });

  it('VAL-56 CONST-84 the customer must be over 12 (13 full years), today passed in', () => {
    expect(validateCustomerAge('2010-06-15', '2023-06-15')).toEqual({ ok: true, value: 13 });
    expect(validateCustomerAge('2010-06-15', '2023-06-14')).toEqual({
      ok: false,
      error: 'IDS_AGE_NOT_OVER_12',
    });
    expect(validateCustomerAge('15/06/2010', '2023-06-14')).toEqual({
      ok: false,
      error: 'IDS_BIRTH_DATE_INVALID',
    });
  });
});
