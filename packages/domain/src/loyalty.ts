/**
 * VinaPhone Plus rules (§2.7, §9; issue 15): tier names and thresholds, the points still needed for the
 * next tier, points expiring soon, and the point history's filters and paging. Choices where the spec is
 * silent are in docs/decisions/loyalty.md.
 */
import { MEMBER_TIERS } from './constants';
import { parseIsoDate, type IsoDate } from './dates';
import type {
  ExpiringPoints,
  MemberTier,
  PointHistoryEntry,
  PointRate,
  PointService,
} from './models/loyalty';

/** CONST-51 (names assumed): the key of each tier's name, 1 Thành viên … 5 Kim cương. */
export const MEMBER_TIER_KEYS = {
  1: 'member',
  2: 'silver',
  3: 'titanium',
  4: 'gold',
  5: 'diamond',
} as const satisfies Record<MemberTier, string>;

export type MemberTierKey = (typeof MEMBER_TIER_KEYS)[MemberTier];

/** CONST-51 (thresholds assumed): the points a tier starts at. */
export const MEMBER_TIER_THRESHOLDS: Readonly<Record<MemberTier, number>> = {
  1: 0,
  2: 2_000,
  3: 5_000,
  4: 15_000,
  5: 50_000,
};

/** The tier above, or undefined for the top tier. */
export function nextTier(tier: MemberTier): MemberTier | undefined {
  return MEMBER_TIERS.find((candidate) => candidate === tier + 1);
}

/** CONST-51: the next tier and the points still needed to reach it (0 when already enough); undefined at the top. */
export function nextTierProgress(
  tier: MemberTier,
  points: number,
): { tier: MemberTier; pointsNeeded: number } | undefined {
  const next = nextTier(tier);
  if (next === undefined) return undefined;
  return { tier: next, pointsNeeded: Math.max(0, MEMBER_TIER_THRESHOLDS[next] - Math.max(0, points)) };
}

/** Days ahead in which expiring points are announced (assumed). */
export const EXPIRING_SOON_DAYS = 30;

const dayNumber = (date: IsoDate): number | undefined => {
  const parts = parseIsoDate(date.slice(0, 10));
  return parts ? Date.UTC(parts.year, parts.month - 1, parts.day) / 86_400_000 : undefined;
};

/**
 * The points that expire from today to EXPIRING_SOON_DAYS ahead (both included) and the first day
 * they do; undefined when none do. Past or unreadable dates are ignored.
 */
export function pointsExpiringSoon(
  batches: readonly ExpiringPoints[],
  today: IsoDate,
): ExpiringPoints | undefined {
  const start = dayNumber(today);
  if (start === undefined) return undefined;
  const soon = batches
    .filter((batch) => {
      const day = dayNumber(batch.expiresOn);
      return batch.points > 0 && day !== undefined && day >= start && day <= start + EXPIRING_SOON_DAYS;
    })
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
  const first = soon[0];
  if (first === undefined) return undefined;
  return { points: soon.reduce((sum, batch) => sum + batch.points, 0), expiresOn: first.expiresOn };
}

/** LOY-42: the periods of the point history filter, in months back from today (assumed). */
export const POINT_HISTORY_PERIODS = [1, 3, 6, 12] as const;
export type PointHistoryPeriod = (typeof POINT_HISTORY_PERIODS)[number];

export type PointHistoryKind = 'all' | 'earned' | 'spent';

export interface PointHistoryFilter {
  readonly months: PointHistoryPeriod;
  readonly kind: PointHistoryKind;
}

export const DEFAULT_POINT_HISTORY_FILTER: PointHistoryFilter = { months: 3, kind: 'all' };

/** Whether a line earned points (positive) or spent them. */
export function pointEntryKind(entry: Pick<PointHistoryEntry, 'points'>): 'earned' | 'spent' {
  return entry.points >= 0 ? 'earned' : 'spent';
}

/** The first day of a period: `months` calendar months before today (the day clamped to the month's end). */
export function periodStart(today: IsoDate, months: number): IsoDate | undefined {
  const parts = parseIsoDate(today);
  if (!parts) return undefined;
  const monthIndex = parts.year * 12 + (parts.month - 1) - months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(parts.day, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** LOY-42: the lines of the chosen period (today included) and kind, newest first. */
export function filterPointHistory(
  entries: readonly PointHistoryEntry[],
  filter: PointHistoryFilter,
  today: IsoDate,
): PointHistoryEntry[] {
  const from = periodStart(today, filter.months);
  if (from === undefined) return [];
  return entries
    .filter((entry) => {
      const day = entry.date.slice(0, 10);
      const inPeriod = day >= from && day <= today;
      return inPeriod && (filter.kind === 'all' || pointEntryKind(entry) === filter.kind);
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** LOY-42: lines per page of the point history (assumed). */
export const POINT_HISTORY_PAGE_SIZE = 10;

export interface Page<T> {
  readonly items: T[];
  /** 1-based, clamped to the pages there are. */
  readonly page: number;
  /** At least 1, so an empty list is one empty page. */
  readonly pageCount: number;
}

/** One page of a list; a page outside the range shows the nearest one. */
export function pageOf<T>(items: readonly T[], page: number, size = POINT_HISTORY_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(pageCount, Math.max(1, Math.trunc(page) || 1));
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}

/** LOY-43: each service with its rate (matched by service code); a rate with no positive amount is none. */
export function withPointRates(
  services: readonly PointService[],
  rates: readonly PointRate[],
): PointService[] {
  return services.map((service) => {
    const rate = rates.find((candidate) => candidate.code === service.code && candidate.amount > 0);
    return { ...service, rate };
  });
}
