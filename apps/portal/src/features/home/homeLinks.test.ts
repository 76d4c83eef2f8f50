import { describe, expect, it, vi } from 'vitest';
import { allNewsHref, quickActions, roamingSectionId } from './homeLinks';

describe('home shortcuts', () => {
  it('SHELL-101 a guest is asked to sign in for top-up, card and bill; the rest are links', () => {
    const onGuestService = vi.fn();
    const actions = quickActions(false, onGuestService);
    expect(actions.filter((action) => action.onSelect).map((action) => action.key)).toEqual([
      'topUp',
      'buyCard',
      'payBill',
    ]);
    actions.find((action) => action.key === 'payBill')?.onSelect?.();
    expect(onGuestService).toHaveBeenCalledWith('/tinh-nang/thanh-toan-dich-vu');
  });

  it('SHELL-044 … SHELL-046 a subscriber follows the same shortcut paths as the footer', () => {
    const actions = quickActions(true, vi.fn());
    expect(actions.every((action) => action.onSelect === undefined)).toBe(true);
    expect(Object.fromEntries(actions.map((action) => [action.key, action.href]))).toEqual({
      topUp: '/tinh-nang/nap-tien',
      buyCard: '/tinh-nang/mua-ma-the',
      payBill: '/tinh-nang/thanh-toan-dich-vu',
      findStore: '/tinh-nang/dia-diem-cua-hang',
      support: '/tinh-nang/gui-yeu-cau',
      roaming: `#${roamingSectionId}`,
    });
  });

  it('SRCH-08 the news list of every group is the news page without an article', () => {
    expect(allNewsHref).toBe('/tinh-nang/tin-tuc?tab=all');
  });
});
