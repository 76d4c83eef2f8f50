import {
  toBalanceAccount,
  toBalanceSummary,
  toBundleAllowance,
  toHighSpeedAllowance,
  toMemberRank,
  toPersonalInfo,
  toSubscriberInfo,
  toWalletBalance,
} from '../mappers';
import type { QueryFactories } from './factories';

/**
 * Issue 17 (ACC-02, ACC-03): the account overview's reads. Each is the session subscriber's own, so its
 * key carries the subscriber (readMapped's scope) and another subscriber's cache can never show.
 */
export function createAccountOverviewQueries({ readMapped }: Pick<QueryFactories, 'readMapped'>) {
  return {
    subscriber: () => readMapped('mobile_get_info', {}, (data) => toSubscriberInfo(data.result)),
    personalInfo: () => readMapped('cust_get_info_ver2', {}, (data) => toPersonalInfo(data.result)),
    memberRank: () => readMapped('get_rank_vnp_plus', {}, (data) => toMemberRank(data.result)),
    balances: () => readMapped('mobile_balance_info_v2', {}, (data) => toBalanceSummary(data.result)),
    balanceAccounts: () => readMapped('mobile_IN_balances', {}, (data) => data.result.map(toBalanceAccount)),
    wallet: () => readMapped('core_mobile_ezpay_balance', {}, (data) => toWalletBalance(data.result)),
    bundles: () =>
      readMapped('mobile_bundle_remain_amount', {}, (data) => data.result.map(toBundleAllowance)),
    highSpeedData: () =>
      readMapped('mobile_data_get_high_bandwidth', {}, (data) => data.result.map(toHighSpeedAllowance)),
  };
}
