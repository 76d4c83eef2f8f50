import { describe, expect, it } from 'vitest';
import { readPromoMenu } from './memberData';

describe('the stored promotion menu', () => {
  it('reads both names of each category', () => {
    window.localStorage.setItem(
      'vplus_promoMenu',
      JSON.stringify([{ id: '7', name: { vi: 'Ẩm thực', en: 'Food & drink' } }]),
    );
    expect(readPromoMenu(window.localStorage)).toEqual([
      { id: '7', name: { vi: 'Ẩm thực', en: 'Food & drink' } },
    ]);
  });

  it('reads a menu kept before names came in both languages, and skips what it cannot read', () => {
    window.localStorage.setItem('vplus_promoMenu', JSON.stringify([{ id: '7', name: 'Ẩm thực' }, { id: 8 }]));
    expect(readPromoMenu(window.localStorage)).toEqual([{ id: '7', name: { vi: 'Ẩm thực', en: undefined } }]);
    window.localStorage.setItem('vplus_promoMenu', 'not json');
    expect(readPromoMenu(window.localStorage)).toEqual([]);
  });
});
