import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  callbackPhoneFromQuery,
  canRequestRegistrationCode,
  digitsOnly,
  formatPhoneDisplay,
  isSamePhone,
  lastThreeDigits,
  LOGIN_PHONE_INPUT_MAX_LENGTH,
  maskPhone,
  sanitizePhoneInput,
  toInternationalPhone,
  toLocalPhone,
  validateCallbackPhone,
  validateLoginPhone,
  validateMembershipPhone,
  validatePhoneField,
  validateRegistrationPhone,
} from './phone';

const localMobile = fc
  .tuple(fc.constantFrom('3', '5', '7', '8', '9'), fc.stringMatching(/^\d{8}$/))
  .map(([prefix, rest]) => `0${prefix}${rest}`);

describe('phone conversion', () => {
  it('CONST-36 turns a leading 0 into 84 and back', () => {
    expect(toInternationalPhone('0912345678')).toBe('84912345678');
    expect(toLocalPhone('84912345678')).toBe('0912345678');
    expect(toInternationalPhone('84912345678')).toBe('84912345678');
    expect(toLocalPhone('0912345678')).toBe('0912345678');
  });

  it('CONST-36 round trips every local number through the 84 form (property)', () => {
    fc.assert(
      fc.property(localMobile, (phone) => {
        expect(toLocalPhone(toInternationalPhone(phone))).toBe(phone);
        expect(toInternationalPhone(toLocalPhone(toInternationalPhone(phone)))).toBe(
          toInternationalPhone(phone),
        );
      }),
    );
  });
});

describe('phone input', () => {
  it('VAL-04 keeps digits only', () => {
    expect(digitsOnly('09a12-345 678')).toBe('0912345678');
  });

  it('VAL-02 CONST-50 cuts phone input at 11 characters, keeping a leading plus only when allowed', () => {
    expect(sanitizePhoneInput('0912 345 678 999')).toBe('09123456789');
    expect(sanitizePhoneInput('+84912345678')).toBe('84912345678');
    expect(
      sanitizePhoneInput(' +84912345678', { allowPlus: true, maxLength: LOGIN_PHONE_INPUT_MAX_LENGTH }),
    ).toBe('+84912345678');
  });

  it('VAL-04 sanitised input never holds anything but digits and is never longer than the limit (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 20 }), (raw, maxLength) => {
        const kept = sanitizePhoneInput(raw, { maxLength });
        expect(kept).toMatch(/^\d*$/);
        expect(kept.length).toBeLessThanOrEqual(maxLength);
      }),
    );
  });
});

describe('login phone', () => {
  it('VAL-01 accepts an optional plus then 9 to 12 digits, answering the 84 form', () => {
    expect(validateLoginPhone('0912345678')).toEqual({ ok: true, value: '84912345678' });
    expect(validateLoginPhone('+84912345678')).toEqual({ ok: true, value: '84912345678' });
    expect(validateLoginPhone('123456789').ok).toBe(true);
  });

  it('VAL-01 rejects too short, too long or non-digit numbers with IDS_ERROR_ISDN_LONG', () => {
    for (const bad of ['12345678', '1234567890123', '09123456x8', '++84912345678']) {
      expect(validateLoginPhone(bad)).toEqual({ ok: false, error: 'IDS_ERROR_ISDN_LONG' });
    }
  });

  it('VAL-03 asks for a number when the login phone is empty', () => {
    expect(validateLoginPhone('  ')).toEqual({ ok: false, error: 'IDS_ENTER_PHONE' });
  });
});

describe('registration phone', () => {
  it('VAL-05 accepts 84 or 0, then 3/5/7/8/9, then 8 digits', () => {
    expect(validateRegistrationPhone('0312345678')).toEqual({ ok: true, value: '84312345678' });
    expect(validateRegistrationPhone('84912345678').ok).toBe(true);
  });

  it('VAL-05 rejects other prefixes and lengths', () => {
    for (const bad of ['0212345678', '091234567', '09123456789', '8491234567', '+84912345678']) {
      expect(validateRegistrationPhone(bad)).toEqual({ ok: false, error: 'IDS_ERROR_ISDN_LONG' });
    }
    expect(validateRegistrationPhone('')).toEqual({ ok: false, error: 'IDS_ENTER_PHONE' });
  });

  it('VAL-05 accepts every well-formed local mobile number (property)', () => {
    fc.assert(
      fc.property(localMobile, (phone) => {
        expect(validateRegistrationPhone(phone).ok).toBe(true);
      }),
    );
  });

  it('VAL-06 disables Next while the phone is empty or in error', () => {
    expect(canRequestRegistrationCode('')).toBe(false);
    expect(canRequestRegistrationCode('0212345678')).toBe(false);
    expect(canRequestRegistrationCode('0912345678')).toBe(true);
  });
});

