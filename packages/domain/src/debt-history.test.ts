import { describe, expect, it } from 'vitest';
import {
  amountOwed,
  DEBT_HISTORY_MAX_MONTHS,
  debtMonthOf,
  debtMonthStateOf,
  hasDebtHistory,
  latestDebtMonths,
  totalOwed,
  type DebtMonth,
} from './debt-history';

const month = (cycle: string, charge: number, paid: number, dueOn?: string): DebtMonth => ({
  month: debtMonthOf(cycle),
  charge,
  paid,
  owed: amountOwed(charge, paid),
  dueOn,
});

describe('billing history of a linked account', () => {
  it('ACC-43 API-053 owes the charge less what was paid, never less than nothing', () => {
    expect(amountOwed(220_000, 0)).toBe(220_000);
    expect(amountOwed(220_000, 100_000)).toBe(120_000);
    expect(amountOwed(220_000, 250_000)).toBe(0);
  });

  it('ACC-43 a month owed is overdue only after its due day; a settled month is paid whatever the day', () => {
    const owed = month('10/2026', 220_000, 0, '2026-11-30');
    expect(debtMonthStateOf(owed, '2026-11-29')).toBe('open');
    expect(debtMonthStateOf(owed, '2026-11-30')).toBe('open');
    expect(debtMonthStateOf(owed, '2026-12-01')).toBe('overdue');
    expect(debtMonthStateOf(month('10/2026', 220_000, 220_000, '2026-11-30'), '2027-01-01')).toBe('paid');
    expect(debtMonthStateOf(month('10/2026', 220_000, 0), '2030-01-01')).toBe('open');
  });

  it('ACC-43 totals what is still owed over the months shown', () => {
    expect(totalOwed([month('10/2026', 220_000, 0), month('09/2026', 200_000, 50_000)])).toBe(370_000);
    expect(totalOwed([])).toBe(0);
  });

  it('API-053 keeps the newest 12 months, newest first, whatever the order sent', () => {
    const sent = Array.from({ length: 14 }, (_, index) =>
      month(`${String((index % 12) + 1).padStart(2, '0')}/${2025 + Math.floor(index / 12)}`, 1, 0),
    );
    const kept = latestDebtMonths(sent.reverse());
    expect(kept).toHaveLength(DEBT_HISTORY_MAX_MONTHS);
    expect(kept[0]?.month).toEqual({ year: 2026, month: 2 });
    expect(kept.at(-1)?.month).toEqual({ year: 2025, month: 3 });
    expect(debtMonthOf('13/2026')).toBeUndefined();
  });

  it('ACC-43 ACC-74 fixed line, home internet and MyTV have a billing history; a linked mobile does not', () => {
    expect(['internet', 'tv', 'fixed'].every((kind) => hasDebtHistory(kind as never))).toBe(true);
    expect(hasDebtHistory('mobile')).toBe(false);
    expect(hasDebtHistory('other')).toBe(false);
  });
});
