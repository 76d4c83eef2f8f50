/** Package payment rules (§3, §5, §9). */
import { ProductType } from '../constants';
import { MessageKey } from '../messages';
import { fail, ok, type Result } from '../result';

/** PKG-16: the payment methods of the payment dialog. */
export type PaymentMethod = 'mainAccount' | 'wallet' | 'domesticCard' | 'internationalCard';

/** PKG-16: methods in the order the dialog lists them. */
export const PAYMENT_METHODS = ['mainAccount', 'wallet', 'domesticCard', 'internationalCard'] as const;

/** VAL-29: wallet and card options appear only when STATUS_PAY equals 1 (number or text). */
export function availablePaymentMethods(statusPay: number | string | null | undefined): PaymentMethod[] {
  return String(statusPay).trim() === '1' ? [...PAYMENT_METHODS] : ['mainAccount'];
}

/** DOM-29: card methods need a bank in step 2. */
export function needsBank(method: PaymentMethod): boolean {
  return method === 'domesticCard' || method === 'internationalCard';
}

/** VAL-28: methods other than the main account need the wallet terms ticked. */
export function needsAgreement(method: PaymentMethod): boolean {
  return method !== 'mainAccount';
}

/** What the user chose in step 1. */
export interface PaymentChoice {
  readonly method: PaymentMethod | undefined;
  readonly agreed: boolean;
}

/** The error keys of the payment choice. */
export type PaymentChoiceError =
  typeof MessageKey.paymentMethodRequired | typeof MessageKey.paymentAgreementRequired;

/** VAL-27, VAL-28: a method is chosen and, unless main account, the agreement is ticked. */
export function validatePaymentChoice(choice: PaymentChoice): Result<PaymentMethod, PaymentChoiceError> {
  if (choice.method === undefined) return fail(MessageKey.paymentMethodRequired);
  if (needsAgreement(choice.method) && !choice.agreed) return fail(MessageKey.paymentAgreementRequired);
  return ok(choice.method);
}

/** PKG-22 (UNSPEC): the domestic card step lists non-international banks, the international step the others. */
export function banksForCardMethod<B extends { readonly international: boolean }>(
  banks: readonly B[],
  method: 'domesticCard' | 'internationalCard',
): B[] {
  const international = method === 'internationalCard';
  return banks.filter((bank) => bank.international === international);
}

/** PKG-24: pay_method sent for wallet (VNPTWALLET) or a card (the bank code). */
export function payMethodCode(
  method: 'wallet' | 'domesticCard' | 'internationalCard',
  bankCode: string,
): string {
  return method === 'wallet' ? 'VNPTWALLET' : bankCode;
}

/** CONST-55: product type KMCB when the package type is 2 or 'kmcb', otherwise DATA. */
export function productTypeOf(packageType: number | string | null | undefined): ProductType {
  const text = String(packageType).trim().toLowerCase();
  return text === '2' || text === 'kmcb' ? ProductType.kmcb : ProductType.data;
}

/** ERR-21: package payment succeeds only with error_code '00' and a matching secure_code (checked by the caller). */
export function isPackagePaymentSuccess(errorCode: string, secureCodeMatches: boolean): boolean {
  return errorCode === '00' && secureCodeMatches;
}
