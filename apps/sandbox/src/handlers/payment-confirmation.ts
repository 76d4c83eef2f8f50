/**
 * Issue 47, item 5: the gateway's return pages ask the server what became of a payment before they show an
 * outcome, because the return address is anyone's to write (`?status=success&amount=1`). The answer covers
 * the caller's own package payments and top-up, card-code and bill orders; a payment the server does not know
 * and another subscriber's answer the same refusal, so the read tells a stranger nothing.
 */
import { OperatorError } from '../http/operator-error';
import { findOrder, type OrderKind, type OrderStatus } from '../services/payment-orders';
import { signedIn, type Handlers } from './types';

const ok = <T>(result: T) => ({ error_code: '0', message: 'Thành công', result });

const notFound = () => new OperatorError('1', 'Không tìm thấy giao dịch của Quý khách.');

const statuses = { approved: 'SUCCESS', declined: 'FAILED', pending: 'PENDING' } as const;

const orderKinds: Record<OrderKind, 'TOPUP' | 'CARD_CODE' | 'BILL'> = {
  topup_card: 'TOPUP',
  topup_gateway: 'TOPUP',
  card_code: 'CARD_CODE',
  bill_gateway: 'BILL',
  bill_qr: 'BILL',
};

interface PackagePaymentRow {
  id: string;
  msisdn: string;
  package_code: string;
  package_name: string;
  amount: number;
  status: OrderStatus;
}

export const paymentConfirmationHandlers: Handlers = {
  async mobile_payment_transaction_info(request, app) {
    const msisdn = signedIn(app);
    const [payment] = await app.db.query<PackagePaymentRow>(
      `select pp.id, pp.msisdn, pp.package_code, p.name as package_name, pp.amount, pp.status
       from package_payments pp join packages p on p.code = pp.package_code where pp.id = $1 and pp.msisdn = $2`,
      [request.trans_id, msisdn],
    );
    if (payment) {
      return ok({
        TRANS_ID: payment.id,
        KIND: 'PACKAGE' as const,
        STATUS: statuses[payment.status],
        AMOUNT: payment.amount,
        PACKAGE_CODE: payment.package_code,
        PACKAGE_NAME: payment.package_name,
        TARGET_MSISDN: null,
      });
    }
    const order = await findOrder(app.db, request.trans_id);
    if (order?.msisdn !== msisdn) throw notFound();
    return ok({
      TRANS_ID: order.id,
      KIND: orderKinds[order.kind],
      STATUS: statuses[order.status],
      AMOUNT: order.amount,
      PACKAGE_CODE: null,
      PACKAGE_NAME: null,
      TARGET_MSISDN: order.target_msisdn,
    });
  },
};
