/** §7 Customer and mobile (API-019 ... API-030). */
import { defineCalls, mobileRow } from './define';
import { contractAccountRecord, packageRecord, userInfoRecord } from './records';
import {
  balanceInfoRecord,
  bundleRemainList,
  customerInfoRecord,
  highBandwidthList,
  inBalanceList,
  memberRankRecord,
  mobileInfoRecord,
  walletBalanceRecord,
} from './accountRecords';
import { listOf, mobileResponse, msisdnBody, unshownBody, unshownMobileRow } from './wire';

/** Issue 17: the overview's rows; §7 shows no fields, so each shape is assumed (decisions: account.md). */
const overviewAssumed = (what: string) => ({ assumed: `fields not shown; ${what}` });

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
  core_mobile_ezpay_balance: mobileRow(
    'read',
    'API-021',
    '/core_mobile_ezpay_balance',
    unshownBody,
    mobileResponse(walletBalanceRecord),
    overviewAssumed('result { REGISTERED, BALANCE }: the wallet of the session subscriber'),
  ),
  get_rank_vnp_plus: mobileRow(
    'read',
    'API-022',
    '/get_rank_vnp_plus',
    unshownBody,
    mobileResponse(memberRankRecord),
    overviewAssumed('result { RANK 1 to 5 or null, RANK_NAME, POINTS }'),
  ),
  // PKG-02: the active-service list is read as package cards (active = present in this list).
  mobile_get_service_active_list: mobileRow(
    'read',
    'API-023',
    '/mobile_get_service_active_list',
    unshownBody,
    mobileResponse(listOf(packageRecord)),
    { assumed: 'fields not shown; result taken as a list of package cards (ENT-32), as PKG-02 reads it' },
  ),
  mobile_get_info: mobileRow(
    'read',
    'API-024',
    '/mobile_get_info',
    unshownBody,
    mobileResponse(mobileInfoRecord),
    overviewAssumed('result { MSISDN, SUBSCRIBER_TYPE (ACC-40), STATUS, ACTIVATED_DATE }'),
  ),
  mobile_bundle_remain_amount: mobileRow(
    'read',
    'API-025',
    '/mobile_bundle_remain_amount',
    unshownBody,
    mobileResponse(bundleRemainList),
    overviewAssumed(
      'result a list of bundles { BUNDLE_CODE, BUNDLE_NAME, TYPE, REMAIN, TOTAL, EXPIRE_DATE }',
    ),
  ),
  mobile_data_get_high_bandwidth: mobileRow(
    'read',
    'API-026',
    '/mobile_data_get_high_bandwidth',
    unshownBody,
    mobileResponse(highBandwidthList),
    overviewAssumed('result a list { PACKAGE_CODE, REMAIN_MB, TOTAL_MB, EXPIRE_DATE }'),
  ),
  mobile_IN_balances: mobileRow(
    'read',
    'API-027',
    '/mobile_IN_balances',
    unshownBody,
    mobileResponse(inBalanceList),
    overviewAssumed(
      'result a list { ACCOUNT_CODE (MAIN or a promotion), ACCOUNT_NAME, BALANCE, EXPIRE_DATE }',
    ),
  ),
  cust_get_info_ver2: mobileRow(
    'read',
    'API-028',
    '/cust_get_info_ver2',
    unshownBody,
    mobileResponse(customerInfoRecord),
    overviewAssumed('result the personal information (name, document, address) of the session subscriber'),
  ),
  // ACC-76: the contract account list (encrypted ACCOUNT, PRODUCT_LINE, CONTACT).
  cust_get_subscribers_by_invoice2: mobileRow(
    'read',
    'API-029',
    '/cust_get_subscribers_by_invoice2',
    unshownBody,
    mobileResponse(listOf(contractAccountRecord)),
    { assumed: 'fields not shown; result taken as the contract account list of ENT-41' },
  ),
  mobile_balance_info_v2: mobileRow(
    'read',
    'API-030',
    '/mobile_balance_info_v2',
    unshownBody,
    mobileResponse(balanceInfoRecord),
    overviewAssumed('result { MAIN_BALANCE, PROMO_BALANCE, ACTIVE_UNTIL, UNBILLED_AMOUNT }'),
  ),
});
