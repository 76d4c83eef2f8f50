/** Samples of issue 19's payment rows (assumed fields, contract/payment.ts) for the call table test. */
import type { CallName } from '../src/contract';
import type { CallSample } from './fixtures';

const mobile = (result: unknown) => () => ({ error_code: '0', message: 'Thành công', result });

export const paymentWire = {
  allowance: { MAIN_BALANCE: '125000', OTHER_TOPUPS_LEFT: 2 },
  credited: {
    TRANS_ID: 'TU1',
    STATUS: 'DONE',
    AMOUNT: 50000,
    TARGET_MSISDN: '84912345678',
    MAIN_BALANCE: 175000,
  },
  gateway: { TRANS_ID: 'PO1', STATUS: 'PENDING', AMOUNT: 100000, REDIRECT_URL: '/__sandbox/gateway/PO1' },
  cardCodes: {
    TRANS_ID: 'CC1',
    STATUS: 'DONE',
    AMOUNT: 40000,
    MAIN_BALANCE: 85000,
    CARDS: [
      { SERIAL: 'VT20000001', PIN: '123456789012', VALUE: '20000', EXPIRES_ON: '2027-11-25' },
      { SERIAL: 'VT20000002', PIN: '223456789012', VALUE: 20000, EXPIRES_ON: null },
    ],
  },
  account: {
    BILL_CODE: 'KH20240008',
    MSISDN: '84913456789',
    CUSTOMER_NAME: 'Trần Thị Bình',
    AMOUNT_DUE: 98000,
  },
  bills: [
    { INVOICE_ID: 7, PERIOD: '10/2026', AMOUNT: '98000', STATUS: 'UNPAID' },
    { INVOICE_ID: 8, PERIOD: '09/2026', AMOUNT: 120000, STATUS: 'PAID' },
  ],
  transfer: {
    TRANS_ID: 'PO2',
    QR_CONTENT: '00020101021238570010A000000727',
    AMOUNT: 98000,
    BANK_NAME: 'VietinBank',
    ACCOUNT_NO: '113000006100',
    TRANSFER_NOTE: 'PO2',
  },
} as const;

export const paymentSamples: Partial<Record<CallName, CallSample>> = {
  mobile_payment_recharge_check_remain: { response: mobile(paymentWire.allowance) },
  mobile_payment_recharge_v2: {
    request: { kind: 'CARD', request_id: 'req-0001-abcd', serial: 'VT10000001', pin: '123456789012' },
    response: mobile(paymentWire.credited),
  },
  product_ttc_list_billcode: { response: mobile([paymentWire.account]) },
  product_ttc_billcode_detail: {
    request: { bill_code: 'KH20240008' },
    response: mobile({ ...paymentWire.account, BILLS: paymentWire.bills }),
  },
  product_ttc_billcode_update_info: {
    request: { bill_code: 'KH20240008', pay_method: 'GATEWAY', request_id: 'req-0002-abcd' },
    response: mobile({ TRANS_ID: 'PO1', AMOUNT: 98000, REDIRECT_URL: '/__sandbox/gateway/PO1' }),
  },
  product_ttc_payment_info: {
    request: { trans_id: 'PO2' },
    response: mobile({ TRANS_ID: 'PO2', STATUS: '0', AMOUNT: 98000 }),
  },
  product_get_qrcode: { request: { trans_id: 'PO2' }, response: mobile(paymentWire.transfer) },
  // Issue 47: what a return page asks the server before it shows an outcome.
  mobile_payment_transaction_info: {
    request: { trans_id: 'PP1' },
    response: mobile({
      TRANS_ID: 'PP1',
      KIND: 'PACKAGE',
      STATUS: 'SUCCESS',
      AMOUNT: 15000,
      PACKAGE_CODE: 'D15',
      PACKAGE_NAME: 'D15',
      TARGET_MSISDN: null,
    }),
  },
  product_get_bill_code: {
    request: { msisdn: '84913456789' },
    response: mobile({ BILL_CODE: 'KH20240008' }),
  },
};
