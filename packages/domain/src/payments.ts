/**
 * Issue 19 payments: top-up (own or another number), card codes and postpaid bills (§5, §8, §9).
 * The spec gives no screen and no fields (ACC-44, ACC-45): the formats and amounts here are assumed and
 * written down in docs/decisions/payments.md.
 */
import { TOP_UP_OTHERS_PER_DAY } from './constants';
import { MessageKey } from './messages';
import { isSamePhone, validatePhoneField } from './phone';

/** Assumed: what a scratch card's PIN and serial look like once spaces and dashes are dropped. */
const CARD_PIN = /^\d{12,15}$/;
const CARD_SERIAL = /^[A-Z0-9]{8,16}$/;
const BILL_CODE = /^[A-Z0-9]{6,20}$/;

/** Assumed: the amounts offered for a top-up through the gateway and for a card code. */
export const PAYMENT_AMOUNTS = [10_000, 20_000, 50_000, 100_000, 200_000, 300_000, 500_000] as const;
/** Assumed: card codes bought at once, at most. */
export const CARD_CODE_MAX_QUANTITY = 5;

/** A PIN or serial as typed (spaces, dashes, lower case) in the form the operator checks. */
export function normaliseCardText(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

export function isPaymentAmount(amount: number): boolean {
  return PAYMENT_AMOUNTS.some((offered) => offered === amount);
}

export type TopUpTarget = 'self' | 'other';
export type TopUpMethod = 'card' | 'gateway';

/** What the top-up form holds. */
export interface TopUpInput {
  readonly target: TopUpTarget;
  readonly ownMsisdn: string;
  readonly otherNumber: string;
  readonly method: TopUpMethod;
  readonly serial: string;
  readonly pin: string;
  readonly amount: number | undefined;
}

/** A checked top-up, ready to send: the number in its 84 form. */
export type TopUp =
  | { readonly method: 'card'; readonly targetMsisdn: string; readonly serial: string; readonly pin: string }
  | { readonly method: 'gateway'; readonly targetMsisdn: string; readonly amount: number };

export type TopUpField = 'otherNumber' | 'serial' | 'pin' | 'amount';
export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;
export type Checked<T, F extends string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: FieldErrors<F> };

const refused = <F extends string>(errors: FieldErrors<F>) => ({ ok: false as const, errors });

/**
 * VAL-11, VAL-12 and the assumed card formats: the other number, the card's serial and PIN, or the
 * amount for the gateway. Every field is checked at once so the form marks all that are wrong.
 */
export function validateTopUp(input: TopUpInput): Checked<TopUp, TopUpField> {
  const errors: FieldErrors<TopUpField> = {};
  let targetMsisdn = input.ownMsisdn;
  if (input.target === 'other') {
    const phone = validatePhoneField(input.otherNumber);
    if (phone.ok) targetMsisdn = phone.value;
    else errors.otherNumber = phone.error;
  }
  if (input.method === 'card') {
    const serial = normaliseCardText(input.serial);
    const pin = normaliseCardText(input.pin);
    if (serial === '') errors.serial = MessageKey.required;
    else if (!CARD_SERIAL.test(serial)) errors.serial = MessageKey.cardSerialInvalid;
    if (pin === '') errors.pin = MessageKey.required;
    else if (!CARD_PIN.test(pin)) errors.pin = MessageKey.cardPinInvalid;
    return Object.keys(errors).length > 0
      ? refused(errors)
      : { ok: true, value: { method: 'card', targetMsisdn, serial, pin } };
  }
  if (input.amount === undefined || !isPaymentAmount(input.amount))
    errors.amount = MessageKey.paymentAmountInvalid;
  return Object.keys(errors).length > 0 || input.amount === undefined
    ? refused(errors)
    : { ok: true, value: { method: 'gateway', targetMsisdn, amount: input.amount } };
}

/** VAL-60, CONST-83: top-ups that count towards the daily limit are those for another number. */
export function countsTowardsTopUpLimit(payerMsisdn: string, targetMsisdn: string): boolean {
  return !isSamePhone(payerMsisdn, targetMsisdn);
}

/** VAL-60, CONST-83: top-ups for other numbers still allowed today (never below 0). */
export function otherTopUpsLeft(topUpsToday: number): number {
  return Math.max(0, TOP_UP_OTHERS_PER_DAY - topUpsToday);
}

/** A card-code purchase: a value and how many codes. */
export interface CardCodeOrder {
  readonly value: number;
  readonly quantity: number;
}

export function validateCardCodeOrder(order: CardCodeOrder): Checked<CardCodeOrder, 'value' | 'quantity'> {
  const errors: FieldErrors<'value' | 'quantity'> = {};
  if (!isPaymentAmount(order.value)) errors.value = MessageKey.paymentAmountInvalid;
  if (!Number.isInteger(order.quantity) || order.quantity < 1 || order.quantity > CARD_CODE_MAX_QUANTITY)
    errors.quantity = MessageKey.cardQuantityInvalid;
  return Object.keys(errors).length > 0 ? refused(errors) : { ok: true, value: order };
}

/** What a card-code purchase costs. */
export function cardCodeOrderTotal(order: CardCodeOrder): number {
  return order.value * order.quantity;
}

/** ACC-45 (assumed format): a payment code as typed, upper case, without spaces. */
export function validateBillCode(raw: string): Checked<string, 'billCode'> {
  const code = normaliseCardText(raw);
  if (code === '') return refused({ billCode: MessageKey.required });
  return BILL_CODE.test(code) ? { ok: true, value: code } : refused({ billCode: MessageKey.billCodeInvalid });
}

/** One bill of a payment code. */
export interface Bill {
  readonly id: string;
  /** 'MM/YYYY'. */
  readonly period: string;
  readonly amount: number;
  readonly paid: boolean;
}

/** ACC-45: what is due on a payment code: the sum of its unpaid bills. */
export function billAmountDue(bills: readonly Bill[]): number {
  return bills.reduce((due, bill) => (bill.paid ? due : due + bill.amount), 0);
}

/** ERR-45: nothing is due, so there is nothing to pay (the "invoice already paid" label). */
export function isBillSettled(bills: readonly Bill[]): boolean {
  return billAmountDue(bills) === 0;
}

/**
 * ERR-43 … ERR-46, ERR-40 (codes assumed): the operator's refusals of a payment that the §8 labels name.
 * The portal shows their label in the reader's language instead of the server's Vietnamese text.
 */
export const PAYMENT_REFUSAL_CODES = {
  cardUsed: 'CARD_USED_OR_MISSING',
  topUpLimit: 'TOPUP_LIMIT',
  invoicePaid: 'INVOICE_ALREADY_PAID',
  paymentCodeMissing: 'PAYMENT_CODE_MISSING',
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  /** Issue 47 (assumed): scratch-card top-up locked after wrong PINs in a row. */
  cardLocked: 'CARD_PIN_LOCKED',
} as const;
export type PaymentRefusal = keyof typeof PAYMENT_REFUSAL_CODES;

export function paymentRefusalOf(code: string | undefined): PaymentRefusal | undefined {
  const entry = Object.entries(PAYMENT_REFUSAL_CODES).find(([, known]) => known === code);
  return entry?.[0] as PaymentRefusal | undefined;
}
