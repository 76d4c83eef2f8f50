/** Package PERIOD code rule (§9); the labels themselves come from i18n. */

/** CONST-25: the period a package price covers. */
export type PackagePeriod =
  'day' | 'week' | 'month' | 'perUse' | 'sixMonths' | 'threeDays' | 'tenDays' | 'nineMonths';

const PERIOD_BY_CODE: Readonly<Record<number, PackagePeriod>> = {
  1: 'day', // CONST-26
  2: 'week', // CONST-27
  3: 'month', // CONST-28
  4: 'perUse', // CONST-29
  5: 'sixMonths', // CONST-30
  7: 'threeDays', // CONST-31
  8: 'tenDays', // CONST-32
  9: 'nineMonths', // CONST-33
  10: 'threeDays', // CONST-34 (10 to 14)
  11: 'threeDays',
  12: 'threeDays',
  13: 'threeDays',
  14: 'threeDays',
};

/** CONST-25 ... CONST-35: period of a PERIOD code (number or numeric text); any other code is ten days. */
export function periodOfCode(code: number | string | null | undefined): PackagePeriod {
  const numeric = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  return (typeof numeric === 'number' && PERIOD_BY_CODE[numeric]) || 'tenDays'; // CONST-35
}

/**
 * CONST-25 … CONST-33 (UNSPEC order): the periods from shortest to longest, per use last (it has no
 * duration). The catalogue's period filter lists its chips in this order.
 */
export const PACKAGE_PERIODS_BY_DURATION: readonly PackagePeriod[] = [
  'day',
  'threeDays',
  'week',
  'tenDays',
  'month',
  'sixMonths',
  'nineMonths',
  'perUse',
];

/** The distinct periods of some packages, shortest first (CONST-25): the catalogue's filter chips. */
export function periodsByDuration(periods: Iterable<PackagePeriod>): PackagePeriod[] {
  const present = new Set(periods);
  return PACKAGE_PERIODS_BY_DURATION.filter((period) => present.has(period));
}
