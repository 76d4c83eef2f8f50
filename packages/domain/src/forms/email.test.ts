import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, validateEmail } from './email';

describe('email', () => {
  it('LOY-25 an email is required', () => {
    expect(validateEmail('   ')).toEqual({ ok: false, error: 'IDS_FIELD_REQUIRED' });
  });

  it('LOY-25 accepts one address and trims it', () => {
    expect(validateEmail(' an.nguyen@vnpt.vn ')).toEqual({ ok: true, value: 'an.nguyen@vnpt.vn' });
    expect(validateEmail('hoa+plus@mail.example.com').ok).toBe(true);
  });

  it('LOY-25 refuses what is not one address', () => {
    for (const bad of [
      'an',
      'an@',
      '@vnpt.vn',
      'an@vnpt',
      'an @vnpt.vn',
      'a@b@vnpt.vn',
      'an@vnpt..vn',
      'an@.vn',
    ]) {
      expect(validateEmail(bad), bad).toEqual({ ok: false, error: 'IDS_EMAIL_INVALID' });
    }
    expect(validateEmail(`${'a'.repeat(EMAIL_MAX_LENGTH)}@vnpt.vn`).ok).toBe(false);
  });

  it('LOY-25 an accepted address has one @ and no spaces (property)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const result = validateEmail(raw);
        if (result.ok) {
          expect(result.value.split('@')).toHaveLength(2);
          expect(/\s/.test(result.value)).toBe(false);
        }
      }),
    );
    // Addresses of the RFC's grammar whose domain has a dot (the rule asks for one) pass.
    const dotted = fc.emailAddress().filter((email) => /@[^@]+\.[^@.]+$/.test(email));
    fc.assert(
      fc.property(dotted, (email) => {
        expect(validateEmail(email).ok).toBe(email.length <= EMAIL_MAX_LENGTH);
      }),
    );
  });
});
