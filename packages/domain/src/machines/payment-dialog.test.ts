import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  openPaymentDialog,
  paymentDialogReducer,
  type PaymentDialogEvent,
  type PaymentDialogState,
} from './payment-dialog';

const run = (state: PaymentDialogState, ...events: PaymentDialogEvent[]) =>
  events.reduce(paymentDialogReducer, state);

describe('payment dialog', () => {
  it('VAL-29 offers only the main account when STATUS_PAY is not 1', () => {
    const dialog = openPaymentDialog(0);
    expect(dialog).toMatchObject({ step: 1, available: ['mainAccount'] });
    expect(run(dialog, { type: 'methodChosen', method: 'wallet' })).toBe(dialog);
  });

  it('VAL-27 continuing without a method shows the method message', () => {
    expect(run(openPaymentDialog(1), { type: 'continued' })).toMatchObject({
      step: 1,
      error: 'IDS_PAYMENT_METHOD_REQUIRED',
    });
  });

  it('VAL-28 the wallet needs the agreement ticked', () => {
    const wallet = run(
      openPaymentDialog(1),
      { type: 'methodChosen', method: 'wallet' },
      { type: 'continued' },
    );
    expect(wallet).toMatchObject({ step: 1, error: 'IDS_PAYMENT_AGREEMENT_REQUIRED' });
    expect(run(wallet, { type: 'agreementToggled', agreed: true }, { type: 'continued' })).toEqual({
      step: 'confirmed',
      method: 'wallet',
      bankCode: undefined,
    });
  });

  it('DOM-29 step 1 chooses the method, step 2 the bank for card methods only', () => {
    const card = run(
      openPaymentDialog('1'),
      { type: 'methodChosen', method: 'domesticCard' },
      { type: 'agreementToggled', agreed: true },
      { type: 'continued' },
    );
    expect(card).toMatchObject({ step: 2, method: 'domesticCard', bankCode: undefined });
    expect(run(card, { type: 'continued' })).toMatchObject({ step: 2, error: 'IDS_PAYMENT_BANK_REQUIRED' });
    expect(run(card, { type: 'bankChosen', bankCode: 'VCB' }, { type: 'continued' })).toEqual({
      step: 'confirmed',
      method: 'domesticCard',
      bankCode: 'VCB',
    });
    expect(run(card, { type: 'back' })).toMatchObject({ step: 1, method: 'domesticCard', agreed: true });
    const main = run(
      openPaymentDialog(1),
      { type: 'methodChosen', method: 'mainAccount' },
      { type: 'continued' },
    );
    expect(main).toEqual({ step: 'confirmed', method: 'mainAccount', bankCode: undefined });
    expect(run(main, { type: 'back' })).toBe(main);
  });

  it('DOM-29 VAL-27 ... VAL-29 no event sequence reaches an undefined state (property)', () => {
    const event: fc.Arbitrary<PaymentDialogEvent> = fc.oneof(
      fc.record({
        type: fc.constant('methodChosen' as const),
        method: fc.constantFrom(
          'mainAccount' as const,
          'wallet' as const,
          'domesticCard' as const,
          'internationalCard' as const,
        ),
      }),
      fc.record({ type: fc.constant('agreementToggled' as const), agreed: fc.boolean() }),
      fc.record({ type: fc.constant('bankChosen' as const), bankCode: fc.constant('VCB') }),
      fc.constantFrom<PaymentDialogEvent>({ type: 'continued' }, { type: 'back' }),
    );
    fc.assert(
      fc.property(fc.constantFrom(0, 1), fc.array(event, { maxLength: 30 }), (statusPay, events) => {
        const state = events.reduce(paymentDialogReducer, openPaymentDialog(statusPay));
        expect([1, 2, 'confirmed']).toContain(state.step);
        if (state.step === 'confirmed') {
          if (state.method === 'domesticCard' || state.method === 'internationalCard')
            expect(state.bankCode).toBe('VCB');
          if (statusPay === 0) expect(state.method).toBe('mainAccount');
        }
      }),
    );
  });
});
