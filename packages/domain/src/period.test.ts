import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodOfCode } from './period';

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
