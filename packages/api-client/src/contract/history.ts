/** §7 History (API-067 ... API-070): postpaid or prepaid history and usage detail. */
import { defineCalls, mobileRow } from './define';
import { usageRecord } from './records';
import { listOf, mobileResponse, unshownBody, unshownMobileRow } from './wire';

const usageDetail = mobileResponse(listOf(usageRecord));
const usageReason = { assumed: 'fields not shown; result taken as the usage records of ENT-42' };

export const historyCalls = defineCalls({
  mobile_post_billing_history: unshownMobileRow('read', 'API-067', '/mobile_post_billing_history'),
  mobile_prepaid_refill_history: unshownMobileRow('read', 'API-068', '/mobile_prepaid_refill_history'),
  mobile_post_hist_detail: mobileRow(
    'read',
    'API-069',
    '/mobile_post_hist_detail',
    unshownBody,
    usageDetail,
    usageReason,
  ),
  mobile_prepaid_hist_detail: mobileRow(
    'read',
    'API-070',
    '/mobile_prepaid_hist_detail',
    unshownBody,
    usageDetail,
    usageReason,
  ),
});
