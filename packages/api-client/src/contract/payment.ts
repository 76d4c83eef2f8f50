/**
 * §7 Payment: top-up, card codes and bills (API-079 … API-086, issue 19). §7 names these calls without
 * their fields: every row below is assumed (docs/decisions/payments.md) and says so in `assumed`.
 */
import * as z from 'zod/mini';
import { defineCalls, mobileRow } from './define';
import { listOf, mobileResponse, optionalText, unshownBody, wireCode, wireNumber } from './wire';

const text = z.string().check(z.minLength(1));
/** Idempotency key of a payment (the portal's per-submit id): the same key never pays twice. */
const requestId = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/));
const amount = z.number().check(z.int(), z.positive());

/** API-080 (assumed): a top-up by scratch card or through the gateway, or a purchase of card codes. */
export const rechargeRequest = z.looseObject({
  kind: z.enum(['CARD', 'GATEWAY', 'CARD_CODE']),
  request_id: requestId,
  target_msisdn: z.optional(text),
  serial: z.optional(text),
  pin: z.optional(text),
  amount: z.optional(amount),
  quantity: z.optional(z.number().check(z.int(), z.positive())),
});

export const purchasedCardRecord = z.looseObject({
  SERIAL: text,
  PIN: text,
  VALUE: wireNumber,
  EXPIRES_ON: optionalText,
});

export const rechargeRecord = z.looseObject({
  TRANS_ID: wireCode,
  /** 'DONE' (credited, codes delivered) or 'PENDING' (waiting for the gateway). */
  STATUS: text,
  AMOUNT: wireNumber,
  TARGET_MSISDN: optionalText,
  MAIN_BALANCE: z.nullish(wireNumber),
  REDIRECT_URL: optionalText,
  CARDS: z.optional(listOf(purchasedCardRecord)),
});

export const billAccountRecord = z.looseObject({
  BILL_CODE: text,
  MSISDN: optionalText,
  CUSTOMER_NAME: optionalText,
  AMOUNT_DUE: wireNumber,
});

export const billRecord = z.looseObject({
  INVOICE_ID: wireCode,
  PERIOD: optionalText,
  AMOUNT: wireNumber,
  /** 'PAID' or 'UNPAID'. */
  STATUS: optionalText,
});

const billCodeBody = z.looseObject({ bill_code: text });
const transactionBody = z.looseObject({ trans_id: text });

export const billPaymentRequest = z.looseObject({
  bill_code: text,
  pay_method: z.enum(['GATEWAY', 'QR']),
  request_id: requestId,
});

/**
 * Issue 47 (assumed): a payment of the caller's as the server knows it, for the gateway's return pages, which
 * show this and never the return address's own status or amount.
 */
export const paymentTransactionRecord = z.looseObject({
  TRANS_ID: wireCode,
  KIND: z.enum(['PACKAGE', 'TOPUP', 'CARD_CODE', 'BILL']),
  STATUS: z.enum(['SUCCESS', 'FAILED', 'PENDING']),
  AMOUNT: wireNumber,
  PACKAGE_CODE: optionalText,
  PACKAGE_NAME: optionalText,
  TARGET_MSISDN: optionalText,
});

export const paymentCalls = defineCalls({
  mobile_payment_recharge_check_remain: mobileRow(
    'read',
    'API-079',
    '/mobile_payment_recharge_check_remain',
    unshownBody,
    mobileResponse(z.looseObject({ MAIN_BALANCE: wireNumber, OTHER_TOPUPS_LEFT: wireNumber })),
    { assumed: 'fields not shown; result { MAIN_BALANCE, OTHER_TOPUPS_LEFT } (VAL-60: of 3 a day)' },
  ),
  mobile_payment_recharge_v2: mobileRow(
    'write',
    'API-080',
    '/mobile_payment_recharge_v2',
    rechargeRequest,
    mobileResponse(rechargeRecord),
    {
      assumed:
        'fields not shown; body { kind CARD (serial, pin) | GATEWAY (amount) | CARD_CODE (amount, quantity), target_msisdn, request_id }, result { TRANS_ID, STATUS, AMOUNT, TARGET_MSISDN, MAIN_BALANCE, REDIRECT_URL, CARDS }',
    },
  ),
  product_ttc_list_billcode: mobileRow(
    'read',
    'API-081',
    '/{product}_ttc_list_billcode',
    unshownBody,
    mobileResponse(listOf(billAccountRecord)),
    {
      assumed:
        'fields not shown; result the caller’s payment codes { BILL_CODE, MSISDN, CUSTOMER_NAME, AMOUNT_DUE }',
    },
  ),
  product_ttc_billcode_update_info: mobileRow(
    'write',
    'API-082',
    '/{product}_ttc_billcode_update_info',
    billPaymentRequest,
    mobileResponse(z.looseObject({ TRANS_ID: wireCode, AMOUNT: wireNumber, REDIRECT_URL: optionalText })),
    {
      assumed:
        'fields not shown; read as recording the payment of a code’s amount due: body { bill_code, pay_method GATEWAY | QR, request_id }, result { TRANS_ID, AMOUNT, REDIRECT_URL (gateway) }',
    },
  ),
  product_ttc_billcode_detail: mobileRow(
    'read',
    'API-083',
    '/{product}_ttc_billcode_detail',
    billCodeBody,
    mobileResponse(z.extend(billAccountRecord, { BILLS: listOf(billRecord) })),
    { assumed: 'fields not shown; body { bill_code }, result the code, its amount due and BILLS' },
  ),
  product_ttc_payment_info: mobileRow(
    'read',
    'API-084',
    '/{product}_ttc_payment_info',
    transactionBody,
    mobileResponse(z.looseObject({ TRANS_ID: wireCode, STATUS: wireCode, AMOUNT: wireNumber })),
    {
      assumed:
        'fields not shown; body { trans_id }, result { TRANS_ID, STATUS (2 paid, -1 failed, else pending), AMOUNT } (QR_STATUS_CHECK)',
    },
  ),
  product_get_qrcode: mobileRow(
    'read',
    'API-085',
    '/{product}_get_qrcode',
    transactionBody,
    mobileResponse(
      z.looseObject({
        TRANS_ID: wireCode,
        QR_CONTENT: text,
        AMOUNT: wireNumber,
        BANK_NAME: optionalText,
        ACCOUNT_NO: optionalText,
        TRANSFER_NOTE: optionalText,
      }),
    ),
    { assumed: 'fields not shown; body { trans_id }, result the VietQR content of the bill’s transfer' },
  ),
  mobile_payment_transaction_info: mobileRow(
    'read',
    'PKG-30',
    '/mobile_payment_transaction_info',
    transactionBody,
    mobileResponse(paymentTransactionRecord),
    {
      assumed:
        'no call named; issue 47: body { trans_id } of a package payment or a top-up, card-code or bill order of the caller’s, result its kind, status, amount and package',
    },
  ),
  product_get_bill_code: mobileRow(
    'read',
    'API-086',
    '/{product}_get_bill_code',
    z.looseObject({ msisdn: text }),
    mobileResponse(z.looseObject({ BILL_CODE: text })),
    { assumed: 'fields not shown; body { msisdn } (one of the caller’s numbers), result { BILL_CODE }' },
  ),
});
