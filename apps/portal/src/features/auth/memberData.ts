import type { ApiClient } from '@selfcare/api-client';
import { toMemberInfo, toMemberTokens, toPromotionCategory } from '@selfcare/api-client';
import type { MemberOutcome } from '@selfcare/domain';
import { NOT_A_MEMBER_CODE, memberOutcome } from '@selfcare/domain';
import { localKeys } from '../../lib/storage';

/** Local-storage keys of the loyalty data a sign-out resets (DOM-02). */
const loyaltyKeys = [
  localKeys.loyaltyTokenDev,
  localKeys.loyaltyTokenMember,
  localKeys.loyaltyTokenMemberEsc,
  localKeys.loyaltyUserInfo,
  localKeys.loyaltyPromoMenu,
  localKeys.updateEmail,
] as const;

function store(storage: Storage, key: string, value: string | undefined): void {
  if (value === undefined) storage.removeItem(key);
  else storage.setItem(key, value);
}

/**
 * DOM-13 … DOM-15: after a login, member tokens, then member info, then promotion categories, in
 * that order, kept in local storage (ENT-09 … ENT-12). A loyalty failure never undoes the login:
 * the answer is then `null` and the default menu stays.
 */
export async function loadMemberData(
  client: ApiClient,
  storage: Storage,
  msisdn: string,
  path: string,
): Promise<MemberOutcome | null> {
  for (const key of loyaltyKeys) storage.removeItem(key);
  const tokenAnswer = await client.call('getTokenHoiVien', { domain: window.location.hostname, msisdn });
  if (!tokenAnswer.ok) return null;
  const tokens = toMemberTokens(tokenAnswer.data.result);
  store(storage, localKeys.loyaltyTokenDev, tokens.dev);
  store(storage, localKeys.loyaltyTokenMember, tokens.member);
  store(storage, localKeys.loyaltyTokenMemberEsc, tokens.memberEsc);

  const infoAnswer = await client.call('getLayThongTinChungMobileV2', { token: tokens.member ?? '', msisdn });
  if (!infoAnswer.ok) {
    const code = infoAnswer.error.kind === 'business' ? infoAnswer.error.code : null;
    return code === NOT_A_MEMBER_CODE ? memberOutcome(code, path) : null; // DOM-14: default promo menu (nothing stored)
  }
  const member = toMemberInfo(infoAnswer.data.ThongTinHoiVien);
  storage.setItem(localKeys.loyaltyUserInfo, JSON.stringify(member));
  storage.setItem(localKeys.updateEmail, 'true'); // DOM-15

  const categories = await client.call('catalogDiscounts', {
    parentCategoryId: -1,
    status: 1,
    priority: 'asc',
    LoaiUuDai_Hang: member.tier,
    msisdn,
  });
  if (categories.ok)
    storage.setItem(
      localKeys.loyaltyPromoMenu,
      JSON.stringify(categories.data.result.map(toPromotionCategory)),
    );
  return memberOutcome(null, path);
}

/** SHELL-079: the promotion categories kept after login, if any. */
export function readPromoMenu(storage: Storage): { id: string; name: string }[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(localKeys.loyaltyPromoMenu) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is { id: string; name: string } =>
            typeof item?.id === 'string' && typeof item?.name === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** ROLE-10: member info is present only for a loyalty member. */
export function isLoyaltyMember(storage: Storage): boolean {
  return storage.getItem(localKeys.loyaltyUserInfo) !== null;
}
