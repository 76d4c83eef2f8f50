/** Landing-page rules (§2.10): the app screens they open, the deep-link host per environment, campaign dates. */
import { Environment } from './constants';
import type { IsoDate } from './dates';
import { vietnamDateOf } from './promotions';

/**
 * LAND-14, LAND-15, LAND-21, LAND-22, LAND-38, LAND-43: the app screens the landing buttons open.
 * TOPUP_MONEY, TELECOM_BILL, VNPPLUS and registerNow are the spec's; the news-detail and package-list
 * screens are named but their codes are not given (UNSPEC): NEWS_DETAIL and PACKAGE_LIST chosen.
 */
export const AppScreen = {
  topUp: 'TOPUP_MONEY',
  telecomBill: 'TELECOM_BILL',
  newsDetail: 'NEWS_DETAIL',
  packageList: 'PACKAGE_LIST',
  loyalty: 'VNPPLUS',
  registerNow: 'registerNow',
} as const;
export type AppScreen = (typeof AppScreen)[keyof typeof AppScreen];

/** LAND-23: the deep-link base of each environment flag (configuration; the spec gives no host). */
export interface AppLinkBases {
  readonly production: string;
  readonly beta: string;
  readonly other: string;
}

/** LAND-23: production 1, beta 2, anything else 3 picks its own deep-link base. */
export function appLinkBaseFor(environment: Environment, bases: AppLinkBases): string {
  if (environment === Environment.production) return bases.production;
  if (environment === Environment.beta) return bases.beta;
  return bases.other;
}

/**
 * LAND-16 (UNSPEC format): a deep link is the base with the screen code and its parameters as query
 * values ('myapp://open?screen=TOPUP_MONEY', 'https://app.example.vn/open?screen=NEWS_DETAIL&id=5144').
 */
export function appScreenLink(
  base: string,
  screen: AppScreen,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const query = Object.entries({ screen, ...params })
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  const [withoutHash = '', hash] = base.split('#', 2);
  const separator = withoutHash.includes('?') ? (/[?&]$/.test(withoutHash) ? '' : '&') : '?';
  return `${withoutHash}${separator}${query}${hash === undefined ? '' : `#${hash}`}`;
}

/** LAND-43 (UNSPEC 'staging'): the beta environment is the staging one; production and other are not. */
export function isStagingEnvironment(environment: Environment): boolean {
  return environment === Environment.beta;
}

/** A campaign's inclusive calendar days in Vietnam (the promotions of §9 and the landing tables). */
export interface CampaignWindow {
  readonly from: IsoDate;
  readonly to: IsoDate;
}

/** Where an instant stands against a campaign's days. */
export type CampaignStatus = 'upcoming' | 'running' | 'ended';

/**
 * CONST-71 … CONST-76 (the spec says nothing of a page after its dates, UNSPEC): the status of a
 * campaign at an instant passed in, by Vietnam's calendar day; no window means always running.
 */
export function campaignStatus(window: CampaignWindow | undefined, instant: Date): CampaignStatus {
  if (window === undefined) return 'running';
  const day = vietnamDateOf(instant);
  if (day < window.from) return 'upcoming';
  if (day > window.to) return 'ended';
  return 'running';
}
