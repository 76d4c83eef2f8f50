/** Payment-method dialog (§4, §5): step 1 choose a method, step 2 choose a bank for card methods. */
import {
  availablePaymentMethods,
  needsBank,
  validatePaymentChoice,
  type PaymentChoiceError,
  type PaymentMethod,
} from '../forms/payment';
import { MessageKey } from '../messages';

/** The payment dialog. */
export type PaymentDialogState =
  | {
      readonly step: 1;
      readonly available: readonly PaymentMethod[];
      readonly method: PaymentMethod | undefined;
      readonly agreed: boolean;
      readonly error: PaymentChoiceError | undefined;
    }
  | {
      readonly step: 2;
      readonly available: readonly PaymentMethod[];
      readonly method: 'domesticCard' | 'internationalCard';
      readonly bankCode: string | undefined;
      readonly error: typeof MessageKey.paymentBankRequired | undefined;
    }
  | { readonly step: 'confirmed'; readonly method: PaymentMethod; readonly bankCode: string | undefined };

/** Events of the payment dialog. */
export type PaymentDialogEvent =
  | { readonly type: 'methodChosen'; readonly method: PaymentMethod }
  | { readonly type: 'agreementToggled'; readonly agreed: boolean }
  | { readonly type: 'bankChosen'; readonly bankCode: string }
  | { readonly type: 'continued' }
  | { readonly type: 'back' };

/** VAL-29: a fresh dialog for a package's STATUS_PAY. */
export function openPaymentDialog(statusPay: number | string | null | undefined): PaymentDialogState {
  return {
    step: 1,
    available: availablePaymentMethods(statusPay),
    method: undefined,
    agreed: false,
    error: undefined,
  };
}

function isCardMethod(method: PaymentMethod): method is 'domesticCard' | 'internationalCard' {
  return needsBank(method);
}

/** DOM-29, VAL-27 ... VAL-29: the next state of the payment dialog. */
export function paymentDialogReducer(
  state: PaymentDialogState,
  event: PaymentDialogEvent,
): PaymentDialogState {
  if (state.step === 'confirmed') return state;
  switch (event.type) {
    case 'methodChosen':
      return state.step === 1 && state.available.includes(event.method)
        ? { ...state, method: event.method, error: undefined }
        : state;
    case 'agreementToggled':
      return state.step === 1 ? { ...state, agreed: event.agreed, error: undefined } : state;
    case 'bankChosen':
      return state.step === 2 ? { ...state, bankCode: event.bankCode, error: undefined } : state;
    case 'back':
      return state.step === 2
        ? { step: 1, available: state.available, method: state.method, agreed: true, error: undefined }
        : state;
    case 'continued': {
      if (state.step === 2) {
        return state.bankCode === undefined
          ? { ...state, error: MessageKey.paymentBankRequired }
          : { step: 'confirmed', method: state.method, bankCode: state.bankCode };
      }
      const choice = validatePaymentChoice(state);
      if (!choice.ok) return { ...state, error: choice.error };
      return isCardMethod(choice.value)
        ? { step: 2, available: state.available, method: choice.value, bankCode: undefined, error: undefined }
        : { step: 'confirmed', method: choice.value, bankCode: undefined };
    }
  }
}
