import { describe, expect, it } from 'vitest';
import { bonusMonths, isBillingCycle, monthsOfService } from './billing';

describe('billing cycles', () => {
  it('CONST-18 offers 1, 6 and 12 months', () => {
    expect([1, 6, 12].every(isBillingCycle)).toBe(true);
    expect(isBillingCycle(3)).toBe(false);
  });

  it('CONST-19 gives 1 bonus month for 6 and 3 for 12 in the app', () => {
    expect(bonusMonths(1, 'app')).toBe(0);
    expect(bonusMonths(6, 'app')).toBe(1);
    expect(bonusMonths(12, 'app')).toBe(3);
    expect(monthsOfService(12, 'app')).toBe(15);
  });

  it('CONST-20 gives +3 for 6 and +6 for 12 on the TV page', () => {
    expect(bonusMonths(6, 'tv')).toBe(3);
    expect(bonusMonths(12, 'tv')).toBe(6);
    expect(monthsOfService(6, 'tv')).toBe(9);
  });
});
