/** Issue 16: the loyalty offers' wire records (assumed fields, contract/loyaltyOffers.ts) as domain models. */
import type {
  GiftRecipient,
  GiftTracking,
  LoyaltyArea,
  MemberVoucher,
  Offer,
  OfferDetail,
  RedeemCheck,
  RatingCheck,
  RedeemedOffer,
} from '@selfcare/domain';
import type * as z from 'zod/mini';
import type {
  giftTrackingRecord,
  loyaltyAreaRecord,
  memberVoucherRecord,
  offerDetailRecord,
  offerRecord,
  ratingCheckRecord,
  redeemCheckRecord,
  redeemRecord,
} from '../contract/loyaltyOffers';
import type { giftRecipientRecord } from '../contract/loyaltyGifting';
import { optional } from './wire';

const dayOf = (text: string) => text.slice(0, 10);

/** LOY-52. */
export function toOffer(record: z.output<typeof offerRecord>): Offer {
  return {
    id: record.id,
    categoryId: record.categoryId,
    kind: record.loai,
    title: { vi: record.tenUuDai, en: optional(record.tenUuDaiEn) },
    partner: record.doiTac,
    points: record.soDiem,
    imageUrl: optional(record.hinhAnh),
    validUntil: dayOf(record.hanSuDung),
    areaCode: optional(record.maDiaBan),
    stock: Math.max(0, record.soLuongConLai),
  };
}

/** LOY-47: the conditions stay HTML here; only the ui's SafeHtml renders them. */
export function toOfferDetail(record: z.output<typeof offerDetailRecord>): OfferDetail {
  return { ...toOffer(record), conditionsHtml: record.dieuKien, monthlyLimit: record.gioiHanThang };
}

export function toLoyaltyArea(record: z.output<typeof loyaltyAreaRecord>): LoyaltyArea {
  return { code: record.maDiaBan, name: record.tenDiaBan };
}

/** LOY-48. */
export function toRedeemCheck(record: z.output<typeof redeemCheckRecord>): RedeemCheck {
  return {
    eligible: record.duocNhan,
    reason: optional(record.lyDo),
    reasonCode: optional(record.maLyDo),
    points: record.soDiem,
    balance: record.diemHienTai,
  };
}

/** LOY-48: the voucher of a redemption; undefined for the answer that only sent the code. */
export function toRedeemedOffer(record: z.output<typeof redeemRecord>): RedeemedOffer | undefined {
  const code = optional(record.maUuDai);
  if (code === undefined || record.diemConLai === undefined) return undefined;
  return { code, pointsLeft: record.diemConLai, expiresOn: dayOf(record.hanSuDung ?? '') };
}

/** LOY-05 … LOY-07. */
export function toMemberVoucher(record: z.output<typeof memberVoucherRecord>): MemberVoucher {
  const usedOn = optional(record.ngaySuDung);
  return {
    id: record.id,
    offerId: record.idUuDai,
    kind: record.loai,
    title: { vi: record.tenUuDai, en: optional(record.tenUuDaiEn) },
    partner: record.doiTac,
    code: record.maUuDai,
    points: record.soDiem,
    redeemedOn: dayOf(record.ngayNhan),
    expiresOn: dayOf(record.hanSuDung),
    usedOn: usedOn === undefined ? undefined : dayOf(usedOn),
  };
}

/** LOY-49. */
export function toGiftTracking(record: z.output<typeof giftTrackingRecord>): GiftTracking {
  return {
    step: record.trangThai,
    reached: record.buoc.map((step) => ({ step: step.trangThai, at: step.thoiGian })),
  };
}

/** LOY-50. */
export function toRatingCheck(record: z.output<typeof ratingCheckRecord>): RatingCheck {
  return { canRate: record.duocDanhGia, stars: record.soSao ?? undefined };
}

/** LOY-57. */
export function toGiftRecipient(record: z.output<typeof giftRecipientRecord>): GiftRecipient {
  return {
    msisdn: record.sdtNhan,
    giverPoints: record.diemHienTai,
  };
}
