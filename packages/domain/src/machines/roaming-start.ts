/** Roaming page start decision and transaction requests (§4, §9). */
import { ROAMING_TRANSACTION_FIXED } from '../constants';

/** The parts of the roaming page data (RoamingPage) the start decision reads. */
export interface RoamingStartInput<P> {
  /** irCheckActive: 1 = data roaming on, 0 = off. */
  readonly roamingDataOn: boolean;
  /** packageDetail: the preselected package, when the token response carries one. */
  readonly preselected: P | null | undefined;
}

/** What the page does first. */
export type RoamingStartAction<P> =
  /** DOM-41: send an OTP with service ir_register and open the OTP modal. */
  | { readonly kind: 'sendOtp'; readonly otpService: 'ir_register' }
  /** DOM-43: create the transaction for the preselected package. */
  | { readonly kind: 'createTransaction'; readonly package: P }
  /** Roaming is on and no package is chosen yet: show the list. */
  | { readonly kind: 'showList' };

/** DOM-41, DOM-43, DOM-45: start at step 1 with packageDetail; roaming off → OTP first; on → create the transaction. */
export function roamingStartPlan<P>(input: RoamingStartInput<P>): {
  step: 0 | 1;
  action: RoamingStartAction<P>;
} {
  const pkg = input.preselected ?? undefined;
  const step = pkg === undefined ? 0 : 1;
  if (!input.roamingDataOn) return { step, action: { kind: 'sendOtp', otpService: 'ir_register' } };
  return {
    step,
    action: pkg === undefined ? { kind: 'showList' } : { kind: 'createTransaction', package: pkg },
  };
}

/** The body of createTransaction (API-180). */
export interface RoamingTransactionRequest {
  readonly amount: number;
  readonly bankCode: 'VIETQR';
  readonly currencyCode: 'VND';
  readonly type: 10;
  readonly bankType: 10;
  readonly serviceType: 10;
  readonly paymentCode: string;
  readonly session: string;
  readonly msisdn: string;
}

/** DOM-43, CONST-64: VIETQR, VND, types 10, paymentCode = package id, amount = package price. */
export function roamingTransactionRequest(
  pkg: { readonly id: string | number; readonly price: number },
  session: string,
  msisdn: string,
): RoamingTransactionRequest {
  return { ...ROAMING_TRANSACTION_FIXED, amount: pkg.price, paymentCode: String(pkg.id), session, msisdn };
}

/** DOM-44: the getQR body: orderId is the created transaction's id. */
export function roamingQrRequest(
  transactionId: string | number,
  session: string,
  msisdn: string,
): { readonly msisdn: string; readonly session: string; readonly orderId: string } {
  return { msisdn, session, orderId: String(transactionId) };
}
