/**
 * Issue 17, the account overview (ACC-02, ACC-03, ACC-40): who the subscriber is, what is left of
 * their money and allowances, their packages' renewals and the change-password form. §7 names the calls
 * without their fields; the shapes and the choices are in docs/decisions/account.md.
 */
import { formatMegabytes } from './bytes';
import { MessageKey } from './messages';
import { formatWholeNumber } from './number-format';
import { validateNewPassword, validateRepeatPassword } from './password';
import type { PackagePeriod } from './period';
import { remainingRatio } from './progress';

/** ACC-40: the kinds of account the portal tells apart (mobile prepaid or postpaid, and the fixed lines). */
export const SUBSCRIBER_PLANS = ['prepaid', 'postpaid', 'fixed', 'internet', 'tv'] as const;
export type SubscriberPlan = (typeof SUBSCRIBER_PLANS)[number];

/**
 * ACC-40 (UNSPEC: how prepaid and postpaid are told apart is not stated): mobile_get_info's
 * SUBSCRIBER_TYPE names the plan; the operator's short forms TT (trả trước) and TS (trả sau) are read too.
 * Anything else is unknown, and the page then shows neither the prepaid nor the postpaid blocks.
 */
export function subscriberPlanOf(wire: string | null | undefined): SubscriberPlan | undefined {
  const word = (wire ?? '').trim().toLowerCase();
  if (word === 'tt') return 'prepaid';
  if (word === 'ts') return 'postpaid';
  return SUBSCRIBER_PLANS.find((plan) => plan === word);
}

/** A mobile plan has balances and allowances; the fixed lines have neither. */
export function isMobilePlan(plan: SubscriberPlan | undefined): plan is 'prepaid' | 'postpaid' {
  return plan === 'prepaid' || plan === 'postpaid';
}

/** What an allowance counts: data in MB, voice in minutes, messages one by one. */
export type AllowanceKind = 'data' | 'voice' | 'sms';

/** ACC-03: what is left of one bundle (mobile_bundle_remain_amount) or of the high-speed data. */
export interface Allowance {
  readonly id: string;
  readonly name: string;
  readonly kind: AllowanceKind;
  /** MB for data, minutes for voice, messages for SMS. */
  readonly remaining: number;
  /** The bundle's size in the same unit; undefined: unlimited. */
  readonly total: number | undefined;
  /** 'YYYY-MM-DD', when the bundle expires. */
  readonly expiresOn: string | undefined;
  /** High-bandwidth (full-speed) data, from mobile_data_get_high_bandwidth. */
  readonly highSpeed: boolean;
}

/** How a meter draws an allowance: a share of its total, or unlimited (no share to draw). */
export type AllowanceMeter =
  | { readonly kind: 'limited'; readonly ratio: number; readonly empty: boolean }
  | { readonly kind: 'unlimited' };

/** CONST-54: a meter shows remaining over total, clamped to 0..1; an unlimited bundle has no share. */
export function allowanceMeter(allowance: Pick<Allowance, 'remaining' | 'total'>): AllowanceMeter {
  if (allowance.total === undefined) return { kind: 'unlimited' };
  const ratio = remainingRatio(allowance.remaining, allowance.total);
  return { kind: 'limited', ratio, empty: ratio === 0 };
}

/** The meter's value as a whole percent (its text equivalent and aria-valuenow). */
export function allowancePercent(meter: AllowanceMeter): number | undefined {
  return meter.kind === 'limited' ? Math.round(meter.ratio * 100) : undefined;
}

/**
 * CONST-38, ACC-05: data in KB, MB or GB with one decimal ('3,3 GB'); minutes and messages as whole
 * numbers in the reader's grouping ('1.000'). The unit word of minutes and messages comes from i18n.
 */
export function formatAllowanceAmount(kind: AllowanceKind, amount: number, locale: string): string {
  if (kind === 'data') return formatMegabytes(amount, locale);
  const whole = Number.isFinite(amount) ? Math.max(0, Math.floor(amount)) : 0;
  return formatWholeNumber(whole, locale);
}

const KIND_ORDER: Readonly<Record<AllowanceKind, number>> = { data: 0, voice: 1, sms: 2 };

/** The overview's order (UNSPEC): high-speed data first, then data, minutes, messages; sooner expiry first. */
export function sortAllowances(allowances: readonly Allowance[]): Allowance[] {
  const expiry = (a: Allowance) => a.expiresOn ?? '9999-12-31';
  return [...allowances].sort(
    (a, b) =>
      Number(b.highSpeed) - Number(a.highSpeed) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      expiry(a).localeCompare(expiry(b)),
  );
}

/** ACC-03: one account of the operator's charging system (mobile_IN_balances). */
export interface BalanceAccount {
  readonly code: string;
  readonly name: string;
  /** Dong. */
  readonly amount: number;
  readonly expiresOn: string | undefined;
}

