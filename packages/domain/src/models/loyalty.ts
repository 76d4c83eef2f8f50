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
