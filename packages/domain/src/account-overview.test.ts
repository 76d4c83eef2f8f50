import { describe, expect, it } from 'vitest';
import {
  allowanceMeter,
  allowancePercent,
  formatAllowanceAmount,
  formatCalendarDay,
  hasPasswordChangeErrors,
  isMobilePlan,
  isPromotionalAccount,
  isWrongOldPassword,
  nextRenewal,
  sortAllowances,
  subscriberPlanOf,
  validatePasswordChange,
  WRONG_OLD_PASSWORD_CODE,
  type Allowance,
} from './account-overview';

const allowance = (over: Partial<Allowance>): Allowance => ({
  id: 'x',
  name: 'x',
  kind: 'data',
  remaining: 0,
  total: 100,
  expiresOn: undefined,
  highSpeed: false,
  ...over,
});

describe('subscriber plan', () => {
  it('ACC-40 reads the plan word of mobile_get_info, and TT / TS as prepaid / postpaid', () => {
    expect(subscriberPlanOf('prepaid')).toBe('prepaid');
    expect(subscriberPlanOf(' POSTPAID ')).toBe('postpaid');
    expect(subscriberPlanOf('TT')).toBe('prepaid');
    expect(subscriberPlanOf('ts')).toBe('postpaid');
    expect(subscriberPlanOf('internet')).toBe('internet');
    expect(subscriberPlanOf('other')).toBeUndefined();
    expect(subscriberPlanOf(null)).toBeUndefined();
  });

  it('ACC-40 only prepaid and postpaid are mobile plans (balances and allowances)', () => {
    expect(isMobilePlan('prepaid')).toBe(true);
    expect(isMobilePlan('postpaid')).toBe(true);
    expect(isMobilePlan('tv')).toBe(false);
    expect(isMobilePlan(undefined)).toBe(false);
  });
});

describe('allowance meters', () => {
  it('ACC-03 CONST-54 a meter is remaining over total, clamped to 0..1', () => {
    expect(allowanceMeter({ remaining: 25, total: 100 })).toEqual({
      kind: 'limited',
      ratio: 0.25,
      empty: false,
    });
    expect(allowanceMeter({ remaining: 150, total: 100 })).toEqual({
      kind: 'limited',
      ratio: 1,
      empty: false,
    });
    expect(allowanceMeter({ remaining: 0, total: 100 })).toEqual({ kind: 'limited', ratio: 0, empty: true });
    expect(allowanceMeter({ remaining: 5, total: 0 })).toEqual({ kind: 'limited', ratio: 0, empty: true });
  });

  it('ACC-03 an allowance without a total is unlimited and has no percent', () => {
    const meter = allowanceMeter({ remaining: 10, total: undefined });
    expect(meter).toEqual({ kind: 'unlimited' });
    expect(allowancePercent(meter)).toBeUndefined();
    expect(allowancePercent(allowanceMeter({ remaining: 2, total: 3 }))).toBe(67);
  });

  it('ACC-05 CONST-38 data left shows in KB, MB or GB with one decimal', () => {
    expect(formatAllowanceAmount('data', 3_420, 'vi')).toBe('3,3 GB');
    expect(formatAllowanceAmount('data', 410, 'en-US')).toBe('410.0 MB');
  });

  it('ACC-03 minutes and messages are whole numbers in the reader grouping', () => {
    expect(formatAllowanceAmount('voice', 1_000, 'vi')).toBe('1.000');
    expect(formatAllowanceAmount('sms', 1_000.7, 'en-US')).toBe('1,000');
    expect(formatAllowanceAmount('voice', -3, 'vi')).toBe('0');
  });

  it('ACC-03 orders high-speed data first, then data, minutes, messages, sooner expiry first', () => {
    const sorted = sortAllowances([
      allowance({ id: 'sms', kind: 'sms' }),
      allowance({ id: 'voice', kind: 'voice' }),
      allowance({ id: 'late', kind: 'data', expiresOn: '2026-12-30' }),
      allowance({ id: 'soon', kind: 'data', expiresOn: '2026-12-01' }),
      allowance({ id: 'fast', kind: 'data', highSpeed: true }),
    ]);
    expect(sorted.map((a) => a.id)).toEqual(['fast', 'soon', 'late', 'voice', 'sms']);
  });
});

describe('balances', () => {
  it('ACC-03 the MAIN account is the main one; every other IN account is promotional', () => {
    expect(isPromotionalAccount({ code: 'MAIN' })).toBe(false);
    expect(isPromotionalAccount({ code: ' main ' })).toBe(false);
    expect(isPromotionalAccount({ code: 'KM1' })).toBe(true);
  });
});

describe('dates', () => {
  it('ACC-03 an expiry day shows in the reader form, and text that is no day shows nothing', () => {
    expect(formatCalendarDay('2026-12-31', 'vi')).toBe('31/12/2026');
    expect(formatCalendarDay('2026-12-31T10:00:00Z', 'en-US')).toBe('12/31/2026');
    expect(formatCalendarDay('31/12/2026', 'vi')).toBeUndefined();
    expect(formatCalendarDay(undefined, 'vi')).toBeUndefined();
  });

  it('API-023 (UNSPEC) a package renews every period from its registration; per use never', () => {
    const registered = Date.UTC(2026, 10, 1);
    expect(nextRenewal(registered, 'month', Date.UTC(2026, 10, 13))).toBe('2026-12-01');
    expect(nextRenewal(registered, 'month', Date.UTC(2026, 11, 2))).toBe('2026-12-31');
    expect(nextRenewal(registered, 'day', registered)).toBe('2026-11-02');
    expect(nextRenewal(registered, 'perUse', Date.UTC(2026, 10, 13))).toBeUndefined();
  });
});

describe('change password', () => {
  it('AUTH-79 VAL-14 VAL-15 needs the old password, a new one that keeps the rule and an equal repeat', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: 'abc', repeat: 'abd' })).toEqual({
      oldPassword: 'IDS_FIELD_REQUIRED',
      newPassword: 'IDS_PASSWORD_IS_NOT_VALID',
      repeat: 'IDS_TV_PASSWORD_NOT_MATCH',
    });
    const fine = validatePasswordChange({ oldPassword: 'Old123', newPassword: 'New1234', repeat: 'New1234' });
    expect(fine).toEqual({});
    expect(hasPasswordChangeErrors(fine)).toBe(false);
  });

  it('ERR-38 AUTH-79 tells the wrong-old-password refusal by its code', () => {
    expect(isWrongOldPassword(WRONG_OLD_PASSWORD_CODE)).toBe(true);
    expect(isWrongOldPassword('1')).toBe(false);
    expect(isWrongOldPassword(undefined)).toBe(false);
  });
});
