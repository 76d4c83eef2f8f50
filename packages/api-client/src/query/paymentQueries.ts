import {
  toBillAccount,
  toBillDetail,
  toBillPaymentState,
  toBillTransfer,
  toConfirmedPayment,
  toTopUpAllowance,
} from '../mappers';
import type { QueryFactories } from './factories';

/**
 * Issue 19 (API-079, API-081, API-083 … API-086): top-up allowance and bills. Every read is the caller's
 * own (the session's number and payment codes), so its key carries the subscriber (readMapped's scope).
 */
export function createPaymentQueries({ readMapped }: Pick<QueryFactories, 'readMapped'>) {
  return {
    topUpAllowance: () =>
      readMapped('mobile_payment_recharge_check_remain', {}, (data) => toTopUpAllowance(data.result)),
    billAccounts: () => readMapped('product_ttc_list_billcode', {}, (data) => data.result.map(toBillAccount)),
    billDetail: (billCode: string) =>
      readMapped('product_ttc_billcode_detail', { bill_code: billCode }, (data) => toBillDetail(data.result)),
    billCodeOf: (msisdn: string) =>
      readMapped('product_get_bill_code', { msisdn }, (data) => data.result.BILL_CODE),
    billTransfer: (transactionId: string) =>
      readMapped('product_get_qrcode', { trans_id: transactionId }, (data) => toBillTransfer(data.result)),
    /** Issue 47: a payment of the caller's as the server knows it (the gateway's return pages). */
    transaction: (transactionId: string) =>
      readMapped('mobile_payment_transaction_info', { trans_id: transactionId }, (data) =>
        toConfirmedPayment(data.result),
      ),
    /** QR_STATUS_CHECK (CONST-03): read again and again while the transfer is awaited. */
    billPaymentState: (transactionId: string) =>
      readMapped('product_ttc_payment_info', { trans_id: transactionId }, (data) =>
        toBillPaymentState(data.result),
      ),
  };
}
