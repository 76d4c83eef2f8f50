/**
 * LOY-42: the point history's filter and page live in the page's address, so a reload or a shared link
 * shows the same lines and the browser's Back undoes a change (issue 15). Unknown or missing values read
 * as the defaults; the defaults are left out of the address, so the plain path is the default view.
 */
import {
  DEFAULT_POINT_HISTORY_FILTER,
  POINT_HISTORY_PERIODS,
  type PointHistoryFilter,
  type PointHistoryKind,
  type PointHistoryPeriod,
} from './loyalty';

export interface PointHistoryView {
  readonly filter: PointHistoryFilter;
  /** 1-based; the page clamps it to the pages there are (pageOf). */
  readonly page: number;
}

export const DEFAULT_POINT_HISTORY_VIEW: PointHistoryView = { filter: DEFAULT_POINT_HISTORY_FILTER, page: 1 };

/** The names of the address's search params (assumed). */
export const POINT_HISTORY_PARAMS = { months: 'months', kind: 'kind', page: 'page' } as const;

const KINDS: readonly PointHistoryKind[] = ['all', 'earned', 'spent'];

const readMonths = (raw: string | null): PointHistoryPeriod =>
  POINT_HISTORY_PERIODS.find((months) => String(months) === raw) ?? DEFAULT_POINT_HISTORY_FILTER.months;

const readKind = (raw: string | null): PointHistoryKind =>
  KINDS.find((kind) => kind === raw) ?? DEFAULT_POINT_HISTORY_FILTER.kind;

const readPage = (raw: string | null): number =>
  raw !== null && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;

/** The view an address asks for; `get` reads one search param (URLSearchParams#get). */
export function readPointHistoryView(get: (name: string) => string | null): PointHistoryView {
  return {
    filter: {
      months: readMonths(get(POINT_HISTORY_PARAMS.months)),
      kind: readKind(get(POINT_HISTORY_PARAMS.kind)),
    },
    page: readPage(get(POINT_HISTORY_PARAMS.page)),
  };
}

/** The search params of a view, without the default values. */
export function pointHistorySearch(view: PointHistoryView): Record<string, string> {
  const search: Record<string, string> = {};
  if (view.filter.months !== DEFAULT_POINT_HISTORY_FILTER.months)
    search[POINT_HISTORY_PARAMS.months] = String(view.filter.months);
  if (view.filter.kind !== DEFAULT_POINT_HISTORY_FILTER.kind)
    search[POINT_HISTORY_PARAMS.kind] = view.filter.kind;
  const page = Math.max(1, Math.trunc(view.page) || 1);
  if (page !== 1) search[POINT_HISTORY_PARAMS.page] = String(page);
  return search;
}
