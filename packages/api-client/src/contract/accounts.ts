/** §7 Fixed and TV accounts (API-044 ... API-053): §7 names these calls without their fields. */
import { defineCalls } from './define';
import { unshownMobileRow } from './wire';

export const accountsCalls = defineCalls({
  fiber_add_account: unshownMobileRow('write', 'API-044', '/fiber_add_account'),
  mytv_add_account: unshownMobileRow('write', 'API-045', '/mytv_add_account'),
  fiber_get_info: unshownMobileRow('read', 'API-046', '/fiber_get_info'),
  mytv_get_info: unshownMobileRow('read', 'API-047', '/mytv_get_info'),
  phone_get_info: unshownMobileRow('read', 'API-048', '/phone_get_info'),
  fiber_search_info2: unshownMobileRow('read', 'API-049', '/fiber_search_info2'),
  mobile_add_account: unshownMobileRow('write', 'API-050', '/mobile_add_account'),
  phone_add_account: unshownMobileRow('write', 'API-051', '/phone_add_account'),
  cust_remove_account: unshownMobileRow('write', 'API-052', '/cust_remove_account'),
  cust_nonmobile_lichsu_no: unshownMobileRow('read', 'API-053', '/cust_nonmobile_lichsu_no'),
});
