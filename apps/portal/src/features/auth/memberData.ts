import type { Queries } from '@selfcare/api-client/query';
import type { MemberOutcome, PromotionCategory } from '@selfcare/domain';
import { NOT_A_MEMBER_CODE, memberOutcome } from '@selfcare/domain';
import type { QueryClient } from '@tanstack/react-query';
import { apiErrorOf } from '../../lib/apiErrorMessage';
import { storeMemberTokens } from '../../lib/memberTokens';
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

/** A query's data, or the business code it failed with (null for any other failure). */
async function settle<T>(
  pending: Promise<T>,
): Promise<{ ok: true; data: T } | { ok: false; code: string | null }> {
  try {
    return { ok: true, data: await pending };
  } catch (thrown) {
    const error = apiErrorOf(thrown);
    return { ok: false, code: error?.kind === 'business' ? error.code : null };
  }
}

/**
 * DOM-13 … DOM-15: after a login, member tokens, then member info, then promotion categories, in
 * that order, kept in local storage (ENT-09 … ENT-12). A loyalty failure never undoes the login:
 * the answer is then `null` and the default menu stays.
 */
export async function loadMemberData(
  portal: { queryClient: QueryClient; queries: Queries },
  storage: Storage,
  msisdn: string,
  path: string,
): Promise<MemberOutcome | null> {
  const { queryClient, queries } = portal;
  for (const key of loyaltyKeys) storage.removeItem(key);
  const tokens = await settle(
    queryClient.fetchQuery(queries.loyaltyQueries.tokens({ domain: window.location.hostname, msisdn })),
  );
  if (!tokens.ok) return null;
  storeMemberTokens(storage, tokens.data);

  const member = await settle(
    queryClient.fetchQuery(queries.loyaltyQueries.memberInfo({ token: tokens.data.member ?? '', msisdn })),
  );
  if (!member.ok) {
    // DOM-14: a non-member keeps the default promo menu (nothing stored).
    return member.code === NOT_A_MEMBER_CODE ? memberOutcome(member.code, path) : null;
  }
  storage.setItem(localKeys.loyaltyUserInfo, JSON.stringify(member.data));
  storage.setItem(localKeys.updateEmail, 'true'); // DOM-15

  const categories = await settle(
    queryClient.fetchQuery(queries.loyaltyQueries.promotionCategories({ tier: member.data.tier, msisdn })),
  );
  if (categories.ok) storage.setItem(localKeys.loyaltyPromoMenu, JSON.stringify(categories.data));
  return memberOutcome(null, path);
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A stored category; one kept before names came in both languages has a plain Vietnamese name. */
function readCategory(item: unknown): PromotionCategory[] {
  const { id, name } = (item ?? {}) as { id?: unknown; name?: unknown };
  if (!isText(id)) return [];
  if (isText(name)) return [{ id, name: { vi: name, en: undefined } }];
  const { vi, en } = (name ?? {}) as { vi?: unknown; en?: unknown };
  return isText(vi) ? [{ id, name: { vi, en: isText(en) ? en : undefined } }] : [];
}

/** SHELL-079: the promotion categories kept after login, if any. */
export function readPromoMenu(storage: Storage): PromotionCategory[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(localKeys.loyaltyPromoMenu) ?? '[]');
    return Array.isArray(parsed) ? parsed.flatMap(readCategory) : [];
  } catch {
    return [];
  }
}

/** ROLE-10: member info is present only for a loyalty member. */
export function isLoyaltyMember(storage: Storage): boolean {
  return storage.getItem(localKeys.loyaltyUserInfo) !== null;
}
