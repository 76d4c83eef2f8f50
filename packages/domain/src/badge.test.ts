import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badge';
import { remainingRatio } from './progress';

describe('badge and progress', () => {
  it('CONST-39 caps the badge at 99+', () => {
    expect(formatBadgeCount(5)).toBe('5');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(0)).toBeUndefined();
    expect(formatBadgeCount(Number.NaN)).toBeUndefined();
  });

  it('CONST-54 progress is remaining over total, clamped', () => {
    expect(remainingRatio(250, 1000)).toBe(0.25);
    expect(remainingRatio(1500, 1000)).toBe(1);
    expect(remainingRatio(-1, 1000)).toBe(0);
    expect(remainingRatio(10, 0)).toBe(0);
  });
});
