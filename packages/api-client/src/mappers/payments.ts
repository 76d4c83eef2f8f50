/** Issue 19 (API-079 … API-086): top-up, card-code and bill answers as domain models. */
import type {
  Bill,
  BillAccount,
  BillDetail,
  BillPaymentStart,
  BillPaymentState,
  BillTransfer,
  ConfirmedPayment,
  PaymentKind,
  RechargeOutcome,
  TopUpAllowance,
} from '@selfcare/domain';
import type * as z from 'zod/mini';
import type { billAccountRecord, billRecord, paymentCalls, rechargeRecord } from '../contract/payment';
import { optional } from './wire';

type Result<N extends keyof typeof paymentCalls> = z.output<(typeof paymentCalls)[N]['response']>['result'];

export function toTopUpAllowance(record: Result<'mobile_payment_recharge_check_remain'>): TopUpAllowance {
  return { mainBalance: record.MAIN_BALANCE, otherTopUpsLeft: Math.max(0, record.OTHER_TOPUPS_LEFT) };
}

/** A pending answer with an address leaves for the gateway; codes delivered are a purchase; else credited. */
export function toRechargeOutcome(record: z.output<typeof rechargeRecord>): RechargeOutcome {
  const transactionId = record.TRANS_ID;
  const redirectUrl = optional(record.REDIRECT_URL);
  if (record.STATUS === 'PENDING' && redirectUrl !== undefined)
    return { kind: 'gateway', transactionId, redirectUrl };
  const mainBalance = record.MAIN_BALANCE ?? undefined;
  if (record.CARDS !== undefined && record.CARDS.length > 0)
    return {
      kind: 'cardCodes',
      transactionId,
      mainBalance,
      cards: record.CARDS.map((card) => ({
        serial: card.SERIAL,
        pin: card.PIN,
        value: card.VALUE,
        expiresOn: optional(card.EXPIRES_ON),
      })),
    };
  return {
    kind: 'credited',
    transactionId,
    amount: record.AMOUNT,
    targetMsisdn: optional(record.TARGET_MSISDN) ?? '',
    mainBalance,
  };
}

export function toBillAccount(record: z.output<typeof billAccountRecord>): BillAccount {
  return {
    billCode: record.BILL_CODE,
    msisdn: optional(record.MSISDN),
    customerName: optional(record.CUSTOMER_NAME),
    amountDue: record.AMOUNT_DUE,
  };
}

export function toBill(record: z.output<typeof billRecord>): Bill {
  return {
    id: record.INVOICE_ID,
    period: optional(record.PERIOD) ?? '',
    amount: record.AMOUNT,
    paid: record.STATUS === 'PAID',
  };
}

export function toBillDetail(record: Result<'product_ttc_billcode_detail'>): BillDetail {
  return { ...toBillAccount(record), bills: record.BILLS.map(toBill) };
}

export function toBillPaymentStart(record: Result<'product_ttc_billcode_update_info'>): BillPaymentStart {
  return {
    transactionId: record.TRANS_ID,
    amount: record.AMOUNT,
    redirectUrl: optional(record.REDIRECT_URL),
  };
}

export function toBillTransfer(record: Result<'product_get_qrcode'>): BillTransfer {
  return {
    transactionId: record.TRANS_ID,
    qrContent: record.QR_CONTENT,
    amount: record.AMOUNT,
    bankName: optional(record.BANK_NAME),
    accountNumber: optional(record.ACCOUNT_NO),
    transferNote: optional(record.TRANSFER_NOTE),
  };
}

/** As the roaming transfer's status: 2 paid, -1 failed, anything else still pending. */
export function toBillPaymentState(record: Result<'product_ttc_payment_info'>): BillPaymentState {
  if (record.STATUS === '2') return 'paid';
  return record.STATUS === '-1' ? 'failed' : 'pending';
}

const paymentKinds: Record<Result<'mobile_payment_transaction_info'>['KIND'], PaymentKind> = {
  PACKAGE: 'package',
  TOPUP: 'topup',
  CARD_CODE: 'cardCode',
  BILL: 'bill',
};

const paymentStatuses = { SUCCESS: 'success', FAILED: 'failed', PENDING: 'pending' } as const;

/** Issue 47: a payment as the server confirms it to a return page. */
export function toConfirmedPayment(record: Result<'mobile_payment_transaction_info'>): ConfirmedPayment {
  return {
    transactionId: record.TRANS_ID,
    kind: paymentKinds[record.KIND],
    status: paymentStatuses[record.STATUS],
    amount: record.AMOUNT,
    packageCode: optional(record.PACKAGE_CODE),
    packageName: optional(record.PACKAGE_NAME),
    targetMsisdn: optional(record.TARGET_MSISDN),
  };
}
