/**
 * Package payments (API-175) kept idempotent per subscriber and package (issue 23): while one payment of
 * a package is pending, or the package is already active, another payment of it is refused, so a double
 * click or a burst of parallel requests never charges twice. Decided under an advisory lock per pair,
 * which serialises concurrent requests on PGlite and on a real Postgres alike.
 */
import { randomBytes } from 'node:crypto';
import { nowDate, type AppContext } from '../app-context';
import { OperatorError } from '../http/operator-error';

/** A pending payment older than this is abandoned (the gateway page was left): it no longer blocks. */
export const pendingPaymentMs = 15 * 60_000;

/** The operator's refusal of a second payment (the portal shows the message, ERR-22). */
export const duplicatePaymentCode = '04';

export const gatewayUrl = (paymentId: string) => `/__sandbox/gateway/${paymentId}`;

export interface NewPayment {
  readonly msisdn: string;
  readonly packageCode: string;
  readonly packageName: string;
  readonly payMethod: string;
  readonly productType: string;
  readonly amount: number;
  readonly transId: string;
}

/** Records a pending payment and returns its id, or refuses a duplicate with the operator's code. */
export async function openPayment(app: AppContext, payment: NewPayment): Promise<string> {
  const now = nowDate(app);
  const refusal = await app.db.transaction<string | { id: string }>(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
      `payment|${payment.msisdn}|${payment.packageCode}`,
    ]);
    const [replayed] = await tx.query('select 1 from package_payments where trans_id = $1', [
      payment.transId,
    ]);
    if (replayed) return 'Giao dịch này đã được gửi trước đó.';
    const [active] = await tx.query('select 1 from subscriptions where msisdn = $1 and package_code = $2', [
      payment.msisdn,
      payment.packageCode,
    ]);
    if (active) return `Thuê bao đang sử dụng gói ${payment.packageName}.`;
    const [pending] = await tx.query(
      `select 1 from package_payments
       where msisdn = $1 and package_code = $2 and status = 'pending' and created_at > $3`,
      [payment.msisdn, payment.packageCode, new Date(now.getTime() - pendingPaymentMs)],
    );
    if (pending)
      return `Gói ${payment.packageName} đang có một giao dịch chờ thanh toán, vui lòng hoàn tất hoặc thử lại sau.`;
    const id = `PP${now.getTime()}${randomBytes(3).toString('hex').toUpperCase()}`;
    await tx.query(
      `insert into package_payments
       (id, msisdn, package_code, pay_method, product_type, amount, status, created_at, trans_id)
       values ($1, $2, $3, $4, $5, $6, 'pending', $7, $8)`,
      [
        id,
        payment.msisdn,
        payment.packageCode,
        payment.payMethod,
        payment.productType,
        payment.amount,
        now,
        payment.transId,
      ],
    );
    return { id };
  });
  if (typeof refusal === 'string') throw new OperatorError(duplicatePaymentCode, refusal);
  return refusal.id;
}

/** The answer the sandbox gave to a payment of this subscriber with this trans_id, if it gave one. */
export async function paymentAnswer(
  app: AppContext,
  transId: string,
  msisdn: string,
): Promise<{ error_code: string; redirect_url: string } | undefined> {
  const [row] = await app.db.query<{ id: string }>(
    'select id from package_payments where trans_id = $1 and msisdn = $2',
    [transId, msisdn],
  );
  return row ? { error_code: '00', redirect_url: gatewayUrl(row.id) } : undefined;
}
