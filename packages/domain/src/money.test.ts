import { describe, expect, it } from 'vitest';
import { formatFee, formatPrice } from './money';

describe('money', () => {
  it('VAL-45 formats amounts in Vietnamese number format with a đ suffix', () => {
    expect(formatPrice(50000, 'vi-VN')).toBe('50.000đ');
    expect(formatPrice(1234567, 'vi')).toBe('1.234.567đ');
    expect(formatPrice(999, 'vi-VN')).toBe('999đ');
  });

  it('VAL-45 follows the locale passed in', () => {
    expect(formatPrice(50000, 'en-US')).toBe('50,000đ');
  });

  it('VAL-46 shows a fee of 0 as the free label and other fees as amounts', () => {
    expect(formatFee(0, 'vi-VN')).toEqual({ kind: 'free' });
    expect(formatFee(15000, 'vi-VN')).toEqual({ kind: 'amount', text: '15.000đ' });
  });
});
