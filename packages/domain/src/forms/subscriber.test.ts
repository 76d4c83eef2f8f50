import { describe, expect, it } from 'vitest';
import {
  canChangeEzcomSim,
  canUpdateInfoOnline,
  validateSelfBuiltPackage,
  validateSmsRecipients,
  validateTopUpOtherNumber,
} from './subscriber';

describe('subscriber limits', () => {
  it('VAL-58 CONST-80 a change-number SMS goes to 1 to 20 numbers', () => {
    expect(validateSmsRecipients([]).ok).toBe(false);
    expect(validateSmsRecipients(['a']).ok).toBe(true);
    expect(validateSmsRecipients(Array.from({ length: 20 }, String)).ok).toBe(true);
    expect(validateSmsRecipients(Array.from({ length: 21 }, String))).toEqual({
      ok: false,
      error: 'IDS_SMS_RECIPIENTS_1_TO_20',
    });
  });

  it('VAL-60 CONST-83 top-up for other numbers stops after 3 a day', () => {
    expect(validateTopUpOtherNumber(0)).toEqual({ ok: true, value: 2 });
    expect(validateTopUpOtherNumber(2)).toEqual({ ok: true, value: 0 });
    expect(validateTopUpOtherNumber(3)).toEqual({ ok: false, error: 'IDS_TOPUP_OTHER_DAILY_LIMIT' });
  });

  it('VAL-59 a self-built package needs a name and a data value and is prepaid only', () => {
    const request = { name: 'Gói của tôi', dataValue: 1024, subscriberType: 'prepaid' } as const;
    expect(validateSelfBuiltPackage(request).ok).toBe(true);
    expect(validateSelfBuiltPackage({ ...request, subscriberType: 'postpaid' })).toEqual({
      ok: false,
      error: 'IDS_PREPAID_ONLY',
    });
    expect(validateSelfBuiltPackage({ ...request, name: ' ' })).toEqual({
      ok: false,
      error: 'IDS_SELF_BUILT_NAME_REQUIRED',
    });
    expect(validateSelfBuiltPackage({ ...request, dataValue: undefined })).toEqual({
      ok: false,
      error: 'IDS_SELF_BUILT_DATA_REQUIRED',
    });
  });

  it('VAL-61 the EZCom SIM change is for prepaid only', () => {
    expect(canChangeEzcomSim('prepaid')).toBe(true);
    expect(canChangeEzcomSim('postpaid')).toBe(false);
  });

  it('ROLE-09 VIP numbers cannot update info online', () => {
    expect(canUpdateInfoOnline(true)).toBe(false);
    expect(canUpdateInfoOnline(false)).toBe(true);
  });
});
