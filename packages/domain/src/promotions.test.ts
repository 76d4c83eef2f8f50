import { describe, expect, it } from 'vitest';
import {
  activePromotions,
  isPromotionActive,
  promotionAmount,
  PROMOTIONS,
  TV_OFFER,
  vietnamDateOf,
  type Promotion,
} from './promotions';

const byRow = (rowId: string): Promotion => {
  const promotion = PROMOTIONS.find((p) => p.rowId === rowId);
  if (!promotion) throw new Error(`no promotion ${rowId}`);
  return promotion;
};
// 00:30 in Vietnam is 17:30 UTC on the day before.
const vn = (day: string, time = '12:00') => new Date(`${day}T${time}:00+07:00`);

describe('promotions', () => {
  it('CONST-71 50% voucher up to 50,000, once a month, 48 h, 10 Jan to 29 Feb 2024', () => {
    const p = byRow('CONST-71');
    expect(p.reward).toEqual({ kind: 'voucher', percent: 50, capDong: 50000 });
    expect([p.perCustomerPerMonth, p.deliveryHours]).toEqual([1, 48]);
    expect(isPromotionActive(p, vn('2024-01-10', '00:00'))).toBe(true);
    expect(isPromotionActive(p, vn('2024-02-29', '23:59'))).toBe(true);
    expect(isPromotionActive(p, vn('2024-03-01', '00:00'))).toBe(false);
    expect(promotionAmount(p, 200000)).toBe(50000);
  });

  it('CONST-72 15% cashback up to 15,000 on packages from 5,000, June and July 2024', () => {
    const p = byRow('CONST-72');
    expect(p.window).toEqual({ from: '2024-06-01', to: '2024-07-31' });
    expect(promotionAmount(p, 4999)).toBe(0);
    expect(promotionAmount(p, 50000)).toBe(7500);
    expect(promotionAmount(p, 500000)).toBe(15000);
    expect(p.deliveryHours).toBe(72);
  });

  it('CONST-73 50% cashback up to 35,000, 1 Nov to 25 Dec 2024, 48 h', () => {
    const p = byRow('CONST-73');
    expect(p.window).toEqual({ from: '2024-11-01', to: '2024-12-25' });
    expect(promotionAmount(p, 100000)).toBe(35000);
    expect(p.deliveryHours).toBe(48);
  });

  it('CONST-74 50% voucher up to 50,000, 26 Aug to 30 Sep 2024', () => {
    const p = byRow('CONST-74');
    expect(p.window).toEqual({ from: '2024-08-26', to: '2024-09-30' });
    expect(promotionAmount(p, 0)).toBe(0);
  });

  it('CONST-75 50% cashback up to 50,000, 3 a month, not from the main account, 17 Feb to 29 May 2025', () => {
    const p = byRow('CONST-75');
    expect(p.window).toEqual({ from: '2025-02-17', to: '2025-05-29' });
    expect([p.perCustomerPerMonth, p.deliveryHours]).toEqual([3, 72]);
    expect(p.notes).toContain('not valid when paying from the main mobile account');
  });

  it('CONST-76 300 points valid 3 months, one per customer, 26 Feb to 31 Dec 2025', () => {
    const p = byRow('CONST-76');
    expect(p.reward).toEqual({ kind: 'points', points: 300, validMonths: 3 });
    expect(p.perCustomerTotal).toBe(1);
    expect(promotionAmount(p, 100000)).toBe(0);
  });

  it('CONST-77 the TV offer', () => {
    expect(TV_OFFER).toEqual({
      fromDongPerMonth: 10000,
      approxChannels: 200,
      devicesPerAccount: 5,
      simultaneousStreams: 2,
    });
  });

  it('CONST-71 CONST-76 windows are read in Vietnam time and queried by the date passed in', () => {
    expect(vietnamDateOf(new Date('2025-02-25T17:30:00Z'))).toBe('2025-02-26');
    expect(activePromotions(new Date('2025-02-25T17:30:00Z')).map((p) => p.rowId)).toEqual([
      'CONST-75',
      'CONST-76',
    ]);
    expect(activePromotions(vn('2023-01-01'))).toEqual([]);
  });
});
