/**
 * Billing history of the register's fixed-line, home internet and MyTV accounts (issue 17, ACC-43, API-053):
 * the 12 months before the seeding month, each due on the last day of the month after it. The older months are
 * paid; the latest is still open (due at the end of the seeding month); 0943234567's home internet
 * (hcm_fiber_0101) left the month before it unpaid, so it is overdue. Charges come from a fixed-seed generator
 * per account, so every seed run gives the same figures.
 */
import { DEBT_HISTORY_MAX_MONTHS, vietnamDateOf } from '@selfcare/domain';
import type { SqlExecutor } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { seededRandom } from './random';

/** The seeded account with an overdue month (the README's internet subscriber 0943234567). */
export const OVERDUE_DEBT_ACCOUNT = 'hcm_fiber_0101';

/** The monthly charge's base by product line, in dong; calls and extras add up to 40 000 đ. */
const baseCharge: Readonly<Record<string, number>> = { FIBER: 220_000, MYTV: 110_000, PHONE: 30_000 };

/** The month `back` months before the year and month given, as [year, month]. */
function monthsBefore(year: number, month: number, back: number): [number, number] {
  const index = year * 12 + (month - 1) - back;
  return [Math.floor(index / 12), (index % 12) + 1];
}

const cycleOf = ([year, month]: [number, number]) => `${year}-${String(month).padStart(2, '0')}`;

/** The last day of the month after [year, month]. */
function dueDateOf([year, month]: [number, number]): string {
  const [nextYear, nextMonth] = monthsBefore(year, month, -1);
  const lastDay = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate();
  return `${cycleOf([nextYear, nextMonth])}-${String(lastDay).padStart(2, '0')}`;
}

export async function seedDebtHistory(tx: SqlExecutor, now: number): Promise<void> {
  const accounts = await tx.query<{ account: string; product_line: string }>(
    'select account, product_line from service_accounts order by account',
  );
  const [year, month] = vietnamDateOf(new Date(now)).split('-').map(Number) as [number, number];
  await insertRows(
    tx,
    'account_debts',
    ['account', 'bill_cycle', 'charge', 'paid', 'due_date'],
    accounts.flatMap(({ account, product_line }, index) => {
      const random = seededRandom(53_000 + index);
      return Array.from({ length: DEBT_HISTORY_MAX_MONTHS }, (_, back) => {
        const cycle = monthsBefore(year, month, back + 1);
        const charge = (baseCharge[product_line] ?? 50_000) + random.int(0, 40) * 1_000;
        const unpaid = back === 0 || (account === OVERDUE_DEBT_ACCOUNT && back === 1);
        return [account, cycleOf(cycle), charge, unpaid ? 0 : charge, dueDateOf(cycle)];
      });
    }),
  );
}
