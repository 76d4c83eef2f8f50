/** Issue 19 payments as the portal reads them (API-079 … API-086; fields assumed, see the contract rows). */
import type { Bill } from '../payments';

/** API-079: what the subscriber may still top up today and their main balance. */
export interface TopUpAllowance {
  readonly mainBalance: number;
  /** VAL-60, CONST-83: top-ups for other numbers left today. */
  readonly otherTopUpsLeft: number;
}

/** A card code bought (shown once, like the printed card). */
export interface PurchasedCardCode {
  readonly serial: string;
  readonly pin: string;
  readonly value: number;
  /** 'YYYY-MM-DD'. */
  readonly expiresOn: string | undefined;
}

/** API-080: what a top-up or a card-code purchase did. */
export type RechargeOutcome =
  | {
      readonly kind: 'credited';
      readonly transactionId: string;
      readonly amount: number;
      readonly targetMsisdn: string;
      /** The payer's main balance after a top-up of their own number. */
      readonly mainBalance: number | undefined;
    }
  | { readonly kind: 'gateway'; readonly transactionId: string; readonly redirectUrl: string }
  | {
      readonly kind: 'cardCodes';
      readonly transactionId: string;
      readonly cards: readonly PurchasedCardCode[];
      readonly mainBalance: number | undefined;
    };

/** API-081: a payment code of the subscriber's and what is due on it. */
export interface BillAccount {
  readonly billCode: string;
  readonly msisdn: string | undefined;
  readonly customerName: string | undefined;
  readonly amountDue: number;
}

/** API-083: a payment code's bills. */
export interface BillDetail extends BillAccount {
  readonly bills: readonly Bill[];
}

/** API-082: a bill payment opened: through the gateway (an address) or by bank transfer (its QR next). */
export interface BillPaymentStart {
  readonly transactionId: string;
  readonly amount: number;
  readonly redirectUrl: string | undefined;
}

/** API-085: the bank transfer that pays a bill (VietQR content and the same data in words). */
export interface BillTransfer {
  readonly transactionId: string;
  readonly qrContent: string;
  readonly amount: number;
  readonly bankName: string | undefined;
  readonly accountNumber: string | undefined;
  readonly transferNote: string | undefined;
}

/** API-084: a bill payment's state (2 paid, -1 failed, anything else pending; as the roaming transfer). */
export type BillPaymentState = 'pending' | 'paid' | 'failed';