describe('callback phone', () => {
  it('VAL-07 accepts 0[35789] plus 8 digits or 84 plus 9 digits', () => {
    expect(validateCallbackPhone('0512345678')).toEqual({ ok: true, value: '84512345678' });
    expect(validateCallbackPhone('84123456789')).toEqual({ ok: true, value: '84123456789' });
  });

  it('VAL-09 shows IDS_ERROR_ISDN_LONG for an invalid number so nothing is sent', () => {
    expect(validateCallbackPhone('0112345678')).toEqual({ ok: false, error: 'IDS_ERROR_ISDN_LONG' });
    expect(validateCallbackPhone('841234567890')).toEqual({ ok: false, error: 'IDS_ERROR_ISDN_LONG' });
  });

  it('VAL-10 clears the error once the value becomes valid', () => {
    expect(validateCallbackPhone('091234567').ok).toBe(false);
    expect(validateCallbackPhone('0912345678').ok).toBe(true);
  });

  it('VAL-08 shows a valid msisdn query value, an 11-character 84 value as 0', () => {
    expect(callbackPhoneFromQuery('84912345678')).toBe('0912345678');
    expect(callbackPhoneFromQuery('0912345678')).toBe('0912345678');
    expect(callbackPhoneFromQuery('12345')).toBeUndefined();
    expect(callbackPhoneFromQuery(null)).toBeUndefined();
    expect(callbackPhoneFromQuery(undefined)).toBeUndefined();
  });
});

describe('generic and membership phone', () => {
  it('VAL-11 VAL-12 use the generic required and format messages', () => {
    expect(validatePhoneField('')).toEqual({ ok: false, error: 'IDS_FIELD_REQUIRED' });
    expect(validatePhoneField('123')).toEqual({ ok: false, error: 'IDS_PHONE_FORMAT_INVALID' });
    expect(validatePhoneField('0912345678')).toEqual({ ok: true, value: '84912345678' });
  });

  it('VAL-54 membership phone starts with 0 and has 10 or 11 digits', () => {
    expect(validateMembershipPhone('0912345678').ok).toBe(true);
    expect(validateMembershipPhone('09123456789').ok).toBe(true);
    expect(validateMembershipPhone('84912345678')).toEqual({ ok: false, error: 'IDS_MEMBER_PHONE_INVALID' });
    expect(validateMembershipPhone('091234567').ok).toBe(false);
  });

  it('VAL-49 compares numbers whatever their 0, 84 or + form', () => {
    expect(isSamePhone('0912345678', '+84912345678')).toBe(true);
    expect(isSamePhone('0912345678', '0912345679')).toBe(false);
  });
});

describe('phone display', () => {
  it('VAL-44 shows 84 as 0 and groups digits 4-3-3', () => {
    expect(formatPhoneDisplay('84912345678')).toBe('0912 345 678');
    expect(formatPhoneDisplay('0912345678')).toBe('0912 345 678');
    expect(formatPhoneDisplay('091234')).toBe('0912 34');
  });

  it('VAL-47 masks the last three digits with xxx', () => {
    expect(maskPhone('0912345678')).toBe('0912345xxx');
    expect(maskPhone('12')).toBe('xxx');
  });

  it('VAL-44 keeps every digit of the local form in the display (property)', () => {
    fc.assert(
      fc.property(localMobile, (phone) => {
        const shown = formatPhoneDisplay(toInternationalPhone(phone));
        expect(shown.replace(/ /g, '')).toBe(phone);
        expect(shown).toMatch(/^\d{4} \d{3} \d{3}$/);
      }),
    );
  });

  it('ACC-09 family rows show the last three digits', () => {
    expect(lastThreeDigits('84912345678')).toBe('678');
  });
});
