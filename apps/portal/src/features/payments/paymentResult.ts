/** Issue 19: what the gateway's return address says about a top-up or a bill payment, read once from its query. */
export interface PaymentResult {
  readonly status: 'success' | 'failed' | 'unknown';
  readonly kind: 'topup' | 'bill';
  readonly transactionId: string | undefined;
  readonly amount: number | undefined;
}

export function readPaymentResult(query: URLSearchParams): PaymentResult {
  const status = query.get('status');
  const amount = Number(query.get('amount'));
  return {
    status: status === 'success' || status === 'failed' ? status : 'unknown',
    kind: query.get('kind') === 'bill' ? 'bill' : 'topup',
    transactionId: query.get('trans_id') ?? undefined,
    amount: query.has('amount') && Number.isFinite(amount) ? amount : undefined,
  };
}
