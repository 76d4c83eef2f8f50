import { describe, expect, it } from 'vitest';
import { paymentReturnView, returnedTransactionId, type ConfirmedPayment } from './payment-confirmation';

const payment: ConfirmedPayment = {
  transactionId: 'PP1',
  kind: 'package',
  status: 'success',
  amount: 15_000,
  packageCode: 'D15',
  packageName: 'D15',
  targetMsisdn: undefined,
};

describe('payment return view (issue 47 item 5)', () => {
  it("issue 47 item 5: shows the server's outcome and amount", () => {
    expect(paymentReturnView(payment, ['package'])).toEqual({ state: 'success', payment });
    expect(paymentReturnView({ ...payment, status: 'pending' }, ['package']).state).toBe('pending');
  });

  it('issue 47 item 5: an unknown payment, or one of another kind, is unconfirmed', () => {
    expect(paymentReturnView(undefined, ['package'])).toEqual({ state: 'unconfirmed' });
    expect(paymentReturnView({ ...payment, kind: 'topup' }, ['package'])).toEqual({ state: 'unconfirmed' });
  });

  it('issue 47 item 5: the return address gives only the transaction id to ask about', () => {
    expect(returnedTransactionId('FAKE123')).toBe('FAKE123');
    expect(returnedTransactionId(null)).toBeUndefined();
    expect(returnedTransactionId('../x')).toBeUndefined();
    expect(returnedTransactionId('A'.repeat(65))).toBeUndefined();
  });
});
