import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PACKAGE_PERIODS_BY_DURATION, periodOfCode, periodsByDuration, type PackagePeriod } from './period';

describe('package period codes', () => {
  it.each([
    ['CONST-26', 1, 'day'],
    ['CONST-27', 2, 'week'],
    ['CONST-28', 3, 'month'],
    ['CONST-29', 4, 'perUse'],
    ['CONST-30', 5, 'sixMonths'],
    ['CONST-31', 7, 'threeDays'],
    ['CONST-32', 8, 'tenDays'],
    ['CONST-33', 9, 'nineMonths'],
    ['CONST-34', 10, 'threeDays'],
    ['CONST-34', 14, 'threeDays'],
    ['CONST-35', 6, 'tenDays'],
    ['CONST-35', 15, 'tenDays'],
  ] as const)('%s maps code %i to %s', (_id, code, period) => {
    expect(periodOfCode(code)).toBe(period);
  });

  it('CONST-25 reads numeric text like numbers and anything else as ten days', () => {
    expect(periodOfCode('3')).toBe('month');
    expect(periodOfCode(' 12 ')).toBe('threeDays');
    expect(periodOfCode('')).toBe('tenDays');
    expect(periodOfCode('abc')).toBe('tenDays');
    expect(periodOfCode(null)).toBe('tenDays');
    expect(periodOfCode(undefined)).toBe('tenDays');
  });

  it('CONST-35 every code outside the table is ten days (property)', () => {
    const listed = new Set([1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14]);
    fc.assert(
      fc.property(fc.integer(), (code) => {
        if (!listed.has(code)) expect(periodOfCode(code)).toBe('tenDays');
      }),
    );
  });
});

describe('period chips by duration', () => {
  it('CONST-25 orders every period from a day to nine months, per use last', () => {
    expect(
      periodsByDuration([
        'perUse',
        'month',
        'nineMonths',
        'day',
        'week',
        'sixMonths',
        'tenDays',
        'threeDays',
      ]),
    ).toEqual(['day', 'threeDays', 'week', 'tenDays', 'month', 'sixMonths', 'nineMonths', 'perUse']);
  });

  it('CONST-25 keeps only the periods present, once each', () => {
    expect(periodsByDuration(['month', 'day', 'month', 'week', 'day'])).toEqual(['day', 'week', 'month']);
    expect(periodsByDuration([])).toEqual([]);
  });

  it('CONST-26 … CONST-35 every period a code maps to has a place in the order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 20 })), (codes) => {
        const periods: PackagePeriod[] = codes.map(periodOfCode);
        const ordered = periodsByDuration(periods);
        expect(new Set(ordered)).toEqual(new Set(periods));
        const ranks = ordered.map((period) => PACKAGE_PERIODS_BY_DURATION.indexOf(period));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }),
    );
  });
});
