import type { IsoDate } from '../dates';
import type { LocalizedName } from '../localized';

/** LOY-45, LOY-46: a programme is exchanged for a voucher (a code) or a gift (delivered or added). */
export type OfferKind = 'voucher' | 'gift';

/** LOY-08, LOY-52 (assumed fields): one programme of a promotion category, as its card shows it. */
export interface Offer {
  readonly id: string;
  readonly categoryId: string;
  readonly kind: OfferKind;
  readonly title: LocalizedName;
  readonly partner: string;
  /** The points one redemption costs. */
  readonly points: number;
  /** The server's image address, not yet checked (pass it through safeImageUrl). */
  readonly imageUrl: string | undefined;
  /** The last day it can be redeemed, 'YYYY-MM-DD'. */
  readonly validUntil: IsoDate;
  /** The area (apidmdiaban code) where it is used; undefined for everywhere. */
  readonly areaCode: string | undefined;
  /** Redemptions left. */
  readonly stock: number;
}

/** LOY-47: the detail of a programme; its conditions are server HTML (ui SafeHtml only). */
export interface OfferDetail extends Offer {
  readonly conditionsHtml: string;
  /** How many times a member may redeem it in a calendar month. */
  readonly monthlyLimit: number;
}

/** LOY-55 (assumed fields): an area of apidmdiaban. */
export interface LoyaltyArea {
  readonly code: string;
  readonly name: string;
}

/** LOY-48: what apiKiemTraNhanUuDai answers before the member confirms. */
export interface RedeemCheck {
  readonly eligible: boolean;
  /** The server's reason when not eligible. */
  readonly reason: string | undefined;
  /** The refusal's code: a limit's (ERR-51) is shown as its §8 label, not as `reason`. */
  readonly reasonCode: string | undefined;
  readonly points: number;
  readonly balance: number;
}

/** LOY-48: what a redemption hands back. */
export interface RedeemedOffer {
  readonly code: string;
  readonly pointsLeft: number;
  readonly expiresOn: IsoDate;
}

/** LOY-05, LOY-06: the state of a voucher or gift of the member's. */
export type VoucherState = 'usable' | 'used' | 'expired';

/** LOY-05 … LOY-07, LOY-49 (assumed fields): a voucher or gift the member holds or held. */
export interface MemberVoucher {
  readonly id: string;
  readonly offerId: string;
  readonly kind: OfferKind;
  readonly title: LocalizedName;
  readonly partner: string;
  readonly code: string;
  readonly points: number;
  readonly redeemedOn: IsoDate;
  readonly expiresOn: IsoDate;
  readonly usedOn: IsoDate | undefined;
}

/** LOY-49 (assumed): the steps of a gift's delivery, in order. */
export type GiftDeliveryStep = 'preparing' | 'shipping' | 'delivered';

/** LOY-49: where a gift is, and when each step it reached was reached. */
export interface GiftTracking {
  readonly step: GiftDeliveryStep;
  readonly reached: readonly { readonly step: GiftDeliveryStep; readonly at: string }[];
}

/** LOY-50: whether the member may rate a used voucher, and the stars they gave. */
export interface RatingCheck {
  readonly canRate: boolean;
  readonly stars: number | undefined;
}

/** LOY-57 (assumed fields): who would receive a point gift. */
/**
 * LOY-57, issue 47: the recipient as the lookup answers them, the same for a member and a stranger (no
 * name, no membership, no allowance): whether they can receive is told once the giver's code is proven.
 */
export interface GiftRecipient {
  readonly msisdn: string;
  /** The giver's points now (VAL-50 is checked again against them). */
  readonly giverPoints: number;
}
