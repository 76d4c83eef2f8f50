import { describe, expect, it } from 'vitest';
import {
  billAmountDue,
  cardCodeOrderTotal,
  countsTowardsTopUpLimit,
  isBillSettled,
  otherTopUpsLeft,
  paymentRefusalOf,
  validateBillCode,
  validateCardCodeOrder,
  validateTopUp,
  type TopUpInput,
} from './payments';

const byCard: TopUpInput = {
  target: 'self',
  ownMsisdn: '84912345678',
  otherNumber: '',
  method: 'card',
  serial: '',
  pin: '',
  amount: undefined,
};

describe('top-up (issue 19)', () => {
  it('ACC-44 a card top-up needs a serial and a PIN in the card format; spaces and dashes are dropped', () => {
    expect(validateTopUp(byCard)).toEqual({
      ok: false,
      errors: { serial: 'IDS_FIELD_REQUIRED', pin: 'IDS_FIELD_REQUIRED' },
    });
    expect(validateTopUp({ ...byCard, serial: 'ab1', pin: '12345' })).toEqual({
      ok: false,
      errors: { serial: 'IDS_CARD_SERIAL_INVALID', pin: 'IDS_CARD_PIN_INVALID' },
    });
    expect(validateTopUp({ ...byCard, serial: 'vt 1000-0001', pin: '1234 5678 9012' })).toEqual({
      ok: true,
      value: { method: 'card', targetMsisdn: '84912345678', serial: 'VT10000001', pin: '123456789012' },
    });
  });

  it('VAL-11 VAL-12 another number must be a phone number; it is sent in its 84 form', () => {
    const other = { ...byCard, target: 'other' as const, serial: 'VT10000001', pin: '123456789012' };
    expect(validateTopUp(other)).toEqual({ ok: false, errors: { otherNumber: 'IDS_FIELD_REQUIRED' } });
    expect(validateTopUp({ ...other, otherNumber: '012' })).toEqual({
      ok: false,
      errors: { otherNumber: 'IDS_PHONE_FORMAT_INVALID' },
    });
    const checked = validateTopUp({ ...other, otherNumber: '0987654321' });
    expect(checked.ok && checked.value.targetMsisdn).toBe('84987654321');
  });

  it('ACC-44 a gateway top-up needs one of the offered amounts', () => {
    const gateway = { ...byCard, method: 'gateway' as const };
    expect(validateTopUp(gateway)).toEqual({ ok: false, errors: { amount: 'IDS_PAYMENT_AMOUNT_INVALID' } });
    expect(validateTopUp({ ...gateway, amount: 12_345 }).ok).toBe(false);
    expect(validateTopUp({ ...gateway, amount: 50_000 })).toEqual({
      ok: true,
      value: { method: 'gateway', targetMsisdn: '84912345678', amount: 50_000 },
    });
  });

  it('VAL-60 CONST-83 ACC-47 ACC-48 only top-ups for another number count, 3 a day', () => {
    expect(countsTowardsTopUpLimit('84912345678', '0912345678')).toBe(false);
    expect(countsTowardsTopUpLimit('84912345678', '84987654321')).toBe(true);
    expect([0, 1, 2, 3, 4].map(otherTopUpsLeft)).toEqual([3, 2, 1, 0, 0]);
  });
});

describe('card codes and bills (issue 19)', () => {
  it('card codes: an offered value, 1 to 5 codes, and their total', () => {
    expect(validateCardCodeOrder({ value: 50_000, quantity: 2 }).ok).toBe(true);
    expect(validateCardCodeOrder({ value: 15_000, quantity: 6 })).toEqual({
      ok: false,
      errors: { value: 'IDS_PAYMENT_AMOUNT_INVALID', quantity: 'IDS_CARD_QUANTITY_INVALID' },
    });
    expect(cardCodeOrderTotal({ value: 20_000, quantity: 3 })).toBe(60_000);
  });

  it('ACC-45 a payment code is 6 to 20 letters or digits, read in upper case', () => {
    expect(validateBillCode(' ')).toEqual({ ok: false, errors: { billCode: 'IDS_FIELD_REQUIRED' } });
    expect(validateBillCode('ab#1')).toEqual({ ok: false, errors: { billCode: 'IDS_BILL_CODE_INVALID' } });
    expect(validateBillCode('hni 0012345')).toEqual({ ok: true, value: 'HNI0012345' });
  });

  it('ACC-45 ERR-45 the amount due is the sum of the unpaid bills; nothing due is settled', () => {
    const bills = [
      { id: '1', period: '09/2026', amount: 120_000, paid: true },
      { id: '2', period: '10/2026', amount: 98_000, paid: false },
      { id: '3', period: '11/2026', amount: 105_500, paid: false },
    ];
    expect(billAmountDue(bills)).toBe(203_500);
    expect(isBillSettled(bills)).toBe(false);
    expect(isBillSettled(bills.map((bill) => ({ ...bill, paid: true })))).toBe(true);
  });

  it('ERR-43 ERR-44 ERR-45 ERR-46 ACC-50 ACC-51 ACC-52 ACC-53 the refusal codes name their §8 labels', () => {
    expect(paymentRefusalOf('CARD_USED_OR_MISSING')).toBe('cardUsed');
    expect(paymentRefusalOf('TOPUP_LIMIT')).toBe('topUpLimit');
    expect(paymentRefusalOf('INVOICE_ALREADY_PAID')).toBe('invoicePaid');
    expect(paymentRefusalOf('PAYMENT_CODE_MISSING')).toBe('paymentCodeMissing');
    expect(paymentRefusalOf('INSUFFICIENT_BALANCE')).toBe('insufficientBalance');
    expect(paymentRefusalOf('99')).toBeUndefined();
    expect(paymentRefusalOf(undefined)).toBeUndefined();
  });
});
