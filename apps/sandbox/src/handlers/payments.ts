/**
 * Issue 19 payments (API-079 … API-086, shapes assumed in api-client contract/payment.ts): top-up by
 * scratch card or through the sandbox gateway, card codes paid from the main balance, and the caller's
 * postpaid bills by payment code (gateway or bank-transfer QR). Every call answers for the session's own
 * subscriber only; refusals named by the §8 labels carry the codes of domain PAYMENT_REFUSAL_CODES.
 */
import { randomInt } from 'node:crypto';
import {
  PAYMENT_REFUSAL_CODES,
  cardCodeOrderTotal,
  countsTowardsTopUpLimit,
  isSamePhone,
  normaliseCardText,
  validateCardCodeOrder,
  validateTopUp,
  type FieldErrors,
} from '@selfcare/domain';
import { InvalidInput, OperatorError } from '../http/operator-error';
import type { SqlExecutor } from '../db/database';
import { withCardPinLimits } from '../services/card-pin-limits';
import { gatewayUrl } from '../services/package-payments';
import {
  credit,
  findOrder,
  otherTopUpsLeftToday,
  placeOrder,
  type DecidedOrder,
} from '../services/payment-orders';
import { toStoredMsisdn } from '../services/phone';
import { collectionAccount, transactionStatus, vietQrPayload } from '../services/roaming-transactions';
import { findSubscriber, type SubscriberRow } from '../services/subscribers';
import { signedIn, type CallContext, type Handlers } from './types';

const ok = <T>(result: T) => ({ error_code: '0', message: 'Thành công', result });

const refusal = (label: keyof typeof PAYMENT_REFUSAL_CODES, message: string) =>
  new OperatorError(PAYMENT_REFUSAL_CODES[label], message);

const invalid = (errors: FieldErrors<string>) =>
  new InvalidInput(`Invalid payment request: ${Object.keys(errors).join(', ')}`);

async function caller(app: CallContext, db: SqlExecutor = app.db): Promise<SubscriberRow> {
  const row = await findSubscriber(db, signedIn(app));
  if (!row) throw new OperatorError('401', 'Phiên làm việc đã hết hạn, Vui lòng đăng nhập lại');
  return row;
}

// Top-up and card codes (API-079, API-080)

interface RechargeBody {
  kind: 'CARD' | 'GATEWAY' | 'CARD_CODE';
  target_msisdn?: string | undefined;
  serial?: string | undefined;
  pin?: string | undefined;
  amount?: number | undefined;
  quantity?: number | undefined;
}

/** VAL-60, CONST-83: the limit of top-ups for other numbers, checked inside the payer's lock. */
async function checkTopUpLimit(tx: SqlExecutor, payer: string, target: string, now: Date): Promise<void> {
  if (!countsTowardsTopUpLimit(payer, target)) return;
  if ((await otherTopUpsLeftToday(tx, payer, now)) === 0)
    throw refusal('topUpLimit', 'Bạn đã nạp tiền cho thuê bao khác 3 lần trong hôm nay (hạn mức nạp tiền).');
}

async function topUpTarget(tx: SqlExecutor, raw: string | undefined, payer: string): Promise<string> {
  const target = raw === undefined || raw === '' ? payer : toStoredMsisdn(raw);
  if (target === '') throw new InvalidInput('target_msisdn is not a phone number.');
  if (!(await findSubscriber(tx, target)))
    throw new OperatorError('TARGET_UNKNOWN', 'Số thuê bao được nạp không phải thuê bao VinaPhone.');
  return target;
}

/** ERR-43: the card is taken under a row lock, so two requests with the same card credit it once. */
async function useCard(tx: SqlExecutor, serial: string, pin: string, target: string, now: Date) {
  const [card] = await tx.query<{ value: number; used_at: Date | null }>(
    'select value, used_at from scratch_cards where serial = $1 and pin = $2 for update',
    [serial, pin],
  );
  if (!card || card.used_at !== null)
    throw refusal('cardUsed', 'Thẻ cào đã được sử dụng hoặc không tồn tại.');
  await tx.query('update scratch_cards set used_by = $3, used_at = $4 where serial = $1 and pin = $2', [
    serial,
    pin,
    target,
    now,
  ]);
  return card.value;
}

