import { describe, expect, it } from 'vitest';
import { initUiI18n } from './testing';
import { uiLocales, uiResources } from './index';

/** Every leaf key as a dotted path. */
function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('ui catalogue', () => {
  it('has the same keys in vi and en-US', () => {
    const [first, ...others] = uiLocales.map((locale) => leafKeys(uiResources[locale].ui).sort());
    for (const keys of others) expect(keys).toEqual(first);
  });

  it('leafKeys sees a key missing in one locale (the parity check can fail)', () => {
    expect(leafKeys({ a: { b: 'x' } })).not.toEqual(leafKeys({ a: { b: 'x', c: 'y' } }));
  });

  it('has no empty text and the same interpolation variables in both locales', () => {
    const vi = uiResources.vi.ui as unknown as Record<string, unknown>;
    const en = uiResources['en-US'].ui as unknown as Record<string, unknown>;
    const textAt = (tree: Record<string, unknown>, path: string) =>
      path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree) as string;
    const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
    for (const key of leafKeys(vi)) {
      expect(textAt(vi, key).trim(), key).not.toBe('');
      expect(textAt(en, key).trim(), key).not.toBe('');
      expect(variables(textAt(en, key)), key).toEqual(variables(textAt(vi, key)));
    }
  });

  it('keeps the spec message keys as keys', () => {
    for (const key of [
      'IDS_ERROR_ISDN_LONG',
      'IDS_PASSWORD_IS_NOT_VALID',
      'IDS_TV_PASSWORD_NOT_MATCH',
      'IDS_TV_LOI_OTP',
      'IDS_VALIDATION_VPLUS_USERNAME_LENGTH',
      'IDS_TV_CAN_NHAP_THONG_TIN',
      'IDS_TV_DOI_MAT_KHAU_THANH_CONG',
      'IDS_LOGIN_OTP_SUCCESS',
      'IDS_SDANGNHAPTHUEBAOVNP',
    ]) {
      expect(uiResources.vi.ui).toHaveProperty(key);
    }
  });

  it('VAL-11 VAL-12 VAL-13 VAL-31 carry the spec texts in Vietnamese', () => {
    const t = initUiI18n('vi').t;
    expect(t('IDS_PHONE_FORMAT_INVALID')).toBe('Số điện thoại không đúng định dạng');
    expect(t('IDS_FIELD_REQUIRED')).toBe('Trường bắt buộc không được để trống');
    expect(t('IDS_MIN_LENGTH', { n: 6 })).toBe('Tối thiểu 6 kí tự!');
    expect(t('IDS_OTP_MUST_BE_NUMERIC')).toBe('Bạn phải nhập OTP là dạng số');
  });

  it('VAL-15 reads "passwords do not match" in English', () => {
    expect(initUiI18n('en-US').t('IDS_TV_PASSWORD_NOT_MATCH')).toBe('Passwords do not match');
  });
});

describe('ui catalogue and the domain validators', () => {
  it('has a text for every message key a domain rule can return', async () => {
    const { MessageKey } = await import('@selfcare/domain');
    for (const key of Object.values(MessageKey)) {
      expect(uiResources.vi.ui, key).toHaveProperty(key);
    }
  });
});
