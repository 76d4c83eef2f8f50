/** Billing cycle rules (§9). */
import { APP_BONUS_MONTHS, BILLING_CYCLES, TV_BONUS_MONTHS } from './constants';

/** CONST-18: a billing cycle in months. */
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** CONST-18: whether a number of months is one of the offered cycles. */
export function isBillingCycle(months: number): months is BillingCycle {
  return (BILLING_CYCLES as readonly number[]).includes(months);
}

/** Where the bonus rule applies: the app's order form or the TV landing page. */
export type BonusChannel = 'app' | 'tv';

/** CONST-19 (app: 6 → +1, 12 → +3), CONST-20 (TV page: 6 → +3, 12 → +6). */
export function bonusMonths(cycle: BillingCycle, channel: BonusChannel): number {
  return (channel === 'app' ? APP_BONUS_MONTHS : TV_BONUS_MONTHS)[cycle];
}

/** CONST-19, CONST-20: months of service a cycle gives, bonus included. */
export function monthsOfService(cycle: BillingCycle, channel: BonusChannel): number {
  return cycle + bonusMonths(cycle, channel);
}
