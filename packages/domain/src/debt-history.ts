/**
 * A linked fixed-line, home internet or MyTV account's billing (debt) history (issue 17, ACC-43, API-053):
 * §7 names cust_nonmobile_lichsu_no without its fields; the assumed shape is in docs/decisions/account.md
 * ("Billing history of a linked account"). Nothing here reads the clock: today (Vietnam's calendar day) is
 * passed in.
 */
import type { IsoDate } from './dates';
import { invoiceMonthOf, type InvoiceMonth } from './einvoice';
import type { LinkedServiceKind } from './linked-services';

/** API-053: the history covers at most the last 12 billed months. */
export const DEBT_HISTORY_MAX_MONTHS = 12;

/** One billed month of a linked account. */
export interface DebtMonth {
  /** The billed month; undefined when the server's cycle could not be read. */
  readonly month: InvoiceMonth | undefined;
  /** What the month was charged, in dong. */
  readonly charge: number;
  /** What has been paid of it, in dong. */
  readonly paid: number;
  /** What is still owed of it, in dong (never negative). */
  readonly owed: number;
  /** The last day to pay, 'YYYY-MM-DD'. */
  readonly dueOn: IsoDate | undefined;
}

/** Where a month stands on a given day: settled, owed but not yet due, or owed past its due day. */
export type DebtMonthState = 'paid' | 'open' | 'overdue';

/** ACC-43: what is still owed of a charge once `paid` is taken off (an overpayment owes nothing). */
export function amountOwed(charge: number, paid: number): number {
  return Math.max(0, charge - paid);
}

/** ACC-43: a month with something owed is overdue from the day after its due day (the due day itself is not). */
export function debtMonthStateOf(month: Pick<DebtMonth, 'owed' | 'dueOn'>, today: IsoDate): DebtMonthState {
  if (month.owed <= 0) return 'paid';
  return month.dueOn !== undefined && today > month.dueOn ? 'overdue' : 'open';
}

/** ACC-43: the total still owed over the months shown. */
export function totalOwed(months: readonly Pick<DebtMonth, 'owed'>[]): number {
  return months.reduce((sum, month) => sum + month.owed, 0);
}

/** The months' key for ordering: 'YYYY-MM', unreadable ones last. */
const orderKey = (month: DebtMonth) =>
  month.month ? `${month.month.year}-${String(month.month.month).padStart(2, '0')}` : '';

/** API-053: newest month first, at most the last 12 (whatever order and length the server sent). */
export function latestDebtMonths(months: readonly DebtMonth[]): DebtMonth[] {
  return [...months].sort((a, b) => orderKey(b).localeCompare(orderKey(a))).slice(0, DEBT_HISTORY_MAX_MONTHS);
}

/** The billed month of a wire cycle 'MM/YYYY' (as the bills of API-067). */
export function debtMonthOf(cycle: string | undefined): InvoiceMonth | undefined {
  return invoiceMonthOf({ period: cycle, issuedAt: undefined });
}

/** ACC-43: the accounts with a billing history: fixed line, home internet and MyTV (not a linked mobile). */
export function hasDebtHistory(kind: LinkedServiceKind): boolean {
  return kind === 'internet' || kind === 'tv' || kind === 'fixed';
}
