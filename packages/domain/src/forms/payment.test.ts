import { describe, expect, it } from 'vitest';
import {
  availablePaymentMethods,
  banksForCardMethod,
  isPackagePaymentSuccess,
  needsBank,
  payMethodCode,
  productTypeOf,
  validatePaymentChoice,
} from './payment';

describe('payment rules', () => {
  it('VAL-29 offers wallet and cards only when STATUS_PAY equals 1', () => {
    expect(availablePaymentMethods(1)).toEqual([
      'mainAccount',
      'wallet',
      'domesticCard',
      'internationalCard',
    ]);
    expect(availablePaymentMethods('1')).toHaveLength(4);
    expect(availablePaymentMethods(0)).toEqual(['mainAccount']);
    expect(availablePaymentMethods(undefined)).toEqual(['mainAccount']);
  });

  it('VAL-27 a method must be chosen', () => {
    expect(validatePaymentChoice({ method: undefined, agreed: true })).toEqual({
      ok: false,
      error: 'IDS_PAYMENT_METHOD_REQUIRED',
    });
  });

  it('VAL-28 methods other than the main account need the agreement ticked', () => {
    expect(validatePaymentChoice({ method: 'mainAccount', agreed: false })).toEqual({
      ok: true,
      value: 'mainAccount',
    });
    expect(validatePaymentChoice({ method: 'wallet', agreed: false })).toEqual({
      ok: false,
      error: 'IDS_PAYMENT_AGREEMENT_REQUIRED',
    });
    expect(validatePaymentChoice({ method: 'domesticCard', agreed: true }).ok).toBe(true);
  });

  it('DOM-29 only card methods go on to a bank step', () => {
    expect(needsBank('domesticCard')).toBe(true);
    expect(needsBank('internationalCard')).toBe(true);
    expect(needsBank('wallet')).toBe(false);
  });

  it('PKG-22 splits card banks by IS_INTERNATIONAL', () => {
    const banks = [
      { code: 'VCB', international: false },
      { code: 'VISA', international: true },
    ];
    expect(banksForCardMethod(banks, 'domesticCard').map((b) => b.code)).toEqual(['VCB']);
    expect(banksForCardMethod(banks, 'internationalCard').map((b) => b.code)).toEqual(['VISA']);
  });

  it('PKG-24 sends VNPTWALLET for the wallet and the bank code for cards', () => {
    expect(payMethodCode('wallet', 'VCB')).toBe('VNPTWALLET');
    expect(payMethodCode('domesticCard', 'VCB')).toBe('VCB');
  });

  it('CONST-55 product type is KMCB for package type 2 or kmcb, otherwise DATA', () => {
    expect(productTypeOf(2)).toBe('KMCB');
    expect(productTypeOf('kmcb')).toBe('KMCB');
    expect(productTypeOf('KMCB')).toBe('KMCB');
    expect(productTypeOf(1)).toBe('DATA');
    expect(productTypeOf(null)).toBe('DATA');
  });

  it('ERR-21 payment succeeds only with 00 and a matching secure code', () => {
    expect(isPackagePaymentSuccess('00', true)).toBe(true);
    expect(isPackagePaymentSuccess('00', false)).toBe(false);
    expect(isPackagePaymentSuccess('0', true)).toBe(false);
  });
});
