/** Issue 17: the account overview's wire records become domain models (ACC-02, ACC-03, ACC-40). */
import {
  subscriberPlanOf,
  type Allowance,
  type AllowanceKind,
  type BalanceAccount,
  type BalanceSummary,
  type MemberRank,
  type PersonalInfo,
  type SubscriberInfo,
  type WalletBalance,
} from '@selfcare/domain';
import type * as z from 'zod/mini';
import type {
  balanceInfoRecord,
  bundleRemainRecord,
  customerInfoRecord,
  highBandwidthRecord,
  inBalanceRecord,
  memberRankRecord,
  mobileInfoRecord,
  walletBalanceRecord,
} from '../contract';
import { flag, optional } from './wire';

const definite = (value: number | null | undefined) => value ?? undefined;

/** API-021: a wallet is shown only when the operator says the subscriber has one. */
export function toWalletBalance(record: z.output<typeof walletBalanceRecord>): WalletBalance {
  return flag(record.REGISTERED) ? { registered: true, amount: record.BALANCE ?? 0 } : { registered: false };
}

/** API-022: a rank outside 1 to 5 is no tier (a non-member). */
export function toMemberRank(record: z.output<typeof memberRankRecord>): MemberRank {
  const rank = record.RANK;
  const tier = rank !== null && rank !== undefined && Number.isInteger(rank) && rank >= 1 && rank <= 5;
  return { tier: tier ? rank : undefined, name: optional(record.RANK_NAME) };
}

/** API-024, ACC-40. */
export function toSubscriberInfo(record: z.output<typeof mobileInfoRecord>): SubscriberInfo {
  return {
    msisdn: record.MSISDN,
    plan: subscriberPlanOf(record.SUBSCRIBER_TYPE),
    status: optional(record.STATUS),
    activatedOn: optional(record.ACTIVATED_DATE),
  };
}

const bundleKinds: Readonly<Record<z.output<typeof bundleRemainRecord>['TYPE'], AllowanceKind>> = {
  DATA: 'data',
  VOICE: 'voice',
  SMS: 'sms',
};

/** API-025: TOTAL null or missing is an unlimited bundle. */
export function toBundleAllowance(record: z.output<typeof bundleRemainRecord>): Allowance {
  return {
    id: record.BUNDLE_CODE,
    name: record.BUNDLE_NAME,
    kind: bundleKinds[record.TYPE],
    remaining: record.REMAIN,
    total: definite(record.TOTAL),
    expiresOn: optional(record.EXPIRE_DATE),
    highSpeed: false,
  };
}

/** API-026: the high-bandwidth data of a package, shown as a data allowance named by its package. */
export function toHighSpeedAllowance(record: z.output<typeof highBandwidthRecord>): Allowance {
  return {
    id: `high-speed:${record.PACKAGE_CODE}`,
    name: record.PACKAGE_CODE,
    kind: 'data',
    remaining: record.REMAIN_MB,
    total: definite(record.TOTAL_MB),
    expiresOn: optional(record.EXPIRE_DATE),
    highSpeed: true,
  };
}

/** API-027. */
export function toBalanceAccount(record: z.output<typeof inBalanceRecord>): BalanceAccount {
  return {
    code: record.ACCOUNT_CODE,
    name: record.ACCOUNT_NAME,
    amount: record.BALANCE,
    expiresOn: optional(record.EXPIRE_DATE),
  };
}

/** API-030. */
export function toBalanceSummary(record: z.output<typeof balanceInfoRecord>): BalanceSummary {
  return {
    main: record.MAIN_BALANCE,
    promotional: record.PROMO_BALANCE ?? 0,
    activeUntil: optional(record.ACTIVE_UNTIL),
    unbilled: definite(record.UNBILLED_AMOUNT),
  };
}

/** API-028: fields the operator leaves out stay undefined (the page leaves their line out). */
export function toPersonalInfo(record: z.output<typeof customerInfoRecord>): PersonalInfo {
  return {
    fullName: optional(record.FULL_NAME),
    customerId: optional(record.CUSTOMER_ID),
    birthDate: optional(record.BIRTH_DATE),
    documentType: optional(record.ID_TYPE),
    documentNumber: optional(record.ID_NUMBER),
    documentIssuedOn: optional(record.ID_ISSUE_DATE),
    documentIssuedBy: optional(record.ID_ISSUE_PLACE),
    address: optional(record.ADDRESS),
    email: optional(record.EMAIL),
  };
}
