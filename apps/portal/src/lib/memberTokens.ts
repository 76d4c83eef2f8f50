import type { MemberTokens } from '@selfcare/domain';
import { localKeys } from './storage';

/** ENT-09 … ENT-11: the loyalty member tokens in local storage, where the loyalty envelope reads them. */
export function storeMemberTokens(storage: Storage, tokens: MemberTokens): void {
  const keep = (key: string, value: string | undefined) =>
    value === undefined ? storage.removeItem(key) : storage.setItem(key, value);
  keep(localKeys.loyaltyTokenDev, tokens.dev);
  keep(localKeys.loyaltyTokenMember, tokens.member);
  keep(localKeys.loyaltyTokenMemberEsc, tokens.memberEsc);
}
