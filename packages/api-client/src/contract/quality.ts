/** §7 Service quality (API-099 ... API-102). */
import { defineCalls, mobileRow } from './define';
import { staffCategoryRecord } from './records';
import { listOf, mobileResponse, unshownBody, unshownMobileRow } from './wire';

export const qualityCalls = defineCalls({
  mobile_staff_list_ccos: unshownMobileRow('read', 'API-099', '/mobile_staff_list_ccos'),
  mobile_staff_list_category: mobileRow(
    'read',
    'API-100',
    '/mobile_staff_list_category',
    unshownBody,
    mobileResponse(listOf(staffCategoryRecord)),
    { assumed: 'request not shown; result the category tree of ENT-44' },
  ),
  mobile_staff_post_ccos: unshownMobileRow('write', 'API-101', '/mobile_staff_post_ccos'),
  mobile_staff_update_vote: unshownMobileRow('write', 'API-102', '/mobile_staff_update_vote'),
});
