import { describe, expect, it } from 'vitest';
import {
  filterPointHistory,
  MEMBER_TIER_KEYS,
  nextTierProgress,
  pageOf,
  periodStart,
  pointsExpiringSoon,
  withPointRates,
} from './loyalty';
import { memberCardReducer, memberCardTextTone, MEMBER_CARD_INITIAL } from './machines/member-card';
import { validateCancelReason } from './forms/membership';
import type { PointHistoryEntry } from './models/loyalty';

describe('tiers', () => {
  it('CONST-51 five tiers in order, 1 Thành viên to 5 Kim cương', () => {
    expect(Object.entries(MEMBER_TIER_KEYS)).toEqual([
      ['1', 'member'],
      ['2', 'silver'],
      ['3', 'titanium'],
      ['4', 'gold'],
      ['5', 'diamond'],
    ]);
  });

  it('CONST-51 the points still needed for the next tier; none above the top tier', () => {
    expect(nextTierProgress(1, 1_250)).toEqual({ tier: 2, pointsNeeded: 750 });
    expect(nextTierProgress(4, 28_450)).toEqual({ tier: 5, pointsNeeded: 21_550 });
    expect(nextTierProgress(2, 9_000)).toEqual({ tier: 3, pointsNeeded: 0 });
    expect(nextTierProgress(1, -5)).toEqual({ tier: 2, pointsNeeded: 2_000 });
    expect(nextTierProgress(5, 96_000)).toBeUndefined();
  });

  it('CONST-52 tier 4 has dark text on its card, the others light', () => {
    expect([1, 2, 3, 4, 5].map(memberCardTextTone)).toEqual(['light', 'light', 'light', 'dark', 'light']);
  });
});

describe('member card', () => {
  it('DOM-30 a click flips the card and back; LOY-36 the toggle switches QR and barcode', () => {
    const flipped = memberCardReducer(MEMBER_CARD_INITIAL, { type: 'flipped' });
    expect(flipped.side).toBe('back');
    expect(memberCardReducer(flipped, { type: 'flipped' }).side).toBe('front');
    expect(memberCardReducer(MEMBER_CARD_INITIAL, { type: 'codeToggled' }).code).toBe('barcode');
  });

  it('VAL-24 the cancel reason is required and trimmed', () => {
    expect(validateCancelReason('   ').ok).toBe(false);
    expect(validateCancelReason(' Ít dùng ')).toEqual({ ok: true, value: 'Ít dùng' });
  });
});

describe('points expiring soon', () => {
  const today = '2026-11-25';
  it('LOY-01 sums the points expiring within 30 days (both ends included), first day first', () => {
    const soon = pointsExpiringSoon(
      [
        { points: 300, expiresOn: '2026-12-25' },
        { points: 200, expiresOn: '2026-11-25' },
        { points: 999, expiresOn: '2026-12-26' },
        { points: 50, expiresOn: '2026-11-24' },
        { points: 10, expiresOn: 'soon' },
      ],
      today,
    );
    expect(soon).toEqual({ points: 500, expiresOn: '2026-11-25' });
  });

  it('LOY-01 nothing expiring soon reads as undefined', () => {
    expect(pointsExpiringSoon([{ points: 100, expiresOn: '2027-06-01' }], today)).toBeUndefined();
    expect(pointsExpiringSoon([], today)).toBeUndefined();
  });
});

describe('point history', () => {
  const entry = (id: number, points: number, date: string): PointHistoryEntry => ({
    id: String(id),
    points,
    description: `line ${id}`,
    date,
  });
  const entries = [
    entry(1, 100, '2026-11-20'),
    entry(2, -300, '2026-10-01'),
    entry(3, 50, '2026-08-25'),
    entry(4, -20, '2026-05-25'),
    entry(5, 70, '2025-11-24'),
    entry(6, 10, '2026-11-26'),
  ];

  it('LOY-42 a period is whole calendar months back, clamped to the month end', () => {
    expect(periodStart('2026-11-25', 3)).toBe('2026-08-25');
    expect(periodStart('2026-03-31', 1)).toBe('2026-02-28');
    expect(periodStart('2026-01-15', 12)).toBe('2025-01-15');
    expect(periodStart('not a day', 1)).toBeUndefined();
  });

  it('LOY-42 filters by period and by earned or spent, newest first', () => {
    const ids = (months: 1 | 3 | 6 | 12, kind: 'all' | 'earned' | 'spent') =>
      filterPointHistory(entries, { months, kind }, '2026-11-25').map((line) => line.id);
    expect(ids(3, 'all')).toEqual(['1', '2', '3']);
    expect(ids(12, 'earned')).toEqual(['1', '3']);
    expect(ids(12, 'spent')).toEqual(['2', '4']);
    expect(ids(1, 'all')).toEqual(['1']);
  });

  it('LOY-42 pages of 10; an out-of-range page shows the nearest; an empty list is one empty page', () => {
    const numbers = Array.from({ length: 23 }, (_, index) => index);
    expect(pageOf(numbers, 1)).toMatchObject({ page: 1, pageCount: 3, items: numbers.slice(0, 10) });
    expect(pageOf(numbers, 3).items).toEqual([20, 21, 22]);
    expect(pageOf(numbers, 9).page).toBe(3);
    expect(pageOf(numbers, 0).page).toBe(1);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

describe('point services', () => {
  it('LOY-43 each service gets its rate by code; no rate or a zero amount reads as none', () => {
    const service = (code: string) => ({ code, name: { vi: code, en: undefined }, rate: undefined });
    const joined = withPointRates(
      [service('TOPUP'), service('DATA'), service('BILL')],
      [
        { code: 'TOPUP', amount: 10_000, points: 1 },
        { code: 'BILL', amount: 0, points: 5 },
      ],
    );
    expect(joined.map((line) => line.rate)).toEqual([
      { code: 'TOPUP', amount: 10_000, points: 1 },
      undefined,
      undefined,
    ]);
  });
});
