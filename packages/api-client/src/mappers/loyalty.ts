import type { MemberInfo, MemberTier, MemberTokens, PromotionCategory } from '@selfcare/domain';
import type * as z from 'zod/mini';
import type { memberInfoRecord, promotionCategoryRecord } from '../contract';
import { optional } from './wire';

const tiers: readonly MemberTier[] = [1, 2, 3, 4, 5];

/** CONST-51: tiers 1 to 5; an out-of-range value reads as the base tier 1. */
function toTier(value: number): MemberTier {
  return tiers.find((tier) => tier === value) ?? 1;
}

/** ENT-29. */
export function toMemberInfo(record: z.output<typeof memberInfoRecord>): MemberInfo {
  return {
    tier: toTier(record.HangHoiVienMoiId),
    name: record.TenHoiVien,
    cardNumber: record.SoTheHoiVienVinaPhonePlus,
    points: record.TongDiem ?? undefined,
  };
}

/** ENT-28. */
export function toMemberTokens(result: {
  TokenDev?: string | null | undefined;
  TokenHoiVien?: string | null | undefined;
  TokenHoiVienEsc?: string | null | undefined;
}): MemberTokens {
  return {
    dev: optional(result.TokenDev),
    member: optional(result.TokenHoiVien),
    memberEsc: optional(result.TokenHoiVienEsc),
  };
}

/** ENT-30, LOY-12: both names are kept; the portal shows the one of the reader's language. */
export function toPromotionCategory(record: z.output<typeof promotionCategoryRecord>): PromotionCategory {
  return { id: record.id, name: { vi: record.categoryNameVie, en: optional(record.categoryNameEn) } };
}

/** LOY-20: the catalogDiscounts body of the menu's promotion categories, for a member's tier. */
export function promotionCategoriesRequest(input: { tier: MemberTier; msisdn: string }) {
  return {
    parentCategoryId: -1,
    status: 1,
    priority: 'asc',
    LoaiUuDai_Hang: input.tier,
    msisdn: input.msisdn,
  };
}
