import { describe, expect, it } from 'vitest';
import { validatePointGift } from './gift';

const gift = { points: 300, giverMsisdn: '84912345678', recipientMsisdn: '0987654321', balance: 1000 };

describe('point gifting', () => {
  it('VAL-48 CONST-82 points are a positive multiple of 100', () => {
    expect(validatePointGift(gift)).toEqual({ ok: true, value: gift });
    for (const points of [150, 0, -100, 100.5]) {
      expect(validatePointGift({ ...gift, points })).toEqual({
        ok: false,
        error: 'IDS_GIFT_POINTS_MULTIPLE_OF_100',
      });
    }
  });

  it('VAL-49 the recipient differs from the giver in any number form', () => {
    expect(validatePointGift({ ...gift, recipientMsisdn: '0912345678' })).toEqual({
      ok: false,
      error: 'IDS_GIFT_RECIPIENT_IS_GIVER',
    });
  });

  it('VAL-50 the giver has enough points', () => {
    expect(validatePointGift({ ...gift, points: 1100 })).toEqual({
      ok: false,
      error: 'IDS_GIFT_NOT_ENOUGH_POINTS',
    });
    expect(validatePointGift({ ...gift, points: 1000 }).ok).toBe(true);
  });
});
