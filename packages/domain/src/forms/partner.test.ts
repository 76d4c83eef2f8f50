import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PARTNER_APPLICATION,
  PARTNER_FIELDS,
  partnerFieldError,
  safeCaptchaImage,
  validatePartnerApplication,
  type PartnerApplication,
} from './partner';

const today = '2026-11-25';

const valid: PartnerApplication = {
  loginName: 'anNguyen',
  password: 'Plus#2026',
  company: 'Công ty TNHH Cà phê Sáng',
  businessFieldId: '2',
  areaId: '01',
  contactName: 'Nguyễn Văn An',
  phone: '0912345678',
  email: 'an@caphesang.vn',
  idNumber: '001234567890',
  birthDate: '1990-05-20',
  captchaAnswer: 'K7PQ2',
};

const errorOf = (field: keyof PartnerApplication, value: string) =>
  partnerFieldError(field, { ...valid, [field]: value }, today)?.key;

describe('partner registration', () => {
  it('LOY-55 a filled form has no errors', () => {
    expect(validatePartnerApplication(valid, today)).toEqual({});
  });

  it('LOY-55 every field is required', () => {
    const errors = validatePartnerApplication(EMPTY_PARTNER_APPLICATION, today);
    expect(Object.keys(errors)).toEqual(PARTNER_FIELDS);
    for (const field of PARTNER_FIELDS) expect(errors[field]).toEqual({ key: 'IDS_FIELD_REQUIRED' });
  });

  it('VAL-52 LOY-63 the login name starts with a letter', () => {
    expect(errorOf('loginName', '9an')).toBe('IDS_MEMBER_LOGIN_NAME_INVALID');
    expect(errorOf('loginName', '_an')).toBe('IDS_MEMBER_LOGIN_NAME_INVALID');
    expect(errorOf('loginName', 'Đức2')).toBeUndefined();
    expect(partnerFieldError('loginName', { ...valid, loginName: `a${'b'.repeat(50)}` }, today)).toEqual({
      key: 'IDS_MAX_LENGTH',
      params: { n: 50 },
    });
  });

  it('VAL-53 LOY-64 the password has 6 characters or more with a letter, a digit and a special character', () => {
    for (const bad of ['Ab1!', 'abcdef1', 'abcdef!', '123456!', 'abc 12']) {
      expect(errorOf('password', bad), bad).toBe('IDS_MEMBER_PASSWORD_INVALID');
    }
    expect(errorOf('password', 'ab1!cd')).toBeUndefined();
  });

  it('VAL-54 LOY-65 the phone starts with 0 and has 10 or 11 digits', () => {
    expect(errorOf('phone', '0912345678')).toBeUndefined();
    expect(errorOf('phone', '02438123456')).toBeUndefined();
    for (const bad of ['912345678', '091234567', '091234567890', '84912345678', '09123a5678']) {
      expect(errorOf('phone', bad), bad).toBe('IDS_MEMBER_PHONE_INVALID');
    }
  });

  it('VAL-55 LOY-66 the ID number has 9 or 12 digits', () => {
    expect(errorOf('idNumber', '123456789')).toBeUndefined();
    expect(errorOf('idNumber', '001234567890')).toBeUndefined();
    for (const bad of ['12345678', '1234567890', '0012345678901', '12345678a']) {
      expect(errorOf('idNumber', bad), bad).toBe('IDS_ID_NUMBER_INVALID');
    }
  });

  it('VAL-56 LOY-67 the person is over 12 (today passed in)', () => {
    expect(errorOf('birthDate', '2013-11-25')).toBeUndefined();
    expect(errorOf('birthDate', '2013-11-26')).toBe('IDS_AGE_NOT_OVER_12');
    expect(errorOf('birthDate', '2030-01-01')).toBe('IDS_BIRTH_DATE_INVALID');
    expect(errorOf('birthDate', '2001-02-30')).toBe('IDS_BIRTH_DATE_INVALID');
  });

  it('LOY-25 LOY-55 the email is one address', () => {
    expect(errorOf('email', 'an@caphesang')).toBe('IDS_EMAIL_INVALID');
  });

  it('VAL-54 a phone accepted is 0 and 9 or 10 more digits (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (phone) => {
        const accepted = errorOf('phone', phone) === undefined;
        expect(accepted).toBe(/^0\d{9,10}$/.test(phone.trim()));
      }),
    );
  });

  it('VAL-55 an ID number is accepted exactly when it has 9 or 12 digits (property)', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 14 });
    fc.assert(
      fc.property(digits, (id) => {
        expect(errorOf('idNumber', id) === undefined).toBe(id.length === 9 || id.length === 12);
      }),
    );
  });

  it('VAL-53 a password with a letter, a digit and a special character passes from 6 characters (property)', () => {
    const piece = fc.string({ unit: fc.constantFrom(...'abcXYZ019!@#'), maxLength: 10 });
    fc.assert(
      fc.property(piece, (rest) => {
        const password = `a1!${rest}`;
        expect(errorOf('password', password) === undefined).toBe(password.length >= 6);
      }),
    );
  });
});

describe('captcha image', () => {
  it('LOY-55 only a base64 PNG or SVG data URL is shown', () => {
    expect(safeCaptchaImage('data:image/svg+xml;base64,PHN2Zy8+')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(safeCaptchaImage('data:image/png;base64,iVBORw0KGgo=')).toBeDefined();
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'https://evil.example/c.svg',
      '',
      undefined,
    ]) {
      expect(safeCaptchaImage(bad), String(bad)).toBeUndefined();
    }
  });
});