function topUp(app: CallContext, payer: SubscriberRow, body: RechargeBody) {
  return async (tx: SqlExecutor, now: Date): Promise<DecidedOrder<unknown>> => {
    const target = await topUpTarget(tx, body.target_msisdn, payer.msisdn);
    const checked = validateTopUp({
      target: isSamePhone(target, payer.msisdn) ? 'self' : 'other',
      ownMsisdn: payer.msisdn,
      otherNumber: target,
      method: body.kind === 'CARD' ? 'card' : 'gateway',
      serial: body.serial ?? '',
      pin: body.pin ?? '',
      amount: body.amount,
    });
    if (!checked.ok) throw invalid(checked.errors);
    await checkTopUpLimit(tx, payer.msisdn, target, now);
    const common = { targetMsisdn: target };
    if (checked.value.method === 'gateway') {
      const { amount } = checked.value;
      return {
        ...common,
        kind: 'topup_gateway',
        status: 'pending',
        amount,
        answer: (id) => ({
          TRANS_ID: id,
          STATUS: 'PENDING',
          AMOUNT: amount,
          TARGET_MSISDN: target,
          REDIRECT_URL: gatewayUrl(id),
        }),
      };
    }
    const value = await useCard(tx, checked.value.serial, checked.value.pin, target, now);
    const targetBalance = await credit(tx, target, value);
    const payerBalance = target === payer.msisdn ? targetBalance : payer.main_balance;
    return {
      ...common,
      kind: 'topup_card',
      status: 'approved',
      amount: value,
      answer: (id) => ({
        TRANS_ID: id,
        STATUS: 'DONE',
        AMOUNT: value,
        TARGET_MSISDN: target,
        MAIN_BALANCE: payerBalance,
      }),
    };
  };
}

const digits = (length: number) => Array.from({ length }, () => randomInt(0, 10)).join('');

/** Card codes are new unused scratch cards (they can top up any number), paid from the main balance. */
function buyCardCodes(payer: SubscriberRow, body: RechargeBody) {
  return async (tx: SqlExecutor, now: Date): Promise<DecidedOrder<unknown>> => {
    const order = { value: body.amount ?? 0, quantity: body.quantity ?? 1 };
    const checked = validateCardCodeOrder(order);
    if (!checked.ok) throw invalid(checked.errors);
    const total = cardCodeOrderTotal(order);
    const [debited] = await tx.query<{ main_balance: number }>(
      'update subscribers set main_balance = main_balance - $2 where msisdn = $1 and main_balance >= $2 returning main_balance',
      [payer.msisdn, total],
    );
    if (!debited) throw refusal('insufficientBalance', 'Tài khoản chính không đủ để mua mã thẻ.');
    const expires = new Date(now.getTime() + 365 * 86_400_000).toISOString().slice(0, 10);
    const cards: { SERIAL: string; PIN: string; VALUE: number; EXPIRES_ON: string }[] = [];
    for (let index = 0; index < order.quantity; index += 1) {
      const card = { SERIAL: `MT${digits(10)}`, PIN: digits(13), VALUE: order.value, EXPIRES_ON: expires };
      await tx.query('insert into scratch_cards (serial, pin, value, sold_to) values ($1, $2, $3, $4)', [
        card.SERIAL,
        card.PIN,
        card.VALUE,
        payer.msisdn,
      ]);
      cards.push(card);
    }
    return {
      kind: 'card_code',
      status: 'approved',
      amount: total,
      answer: (id) => ({
        TRANS_ID: id,
        STATUS: 'DONE',
        AMOUNT: total,
        MAIN_BALANCE: debited.main_balance,
        CARDS: cards,
      }),
    };
  };
}

// Bills (API-081 … API-086): a subscriber that is not prepaid pays its invoices by its customer code.

const paysBills = (subscriber: SubscriberRow) => subscriber.kind !== 'prepaid';

interface InvoiceRow {
  id: number;
  period: string;
  amount: number;
  paid: boolean;
}

async function invoicesOf(db: SqlExecutor, msisdn: string): Promise<InvoiceRow[]> {
  return db.query<InvoiceRow>(
    'select id, period, amount, paid from invoices where msisdn = $1 order by issued_at desc',
    [msisdn],
  );
}

const amountDue = (invoices: readonly InvoiceRow[]) =>
  invoices.reduce((due, invoice) => (invoice.paid ? due : due + invoice.amount), 0);

/** ERR-46: a payment code that is not the caller's own answers as missing (never another's bills). */
function ownBillCode(subscriber: SubscriberRow, raw: string): string {
  const code = normaliseCardText(raw);
  if (!paysBills(subscriber) || code !== subscriber.customer_id.toUpperCase())
    throw refusal('paymentCodeMissing', `Không tìm thấy mã thanh toán ${code}.`);
  return subscriber.customer_id;
}

async function billAccount(db: SqlExecutor, subscriber: SubscriberRow) {
  const invoices = await invoicesOf(db, subscriber.msisdn);
  return {
    invoices,
    account: {
      BILL_CODE: subscriber.customer_id,
      MSISDN: subscriber.msisdn,
      CUSTOMER_NAME: subscriber.full_name,
      AMOUNT_DUE: amountDue(invoices),
    },
  };
}

