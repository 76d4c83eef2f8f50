/**
 * Issue 19 payment orders (top-ups, card codes, bills) kept transactional and idempotent: every order of a
 * payer is decided under an advisory lock per payer (PGlite and a real Postgres alike), and a request_id
 * seen before gets the stored answer again, so a double submit, a retry or a burst of parallel requests
 * pays once. Orders paid through the gateway or by transfer stay pending until the sandbox pages decide.
 */
import { randomBytes } from 'node:crypto';
import { otherTopUpsLeft } from '@selfcare/domain';
import { nowDate, type AppContext } from '../app-context';
import type { SqlExecutor } from '../db/database';
import { pendingPaymentMs } from './package-payments';

/** Where the sandbox gateway sends the person back after a top-up or bill payment (the portal's route). */
export const paymentOrderReturnPath = '/tinh-nang/thanh-toan/ket-qua';

export type OrderKind = 'topup_card' | 'topup_gateway' | 'card_code' | 'bill_gateway' | 'bill_qr';
export type OrderStatus = 'pending' | 'approved' | 'declined';

export interface PaymentOrderRow {
  id: string;
  msisdn: string;
  request_id: string;
  kind: OrderKind;
  target_msisdn: string | null;
  bill_code: string | null;
  invoice_ids: number[];
  amount: number;
  status: OrderStatus;
  answer: string;
  created_at: Date;
  decided_at: Date | null;
}

/** What a handler decided inside the payer's lock: the order to record and the answer to give (and repeat). */
export interface DecidedOrder<A> {
  readonly kind: OrderKind;
  readonly status: OrderStatus;
  readonly amount: number;
  readonly targetMsisdn?: string;
  readonly billCode?: string;
  readonly invoiceIds?: readonly number[];
  readonly answer: (orderId: string) => A;
}

const dayMs = 86_400_000;
const vietnamOffsetMs = 7 * 3_600_000;

/** The start of Vietnam's calendar day (UTC+7) that `now` falls in: the day the top-up limit counts. */
export function vietnamDayStart(now: Date): Date {
  const local = now.getTime() + vietnamOffsetMs;
  return new Date(local - (local % dayMs) - vietnamOffsetMs);
}

/**
 * VAL-60, CONST-83: the payer's top-ups for other numbers today. Declined ones do not count, nor pending
 * ones older than an abandoned gateway payment; pending ones do, so opening payments cannot pass the limit.
 */
export async function otherTopUpsToday(db: SqlExecutor, msisdn: string, now: Date): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from payment_orders
      where msisdn = $1 and kind in ('topup_card', 'topup_gateway') and target_msisdn <> msisdn
        and created_at >= $2
        and (status = 'approved' or (status = 'pending' and created_at > $3))`,
    [msisdn, vietnamDayStart(now), new Date(now.getTime() - pendingPaymentMs)],
  );
  return row?.count ?? 0;
}

export async function otherTopUpsLeftToday(db: SqlExecutor, msisdn: string, now: Date): Promise<number> {
  return otherTopUpsLeft(await otherTopUpsToday(db, msisdn, now));
}

const newOrderId = (now: Date) => `PO${now.getTime()}${randomBytes(3).toString('hex').toUpperCase()}`;

/**
 * Runs `decide` for one payer under their lock and records the order with its answer. A request_id this
 * payer already used answers as it did then (nothing is paid again); a refusal thrown by `decide` rolls
 * everything back and records nothing.
 */
export async function placeOrder<A>(
  app: AppContext,
  payer: string,
  requestId: string,
  decide: (tx: SqlExecutor, now: Date) => Promise<DecidedOrder<A>>,
): Promise<A> {
  const now = nowDate(app);
  return app.db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`payments|${payer}`]);
    const [seen] = await tx.query<{ answer: string }>(
      'select answer from payment_orders where msisdn = $1 and request_id = $2',
      [payer, requestId],
    );
    if (seen) return JSON.parse(seen.answer) as A;
    const order = await decide(tx, now);
    const id = newOrderId(now);
    const answer = order.answer(id);
    await tx.query(
      `insert into payment_orders
        (id, msisdn, request_id, kind, target_msisdn, bill_code, invoice_ids, amount, status, answer, created_at, decided_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        id,
        payer,
        requestId,
        order.kind,
        order.targetMsisdn ?? null,
        order.billCode ?? null,
        [...(order.invoiceIds ?? [])],
        order.amount,
        order.status,
        JSON.stringify(answer),
        now,
        order.status === 'pending' ? null : now,
      ],
    );
    return answer;
  });
}

export async function findOrder(db: SqlExecutor, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.query<PaymentOrderRow>('select * from payment_orders where id = $1', [id]);
  return row;
}

/** Adds to a subscriber's main balance and returns the new balance. */
export async function credit(tx: SqlExecutor, msisdn: string, amount: number): Promise<number> {
  const [row] = await tx.query<{ main_balance: number }>(
    'update subscribers set main_balance = main_balance + $2 where msisdn = $1 returning main_balance',
    [msisdn, amount],
  );
  if (!row) throw new Error(`subscriber ${msisdn} vanished`);
  return row.main_balance;
}

/**
 * Decides a pending gateway or transfer order once, in one transaction with what it pays: a top-up credits
 * the number; a bill marks its invoices paid, unless one of them was paid meanwhile (another order, ERR-45):
 * then it is declined and nothing is paid twice.
 */
export async function decideOrder(
  app: AppContext,
  id: string,
  approve: boolean,
): Promise<PaymentOrderRow | undefined> {
  return app.db.transaction(async (tx) => {
    const [row] = await tx.query<PaymentOrderRow>('select * from payment_orders where id = $1 for update', [
      id,
    ]);
    if (!row || row.status !== 'pending') return row;
    let status: OrderStatus = approve ? 'approved' : 'declined';
    if (approve && row.kind === 'topup_gateway' && row.target_msisdn !== null)
      await credit(tx, row.target_msisdn, row.amount);
    if (approve && (row.kind === 'bill_gateway' || row.kind === 'bill_qr')) {
      const invoices = await tx.query<{ paid: boolean }>(
        'select paid from invoices where id = any($1) for update',
        [row.invoice_ids],
      );
      if (invoices.some((invoice) => invoice.paid)) status = 'declined';
      else await tx.query('update invoices set paid = true where id = any($1)', [row.invoice_ids]);
    }
    await tx.query('update payment_orders set status = $2, decided_at = $3 where id = $1', [
      id,
      status,
      nowDate(app),
    ]);
    return { ...row, status };
  });
}

/** The portal's result route with what the gateway knows: outcome, order, kind and amount. */
export function orderReturnUrl(order: PaymentOrderRow): string {
  const query = new URLSearchParams({
    status: order.status === 'approved' ? 'success' : 'failed',
    trans_id: order.id,
    kind: order.kind.startsWith('bill') ? 'bill' : 'topup',
    amount: String(order.amount),
  });
  return `${paymentOrderReturnPath}?${query.toString()}`;
}
