import type { SubscriberType, UsageKindFilter, UsageRange } from '@selfcare/domain';
import { toBillRecord, toTopUpRecord, toUsageRecord, usageDetailParams } from '../mappers';
import type { QueryFactories } from './factories';

/**
 * Issue 17 (API-067 … API-070): the session subscriber's usage detail, top-ups and bills. The plan picks
 * the call (ACC-39: postpaid and prepaid read different rows); the range and type go to the server, so
 * each filter is its own cache entry, keyed by the subscriber as every private read.
 */
export function createUsageQueries({ readMapped }: Pick<QueryFactories, 'readMapped'>) {
  return {
    detail: (plan: SubscriberType, range: UsageRange, kind: UsageKindFilter) =>
      readMapped(
        plan === 'postpaid' ? 'mobile_post_hist_detail' : 'mobile_prepaid_hist_detail',
        usageDetailParams(range, kind),
        (data) => data.result.map(toUsageRecord),
      ),
    topUps: () => readMapped('mobile_prepaid_refill_history', {}, (data) => data.result.map(toTopUpRecord)),
    bills: () => readMapped('mobile_post_billing_history', {}, (data) => data.result.map(toBillRecord)),
  };
}
