import type { QuickAction } from '@selfcare/ui';
import { paths } from '../../config/paths';

/** The id of the home's roaming explanation: the roaming shortcut jumps there. */
export const roamingSectionId = 'chuyen-vung-quoc-te';

/** The news list of every group (SRCH-08: /tinh-nang/tin-tuc without an id). */
export const allNewsHref = `${paths.newsDetail.path}?${new URLSearchParams({ tab: 'all' }).toString()}`;

/** SHELL-101: the shortcuts that open the external payment site, for a signed-in subscriber only. */
const signInFirst = new Set(['topUp', 'buyCard', 'payBill']);

/**
 * SHELL-002: the home's shortcuts. Top-up, card and bill are the footer's guarded services (a guest
 * gets the sign-in confirm, SHELL-101); store and support go where the header's support menu does;
 * roaming jumps to the explanation on the home itself (its page opens only with a token).
 */
export function quickActions(signedIn: boolean, onGuestService: (href: string) => void): QuickAction[] {
  const actions: Omit<QuickAction, 'onSelect'>[] = [
    { key: 'topUp', href: paths.features.getHref('nap-tien') },
    { key: 'buyCard', href: paths.features.getHref('mua-ma-the') },
    { key: 'payBill', href: paths.features.getHref('thanh-toan-dich-vu') },
    { key: 'findStore', href: paths.features.getHref('dia-diem-cua-hang') },
    { key: 'support', href: paths.features.getHref('gui-yeu-cau') },
    { key: 'roaming', href: `#${roamingSectionId}` },
  ];
  return actions.map((action) =>
    !signedIn && signInFirst.has(action.key)
      ? { ...action, onSelect: () => onGuestService(action.href) }
      : action,
  );
}
