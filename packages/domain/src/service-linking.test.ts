import { describe, expect, it } from 'vitest';
import {
  isSameOwner,
  linkRefusalOf,
  maskOwnerName,
  readFiberQuery,
  validateFiberSearch,
  validateLinkTarget,
  type LinkTarget,
} from './service-linking';
import { linkedServiceKindOf, sortLinkedServices } from './linked-services';

describe('linking service accounts', () => {
  it('ACC-74 reads a fiber or MyTV account id case-insensitively and refuses other text', () => {
    expect(validateLinkTarget('internet', ' HCM_Fiber_0101 ')).toEqual({ ok: true, value: 'hcm_fiber_0101' });
    expect(validateLinkTarget('tv', 'dng_mytv_0301')).toEqual({ ok: true, value: 'dng_mytv_0301' });
    expect(validateLinkTarget('internet', 'ab')).toMatchObject({ ok: false, error: 'accountInvalid' });
    expect(validateLinkTarget('tv', 'có dấu 01')).toMatchObject({ ok: false, error: 'accountInvalid' });
    expect(validateLinkTarget('internet', '   ')).toMatchObject({ ok: false, error: 'required' });
  });

  it('ACC-74 a fixed line is 11 digits starting 02, read in its 0 form', () => {
    expect(validateLinkTarget('fixed', '024 3765 4321')).toEqual({ ok: true, value: '02437654321' });
    expect(validateLinkTarget('fixed', '+842437654321')).toEqual({ ok: true, value: '02437654321' });
    expect(validateLinkTarget('fixed', '0912345678')).toMatchObject({ ok: false, error: 'fixedInvalid' });
    expect(validateLinkTarget('fixed', '0243765432')).toMatchObject({ ok: false, error: 'fixedInvalid' });
  });

  it('ACC-74 another mobile number is read in its 84 form', () => {
    expect(validateLinkTarget('mobile', '0912 345 678')).toEqual({ ok: true, value: '84912345678' });
    expect(validateLinkTarget('mobile', '84888888888')).toEqual({ ok: true, value: '84888888888' });
    expect(validateLinkTarget('mobile', '02437654321')).toMatchObject({ ok: false, error: 'mobileInvalid' });
  });

  it('ACC-75 a fiber search takes the contract phone or an account id', () => {
    expect(validateFiberSearch('0943 234 567')).toEqual({ ok: true, value: '0943234567' });
    expect(validateFiberSearch('HCM_FIBER_0101')).toEqual({ ok: true, value: 'hcm_fiber_0101' });
    expect(validateFiberSearch('')).toMatchObject({ ok: false, error: 'required' });
    expect(validateFiberSearch('x')).toMatchObject({ ok: false, error: 'searchInvalid' });
  });

  it('ACC-75 the home internet field searches a contract phone and looks an account id up', () => {
    expect(readFiberQuery('0912 345 678')).toEqual({
      ok: true,
      value: { value: '0912345678', search: true },
    });
    expect(readFiberQuery('HNI_FIBER_0501')).toEqual({
      ok: true,
      value: { value: 'hni_fiber_0501', search: false },
    });
    expect(readFiberQuery('x')).toMatchObject({ ok: false, error: 'searchInvalid' });
    expect(readFiberQuery(' ')).toMatchObject({ ok: false, error: 'required' });
  });

  it('ACC-74 the owner check needs both papers, ignoring spaces and case', () => {
    expect(isSameOwner('001075 000123', '001075000123')).toBe(true);
    expect(isSameOwner('b1234567', 'B1234567')).toBe(true);
    expect(isSameOwner(undefined, undefined)).toBe(false);
    expect(isSameOwner('', '')).toBe(false);
    expect(isSameOwner('001075000123', '001075000124')).toBe(false);
  });

  it('ACC-74 refuses an unknown account, the own number, another owner’s, a cancelled one and a linked one', () => {
    const caller = { msisdn: '84912345678', document: '001075000123' };
    const mine: LinkTarget = { ownerDocument: '001075000123', status: 'active', linked: false };
    expect(linkRefusalOf(caller, mine)).toBeUndefined();
    expect(linkRefusalOf(caller, undefined)).toBe('notFound');
    expect(linkRefusalOf(caller, { ...mine, msisdn: '84912345678' })).toBe('ownNumber');
    expect(linkRefusalOf(caller, { ...mine, status: 'cancelled' })).toBe('cancelled');
    expect(linkRefusalOf(caller, { ...mine, linked: true })).toBe('alreadyLinked');
    // Someone else's account says nothing more about itself, not even that it is linked.
    expect(linkRefusalOf(caller, { ...mine, ownerDocument: '079080000999', linked: true })).toBe('notOwner');
    expect(linkRefusalOf({ ...caller, document: undefined }, mine)).toBe('notOwner');
  });

  it('ACC-75 masks an owner name: the family name whole, then initials', () => {
    expect(maskOwnerName('Nguyễn Văn An')).toBe('Nguyễn V** A*');
    expect(maskOwnerName('  Lê   Thị Ý ')).toBe('Lê T** Ý*');
    expect(maskOwnerName('Madonna')).toBe('Madonna');
  });

  it('ACC-74 a linked mobile number is its own kind, listed after the fixed lines', () => {
    expect(linkedServiceKindOf('MOBILE')).toBe('mobile');
    const of = (account: string, kind: 'mobile' | 'fixed') => ({
      account,
      kind,
      productLine: kind,
      contact: '',
      status: 'active' as const,
      packages: [],
    });
    expect(sortLinkedServices([of('m', 'mobile'), of('f', 'fixed')]).map((s) => s.account)).toEqual([
      'f',
      'm',
    ]);
  });
});