/** The caller's own bill order by its id (another's answers as not found). */
async function ownBillOrder(app: CallContext, transId: string) {
  const order = await findOrder(app.db, transId);
  if (!order || order.msisdn !== signedIn(app) || !order.kind.startsWith('bill'))
    throw new OperatorError('1', 'Không tìm thấy giao dịch.');
  return order;
}

export const paymentHandlers: Handlers = {
  async mobile_payment_recharge_check_remain(_request, app) {
    const subscriber = await caller(app);
    return ok({
      MAIN_BALANCE: subscriber.main_balance,
      OTHER_TOPUPS_LEFT: await otherTopUpsLeftToday(app.db, subscriber.msisdn, new Date(app.clock.now())),
    });
  },

  async mobile_payment_recharge_v2(request, app) {
    const payer = await caller(app);
    const decide = request.kind === 'CARD_CODE' ? buyCardCodes(payer, request) : topUp(app, payer, request);
    const order = () => placeOrder(app, payer.msisdn, request.request_id, decide);
    // Issue 47: a scratch card's PIN is guessed under the locks of services/card-pin-limits.ts.
    const answer =
      request.kind === 'CARD'
        ? await withCardPinLimits(app, payer.msisdn, app.requester, order)
        : await order();
    return ok(answer) as never;
  },

  async product_ttc_list_billcode(_request, app) {
    const subscriber = await caller(app);
    return ok(paysBills(subscriber) ? [(await billAccount(app.db, subscriber)).account] : []);
  },

  async product_get_bill_code(request, app) {
    const subscriber = await caller(app);
    if (!paysBills(subscriber) || !isSamePhone(request.msisdn, subscriber.msisdn))
      throw refusal('paymentCodeMissing', 'Thuê bao chưa có mã thanh toán.');
    return ok({ BILL_CODE: subscriber.customer_id });
  },

  async product_ttc_billcode_detail(request, app) {
    const subscriber = await caller(app);
    ownBillCode(subscriber, request.bill_code);
    const { account, invoices } = await billAccount(app.db, subscriber);
    return ok({
      ...account,
      BILLS: invoices.map((invoice) => ({
        INVOICE_ID: invoice.id,
        PERIOD: invoice.period,
        AMOUNT: invoice.amount,
        STATUS: invoice.paid ? 'PAID' : 'UNPAID',
      })),
    });
  },

  // The amount due of the caller's code, paid through the gateway or by transfer (pending until decided).
  async product_ttc_billcode_update_info(request, app) {
    const subscriber = await caller(app);
    const billCode = ownBillCode(subscriber, request.bill_code);
    const answer = await placeOrder(app, subscriber.msisdn, request.request_id, async (tx) => {
      const unpaid = (await invoicesOf(tx, subscriber.msisdn)).filter((invoice) => !invoice.paid);
      const due = amountDue(unpaid);
      if (due === 0) throw refusal('invoicePaid', 'Hóa đơn đã được thanh toán.');
      const gateway = request.pay_method === 'GATEWAY';
      return {
        kind: gateway ? 'bill_gateway' : 'bill_qr',
        status: 'pending',
        amount: due,
        billCode,
        invoiceIds: unpaid.map((invoice) => invoice.id),
        answer: (id: string) => ({
          TRANS_ID: id,
          AMOUNT: due,
          ...(gateway ? { REDIRECT_URL: gatewayUrl(id) } : {}),
        }),
      };
    });
    return ok(answer) as never;
  },

  async product_get_qrcode(request, app) {
    const order = await ownBillOrder(app, request.trans_id);
    if (order.kind !== 'bill_qr') throw new InvalidInput('This payment is not a bank transfer.');
    return ok({
      TRANS_ID: order.id,
      QR_CONTENT: vietQrPayload({ id: order.id, final_amount: order.amount }),
      AMOUNT: order.amount,
      BANK_NAME: 'VietinBank',
      ACCOUNT_NO: collectionAccount.bankNumber,
      TRANSFER_NOTE: order.id,
    });
  },

  // QR_STATUS_CHECK (CONST-03): the state the portal polls, in the roaming transfer's numbers.
  async product_ttc_payment_info(request, app) {
    const order = await ownBillOrder(app, request.trans_id);
    const status =
      order.status === 'approved'
        ? transactionStatus.paid
        : order.status === 'declined'
          ? transactionStatus.failed
          : transactionStatus.processing;
    return ok({ TRANS_ID: order.id, STATUS: status, AMOUNT: order.amount });
  },
};
