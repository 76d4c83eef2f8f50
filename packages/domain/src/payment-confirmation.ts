/**
 * Issue 47, item 5: a payment gateway's return address says what it likes (`?status=success&amount=1`); the
 * return pages show only what the server confirms for the signed-in subscriber's own transaction.
 */

/** What was paid for. */
export type PaymentKind = 'package' | 'topup' | 'cardCode' | 'bill';

/** A payment as the server knows it (mobile_payment_transaction_info). */
export interface ConfirmedPayment {
  readonly transactionId: string;
  readonly kind: PaymentKind;
  readonly status: 'success' | 'failed' | 'pending';
  /** In đồng, the server's amount. */
  readonly amount: number;
  readonly packageCode: string | undefined;
  readonly packageName: string | undefined;
  readonly targetMsisdn: string | undefined;
}

/** What a return page shows: the server's outcome, or that nothing could be confirmed. */
export type PaymentReturnView =
  | { readonly state: 'unconfirmed' }
  | { readonly state: ConfirmedPayment['status']; readonly payment: ConfirmedPayment };

/**
 * The return page's view of a confirmed payment: a payment the server does not know (or knows as another
 * subscriber's: it answers the same), or one of a kind this page does not return from, is unconfirmed.
 */
export function paymentReturnView(
  payment: ConfirmedPayment | undefined,
  kinds: readonly PaymentKind[],
): PaymentReturnView {
  if (payment === undefined || !kinds.includes(payment.kind)) return { state: 'unconfirmed' };
  return { state: payment.status, payment };
}

/**
 * The one thing a return address is trusted for: which transaction to ask the server about (its `trans_id`
 * parameter), or none when it is missing or could not be an id.
 */
export function returnedTransactionId(transId: string | null | undefined): string | undefined {
  const id = transId?.trim() ?? '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : undefined;
}
