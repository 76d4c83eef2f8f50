import { describe, expect, it } from 'vitest';
import { paymentCalls } from '../src/contract/payment';
import {
  toBillDetail,
  toBillPaymentState,
  toBillTransfer,
  toRechargeOutcome,
  toTopUpAllowance,
} from '../src/mappers';
import { paymentWire } from './paymentSamples';

const envelope = (result: unknown) => ({ error_code: '0', result });

describe('payment mappers (issue 19)', () => {
  it('API-079 VAL-60 the allowance reads the balance and the other-number top-ups left', () => {
    const { result } = paymentCalls.mobile_payment_recharge_check_remain.response.parse(
      envelope(paymentWire.allowance),
    );
    expect(toTopUpAllowance(result)).toEqual({ mainBalance: 125_000, otherTopUpsLeft: 2 });
  });

  it('API-080 ACC-44 a top-up is credited, leaves for the gateway, or delivers card codes', () => {
    const outcome = (wire: unknown) =>
      toRechargeOutcome(paymentCalls.mobile_payment_recharge_v2.response.parse(envelope(wire)).result);
    expect(outcome(paymentWire.credited)).toEqual({
      kind: 'credited',
      transactionId: 'TU1',
      amount: 50_000,
      targetMsisdn: '84912345678',
      mainBalance: 175_000,
    });
    expect(outcome(paymentWire.gateway)).toEqual({
      kind: 'gateway',
      transactionId: 'PO1',
      redirectUrl: '/__sandbox/gateway/PO1',
    });
    expect(outcome(paymentWire.cardCodes)).toEqual({
      kind: 'cardCodes',
      transactionId: 'CC1',
      mainBalance: 85_000,
      cards: [
        { serial: 'VT20000001', pin: '123456789012', value: 20_000, expiresOn: '2027-11-25' },
        { serial: 'VT20000002', pin: '223456789012', value: 20_000, expiresOn: undefined },
      ],
    });
  });

  it('API-083 ACC-45 a payment code’s detail: amount due and its bills, paid or not', () => {
    const { result } = paymentCalls.product_ttc_billcode_detail.response.parse(
      envelope({ ...paymentWire.account, BILLS: paymentWire.bills }),
    );
    expect(toBillDetail(result)).toEqual({
      billCode: 'KH20240008',
      msisdn: '84913456789',
      customerName: 'Trần Thị Bình',
      amountDue: 98_000,
      bills: [
        { id: '7', period: '10/2026', amount: 98_000, paid: false },
        { id: '8', period: '09/2026', amount: 120_000, paid: true },
      ],
    });
  });

  it('API-085 API-084 CONST-03 the transfer to scan and the payment state (2 paid, -1 failed, else pending)', () => {
    const { result } = paymentCalls.product_get_qrcode.response.parse(envelope(paymentWire.transfer));
    expect(toBillTransfer(result)).toMatchObject({
      transactionId: 'PO2',
      amount: 98_000,
      accountNumber: '113000006100',
    });
    const state = (STATUS: unknown) =>
      toBillPaymentState(
        paymentCalls.product_ttc_payment_info.response.parse(envelope({ TRANS_ID: 'PO2', STATUS, AMOUNT: 1 }))
          .result,
      );
    expect([state(2), state('-1'), state('0'), state('1')]).toEqual(['paid', 'failed', 'pending', 'pending']);
  });
});
