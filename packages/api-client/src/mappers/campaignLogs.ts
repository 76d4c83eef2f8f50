/**
 * Issue 21: the bodies of the click, short-link, campaign-action and web-access logs (API-136 … API-139),
 * built from what the page knows. The spec names the click-log fields (ENT-50) and the short-link log's
 * input_log (LAND-65); the campaign-action and access logs' fields are not given (API-137, API-139:
 * UNSPEC), so they carry the same campaign, page and time fields, named in the click log's style.
 */
import { deviceKindOf } from '@selfcare/domain';
import type { Contract, RequestOf } from '../contract';

/** What every log knows of the visit. */
export interface VisitFacts {
  /** The page's address (its query parameters pass into the logs). */
  readonly url: string;
  /** The signed-in number, if any. */
  readonly mobile: string | undefined;
  /** ENT-16, ENT-17: the channel and campaign the short link stored. */
  readonly channel: string | undefined;
  readonly campaign: string | undefined;
  /** `{product}`: the configured product id (the logs' fixed `service`). */
  readonly productId: string;
  readonly userAgent: string;
  readonly referer: string;
  readonly at: Date;
}

const text = (value: string | undefined) => value ?? '';

/** The address's query parameters as a record (the last of a repeated name wins). */
function queryOf(url: string): Record<string, string> {
  try {
    return Object.fromEntries(new URL(url, 'https://portal.invalid').searchParams);
  } catch {
    return {};
  }
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'https://portal.invalid').pathname;
  } catch {
    return '';
  }
}

/** ENT-50's os: the domain's device kind (IOS, ANDROID, OTHER). */
const osOf = (userAgent: string) => deviceKindOf(userAgent);

/** What the short-link page decided for the click. */
export interface ShortLinkClick {
  /** Query parameter a (LAND-55). */
  readonly shortKey: string;
  /** 'ckd' (package marker), 'redirect' (mapping) or 'packages' (no target, ERR-25). */
  readonly action: string;
  /** Where the person was sent. */
  readonly target: string;
  readonly packageId?: string | undefined;
}

/**
 * API-136, ENT-50: the click log. ENT-51: a web page knows no user_ip, user_network or device_id (the
 * server sees the address), so they go empty; user_id is the signed-in number.
 */
export function clickLogBody(
  visit: VisitFacts,
  click: ShortLinkClick,
): RequestOf<Contract['short_link_click_log']> {
  return {
    ...queryOf(visit.url),
    mobile: text(visit.mobile),
    pr_channel: text(visit.channel),
    campaign_code: text(visit.campaign),
    package_id: text(click.packageId),
    action: click.action,
    urlredirect: click.target,
    ushortkey: click.shortKey,
    campaign_content: '',
    campaign_desc: '',
    service: visit.productId,
    user_agent: visit.userAgent,
    user_ip: '',
    user_network: '',
    os: osOf(visit.userAgent),
    user_id: text(visit.mobile),
    clicktime: visit.at.toISOString(),
    referer: visit.referer,
    device_id: '',
  };
}

/** API-138, LAND-65: input_log is JSON text of the URL parameters, mobile, service and click time. */
export function shortLinkLogBody(visit: VisitFacts): RequestOf<Contract['product_shortlink_log']> {
  return {
    input_log: JSON.stringify({
      ...queryOf(visit.url),
      mobile: text(visit.mobile),
      service: visit.productId,
      clicktime: visit.at.toISOString(),
    }),
  };
}

/** A campaign action: the page was seen, or one of its buttons was pressed (`target` names it). */
export interface CampaignAction {
  readonly action: 'view' | 'click';
  readonly target?: string | undefined;
}

/** API-137 (fields UNSPEC): the campaign action with the stored channel and campaign. */
export function campaignActionLogBody(
  visit: VisitFacts,
  action: CampaignAction,
): RequestOf<Contract['product_campaign_action_log']> {
  return {
    msisdn: text(visit.mobile),
    pr_channel: text(visit.channel),
    campaign_code: text(visit.campaign),
    action: action.action,
    target: text(action.target),
    page: pathOf(visit.url),
    params: queryOf(visit.url),
    service: visit.productId,
    os: osOf(visit.userAgent),
    action_time: visit.at.toISOString(),
  };
}

/** API-139, SHELL-119 (fields and trigger UNSPEC): one web access, with where it came from. */
export function accessLogBody(visit: VisitFacts): RequestOf<Contract['log_access_web']> {
  return {
    msisdn: text(visit.mobile),
    page: pathOf(visit.url),
    params: queryOf(visit.url),
    pr_channel: text(visit.channel),
    campaign_code: text(visit.campaign),
    referer: visit.referer,
    user_agent: visit.userAgent,
    os: osOf(visit.userAgent),
    service: visit.productId,
    access_time: visit.at.toISOString(),
  };
}