/** ACC-03 (assumed code): the main account among the IN accounts; every other one is promotional. */
export const MAIN_ACCOUNT_CODE = 'MAIN';

export function isPromotionalAccount(account: Pick<BalanceAccount, 'code'>): boolean {
  return account.code.trim().toUpperCase() !== MAIN_ACCOUNT_CODE;
}

/** ACC-03: the main and promotional balances as mobile_balance_info_v2 returns them. */
export interface BalanceSummary {
  readonly main: number;
  readonly promotional: number;
  /** Prepaid: the last day the number may make calls (validity), 'YYYY-MM-DD'. */
  readonly activeUntil: string | undefined;
  /** Postpaid: what the current month has cost so far, before its bill. */
  readonly unbilled: number | undefined;
}

/** API-021 (assumed): the subscriber's wallet; not registered when the operator has no wallet for them. */
export type WalletBalance =
  { readonly registered: false } | { readonly registered: true; readonly amount: number };

/** API-024, API-028: who the subscriber is (mobile_get_info, cust_get_info_ver2). */
export interface SubscriberInfo {
  readonly msisdn: string;
  readonly plan: SubscriberPlan | undefined;
  readonly status: string | undefined;
  readonly activatedOn: string | undefined;
}

/** API-028 (assumed fields): the personal information as the operator holds it. */
export interface PersonalInfo {
  readonly fullName: string | undefined;
  readonly customerId: string | undefined;
  readonly birthDate: string | undefined;
  /** The document's kind as the operator names it (CCCD, CMND, passport …). */
  readonly documentType: string | undefined;
  /** The document number as the call returns it (the operator masks it). */
  readonly documentNumber: string | undefined;
  readonly documentIssuedOn: string | undefined;
  readonly documentIssuedBy: string | undefined;
  readonly address: string | undefined;
  readonly email: string | undefined;
}

/** API-022 (assumed fields): the VinaPhone Plus tier (1 to 5, CONST tiers) or none for a non-member. */
export interface MemberRank {
  readonly tier: number | undefined;
  readonly name: string | undefined;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day in the reader's form ('31/12/2026', '12/31/2026'); text that is not a day starting
 * 'YYYY-MM-DD' is shown as undefined (the ui then leaves the line out).
 */
export function formatCalendarDay(day: string | undefined, locale: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day?.trim() ?? '');
  if (!match) return undefined;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(time)) return undefined;
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format.format(time);
}

/** The days a package period lasts (CONST-25 … CONST-35); per use has no renewal. */
export const PERIOD_DAYS: Readonly<Record<PackagePeriod, number | undefined>> = {
  day: 1,
  threeDays: 3,
  week: 7,
  tenDays: 10,
  month: 30,
  sixMonths: 180,
  nineMonths: 270,
  perUse: undefined,
};

const DAY_MS = 86_400_000;

/**
 * Issue 17 (UNSPEC): a package renews every period from the day it was registered; the renewal shown is
 * the first one after `now` ('YYYY-MM-DD'), or undefined for a per-use package.
 */
export function nextRenewal(registeredAt: number, period: PackagePeriod, now: number): string | undefined {
  const days = PERIOD_DAYS[period];
  if (days === undefined) return undefined;
  const step = days * DAY_MS;
  const periods = Math.max(1, Math.floor((now - registeredAt) / step) + 1);
  return new Date(registeredAt + periods * step).toISOString().slice(0, 10);
}

/** ERR-38, AUTH-79 (code assumed): the change-password call's refusal of a wrong old password. */
export const WRONG_OLD_PASSWORD_CODE = 'ERR-OLD-PASSWORD';

export function isWrongOldPassword(code: string | undefined): boolean {
  return code === WRONG_OLD_PASSWORD_CODE;
}

/** AUTH-79: the change-password form. */
export interface PasswordChange {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly repeat: string;
}

export interface PasswordChangeErrors {
  readonly oldPassword?: typeof MessageKey.required;
  readonly newPassword?: typeof MessageKey.passwordInvalid;
  readonly repeat?: typeof MessageKey.passwordMismatch;
}

/** AUTH-79, VAL-14, VAL-15: the old password is required, the new one keeps the rule, the repeat equals it. */
export function validatePasswordChange(form: PasswordChange): PasswordChangeErrors {
  const newResult = validateNewPassword(form.newPassword);
  const repeatResult = validateRepeatPassword(form.newPassword, form.repeat);
  return {
    ...(form.oldPassword === '' ? { oldPassword: MessageKey.required } : {}),
    ...(newResult.ok ? {} : { newPassword: newResult.error }),
    ...(repeatResult.ok ? {} : { repeat: repeatResult.error }),
  };
}

export function hasPasswordChangeErrors(errors: PasswordChangeErrors): boolean {
  return Object.keys(errors).length > 0;
}
