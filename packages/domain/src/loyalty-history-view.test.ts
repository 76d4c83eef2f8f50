import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POINT_HISTORY_PERIODS } from './loyalty';
import {
  DEFAULT_POINT_HISTORY_VIEW,
  pointHistorySearch,
  readPointHistoryView,
  type PointHistoryView,
} from './loyalty-history-view';

/** The view of an address's search params (as URLSearchParams#get reads them). */
const fromSearch = (params: Readonly<Record<string, string>>) =>
  readPointHistoryView((name) => params[name] ?? null);

const view = fc.record({
  filter: fc.record({
    months: fc.constantFrom(...POINT_HISTORY_PERIODS),
    kind: fc.constantFrom('all' as const, 'earned' as const, 'spent' as const),
  }),
  page: fc.integer({ min: 1, max: 999_999 }),
}) satisfies fc.Arbitrary<PointHistoryView>;

describe('point history view in the address', () => {
  it('LOY-42 an address without params is the default view (3 months, all, page 1)', () => {
    expect(fromSearch({})).toEqual(DEFAULT_POINT_HISTORY_VIEW);
    expect(pointHistorySearch(DEFAULT_POINT_HISTORY_VIEW)).toEqual({});
  });

  it('LOY-42 reads the period, the kind and the page', () => {
    expect(fromSearch({ months: '12', kind: 'spent', page: '3' })).toEqual({
      filter: { months: 12, kind: 'spent' },
      page: 3,
    });
  });

  it('LOY-42 unknown values read as the defaults', () => {
    expect(fromSearch({ months: '2', kind: 'stolen', page: '0' })).toEqual(DEFAULT_POINT_HISTORY_VIEW);
    expect(fromSearch({ page: '-4' }).page).toBe(1);
    expect(fromSearch({ page: '1e3' }).page).toBe(1);
    expect(fromSearch({ page: '9999999' }).page).toBe(1);
  });

  it('LOY-42 writing a view and reading it back gives the same view (property)', () => {
    fc.assert(
      fc.property(view, (shown) => {
        expect(fromSearch(pointHistorySearch(shown))).toEqual(shown);
      }),
    );
  });

  it('LOY-42 any address reads as a view the page can show (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('months', 'kind', 'page', 'x'), fc.string()), (raw) => {
        const read = fromSearch(raw);
        expect(POINT_HISTORY_PERIODS).toContain(read.filter.months);
        expect(['all', 'earned', 'spent']).toContain(read.filter.kind);
        expect(Number.isSafeInteger(read.page) && read.page >= 1).toBe(true);
      }),
    );
  });
});
