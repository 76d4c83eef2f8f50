/** PKG-30 (UNSPEC): what the gateway's return address says, read once from its query. */
export interface PaymentOutcome {
  readonly status: 'success' | 'failed' | 'unknown';
  readonly transactionId: string | undefined;
  readonly packageCode: string | undefined;
  readonly amount: number | undefined;
}

export function readPaymentOutcome(query: URLSearchParams): PaymentOutcome {
  const status = query.get('status');
  const amount = Number(query.get('amount'));
  return {
    status: status === 'success' || status === 'failed' ? status : 'unknown',
    transactionId: query.get('trans_id') ?? undefined,
    packageCode: query.get('package_code') ?? undefined,
    amount: query.has('amount') && Number.isFinite(amount) ? amount : undefined,
  };
}
