import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWholeNumber } from './number-format';

const intl = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);

describe('whole numbers in the reader’s grouping', () => {
  it('VAL-45 groups by thousands with the language’s separator', () => {
    expect(formatWholeNumber(50000, 'vi')).toBe('50.000');
    expect(formatWholeNumber(1234567, 'vi')).toBe('1.234.567');
    expect(formatWholeNumber(1000, 'vi')).toBe('1.000');
    expect(formatWholeNumber(999, 'vi')).toBe('999');
    expect(formatWholeNumber(50000, 'en-US')).toBe('50,000');
    expect(formatWholeNumber(-2.5, 'en-US')).toBe('-3');
  });

  it('VAL-45 writes every number exactly as Intl.NumberFormat does, in both languages', () => {
    const numbers = fc.oneof(
      fc.integer({ min: -1e9, max: 1e12 }),
      fc.double({ min: -1e15, max: 1e15, noNaN: true }),
      fc.constantFrom(0, -0, 0.5, -0.5, 1.5, 2.5, -2.5, 999.5, 1e20, -1e21, 1e21, Infinity, NaN),
    );
    fc.assert(
      fc.property(numbers, fc.constantFrom('vi', 'en-US'), (value, locale) => {
        expect(formatWholeNumber(value, locale)).toBe(intl(value, locale));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves another language to Intl', () => {
    expect(formatWholeNumber(1234567, 'de-DE')).toBe(intl(1234567, 'de-DE'));
  });
});
