/**
 * Issue 17: the usage page's tab, type filter and range live in the page's address, as the point history's
 * do (LOY-42): a reload or a shared link shows the same lines and Back undoes a change. Unknown values read
 * as the defaults and the defaults are left out, so the plain path is the default view; a range the rule
 * of CONST-78 refuses reads as the default range.
 */
import type { IsoDate } from './dates';
import type { SubscriberType } from './forms/subscriber';
import {
  checkUsageRange,
  defaultUsageRange,
  USAGE_KINDS,
  type UsageKindFilter,
  type UsageRange,
} from './usage';

/** The page's sections: the usage detail, then the prepaid top-ups or the postpaid bills (§7 History). */
export const USAGE_TABS = ['usage', 'topups', 'bills'] as const;
export type UsageTab = (typeof USAGE_TABS)[number];

export interface UsageView {
  readonly tab: UsageTab;
  readonly kind: UsageKindFilter;
  readonly range: UsageRange;
}

/** The names of the address's search params (assumed). */
export const USAGE_PARAMS = { tab: 'tab', kind: 'type', from: 'from', to: 'to' } as const;

const KIND_FILTERS: readonly UsageKindFilter[] = ['all', ...USAGE_KINDS];

/** API-067 / API-068: a prepaid subscriber has top-ups, a postpaid one bills. */
export function usageTabsOf(plan: SubscriberType): readonly UsageTab[] {
  return plan === 'prepaid' ? ['usage', 'topups'] : ['usage', 'bills'];
}

/** The tab shown: the one asked for when the plan has it, else the usage detail. */
export function shownUsageTab(tab: UsageTab, plan: SubscriberType): UsageTab {
  return usageTabsOf(plan).includes(tab) ? tab : 'usage';
}

/** The view an address asks for on `today`; `get` reads one search param (URLSearchParams#get). */
export function readUsageView(get: (name: string) => string | null, today: IsoDate): UsageView {
  const tab = USAGE_TABS.find((value) => value === get(USAGE_PARAMS.tab)) ?? 'usage';
  const kind = KIND_FILTERS.find((value) => value === get(USAGE_PARAMS.kind)) ?? 'all';
  const fallback = defaultUsageRange(today);
  const asked = { from: get(USAGE_PARAMS.from) ?? fallback.from, to: get(USAGE_PARAMS.to) ?? fallback.to };
  const checked = checkUsageRange(asked, today);
  return { tab, kind, range: checked.ok ? checked.value : fallback };
}

/** The search params of a view on `today`, without the default values. */
export function usageSearch(view: UsageView, today: IsoDate): Record<string, string> {
  const search: Record<string, string> = {};
  const fallback = defaultUsageRange(today);
  if (view.tab !== 'usage') search[USAGE_PARAMS.tab] = view.tab;
  if (view.kind !== 'all') search[USAGE_PARAMS.kind] = view.kind;
  if (view.range.from !== fallback.from || view.range.to !== fallback.to) {
    search[USAGE_PARAMS.from] = view.range.from;
    search[USAGE_PARAMS.to] = view.range.to;
  }
  return search;
}
