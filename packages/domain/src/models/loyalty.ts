import type { LocalizedName } from '../localized';

/** CONST-51: member tiers 1 to 5. */
export type MemberTier = 1 | 2 | 3 | 4 | 5;

/** ENT-29: loyalty member info. */
export interface MemberInfo {
  readonly tier: MemberTier;
  readonly name: string;
  readonly cardNumber: string;
  /** The member's points (assumed field TongDiem; undefined when not answered). */
  readonly points?: number | undefined;
  /** Points that expire, by day (assumed field DSDiemHetHan; empty when not answered). */
  readonly expiring?: readonly ExpiringPoints[] | undefined;
}

/** ENT-28: the tokens returned by getTokenHoiVien. */
export interface MemberTokens {
  readonly dev: string | undefined;
  readonly member: string | undefined;
  readonly memberEsc: string | undefined;
}

/** ENT-30: a promotion category of the loyalty menu (LOY-12: labelled in the reader's language). */
export interface PromotionCategory {
  readonly id: string;
  readonly name: LocalizedName;
}

/** LOY-42 (assumed fields): one line of the point history; positive points were earned, negative spent. */
export interface PointHistoryEntry {
  readonly id: string;
  readonly points: number;
  readonly description: string;
  /** The day of the transaction, 'YYYY-MM-DD'. */
  readonly date: string;
}

/** LOY-42 (assumed fields): the detail of one point-history line (getChiTietDiemThongTinBoSung). */
export interface PointHistoryDetail extends PointHistoryEntry {
  /** Where the points came from or went (a channel or service name). */
  readonly channel: string | undefined;
  /** When earned points expire, 'YYYY-MM-DD'; undefined for spent points. */
  readonly expiresOn: string | undefined;
}

/** Points that expire on one day (assumed field of the member info). */
export interface ExpiringPoints {
  readonly points: number;
  readonly expiresOn: string;
}

/** LOY-44 (assumed fields): one privilege of a tier. */
export interface TierBenefit {
  readonly id: string;
  readonly tier: MemberTier;
  readonly title: LocalizedName;
}

/** LOY-43 (assumed fields): `points` earned for every `amount` dong spent on the service `code`. */
export interface PointRate {
  readonly code: string;
  readonly amount: number;
  readonly points: number;
}

/** LOY-43 (assumed fields): a service that earns points, and its rate when the operator gives one. */
export interface PointService {
  readonly code: string;
  readonly name: LocalizedName;
  readonly rate: PointRate | undefined;
}
