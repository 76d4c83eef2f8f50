import type {
  MemberInfo,
  MemberTier,
  MemberTokens,
  PointHistoryDetail,
  PointHistoryEntry,
  PointRate,
  PointService,
  PromotionCategory,
  TierBenefit,
} from '@selfcare/domain';
import type * as z from 'zod/mini';
import type {
  memberInfoRecord,
  pointDetailRecord,
  pointHistoryRecord,
  pointRateRecord,
  pointServiceRecord,
  promotionCategoryRecord,
  tierBenefitRecord,
} from '../contract';
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
    expiring: (record.DSDiemHetHan ?? []).map((batch) => ({
      points: batch.SoDiem,
      expiresOn: batch.NgayHetHan.slice(0, 10),
    })),
  };
}

/** LOY-42: a history line; the day is the first ten characters of the ISO time the server sends. */
export function toPointHistoryEntry(record: z.output<typeof pointHistoryRecord>): PointHistoryEntry {
  return {
    id: String(record.Id),
    points: record.SoDiem,
    description: record.NoiDung,
    date: record.NgayGiaoDich.slice(0, 10),
  };
}

/** LOY-42: the detail of one line. */
export function toPointHistoryDetail(record: z.output<typeof pointDetailRecord>): PointHistoryDetail {
  return {
    ...toPointHistoryEntry(record),
    channel: optional(record.KenhGiaoDich),
    expiresOn: optional(record.NgayHetHan)?.slice(0, 10),
  };
}

/** LOY-44: one privilege of a tier, in both languages. */
export function toTierBenefit(record: z.output<typeof tierBenefitRecord>): TierBenefit {
  return {
    id: String(record.Id),
    tier: toTier(record.HangHoiVienId),
    title: { vi: record.TenUuDai, en: optional(record.TenUuDaiEn) },
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

/** LOY-43: a service that earns points; its rate comes from another call (domain withPointRates). */
export function toPointService(record: z.output<typeof pointServiceRecord>): PointService {
  return {
    code: record.MaDichVu,
    name: { vi: record.TenDichVu, en: optional(record.TenDichVuEn) },
    rate: undefined,
  };
}

/** LOY-43: the earning rate of one service. */
export function toPointRate(record: z.output<typeof pointRateRecord>): PointRate {
  return { code: record.MaDichVu, amount: record.SoTien, points: record.SoDiem };
}
