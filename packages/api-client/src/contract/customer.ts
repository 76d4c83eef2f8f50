/** §7 Customer and mobile (API-019 ... API-030). */
import { defineCalls, mobileRow } from './define';
import { contractAccountRecord, packageRecord, userInfoRecord } from './records';
import { listOf, mobileResponse, msisdnBody, unshownBody, unshownMobileRow } from './wire';

export const customerCalls = defineCalls({
  // API-031: the shell user-info call (sends msisdn, reads FULL_NAME, CUSTOMER_ID) is taken to be this one.
  core_customer_get_info: mobileRow(
    'read',
    'API-019',
    '/core_customer_get_info',
    msisdnBody,
    mobileResponse(userInfoRecord),
    {
      assumed:
        'API-031 does not say which call gives the shell user info; this one does, and (fields not shown) MAIN_BALANCE, DATA_REMAIN_MB, DATA_TOTAL_MB for the home summary',
    },
  ),
  product_url_mapping: unshownMobileRow('read', 'API-020', '/{product}_url_mapping'),
  core_mobile_ezpay_balance: unshownMobileRow('read', 'API-021', '/core_mobile_ezpay_balance'),
  get_rank_vnp_plus: unshownMobileRow('read', 'API-022', '/get_rank_vnp_plus'),
  // PKG-02: the active-service list is read as package cards (active = present in this list).
  mobile_get_service_active_list: mobileRow(
    'read',
    'API-023',
    '/mobile_get_service_active_list',
    unshownBody,
    mobileResponse(listOf(packageRecord)),
    { assumed: 'fields not shown; result taken as a list of package cards (ENT-32), as PKG-02 reads it' },
  ),
  mobile_get_info: unshownMobileRow('read', 'API-024', '/mobile_get_info'),
  mobile_bundle_remain_amount: unshownMobileRow('read', 'API-025', '/mobile_bundle_remain_amount'),
  mobile_data_get_high_bandwidth: unshownMobileRow('read', 'API-026', '/mobile_data_get_high_bandwidth'),
  mobile_IN_balances: unshownMobileRow('read', 'API-027', '/mobile_IN_balances'),
  cust_get_info_ver2: unshownMobileRow('read', 'API-028', '/cust_get_info_ver2'),
  // ACC-76: the contract account list (encrypted ACCOUNT, PRODUCT_LINE, CONTACT).
  cust_get_subscribers_by_invoice2: mobileRow(
    'read',
    'API-029',
    '/cust_get_subscribers_by_invoice2',
    unshownBody,
    mobileResponse(listOf(contractAccountRecord)),
    { assumed: 'fields not shown; result taken as the contract account list of ENT-41' },
  ),
  mobile_balance_info_v2: unshownMobileRow('read', 'API-030', '/mobile_balance_info_v2'),
});
