/**
 * VinaPhone Plus, part 2 (issue 16): the offers of a category, their filter (kept in the address), the
 * state of a member's vouchers and the §8 limit labels. Choices where the spec is silent are in
 * docs/decisions/loyalty.md ("Part 2").
 */
import type { IsoDate } from './dates';
import type { MemberVoucher, Offer, VoucherState } from './models/loyalty-offers';

// The part 2 models ride with its rules (models/index.ts stays as part 1 left it).
export type * from './models/loyalty-offers';

/** LOY-52: how the offers of a category can be ordered; the first is the default. */
export const OFFER_SORTS = ['pointsAsc', 'pointsDesc', 'endingSoon'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

/** LOY-52: what the member narrows a category's offers to (all optional but the order). */
export interface OfferFilter {
  readonly minPoints: number | undefined;
  readonly maxPoints: number | undefined;
  readonly partner: string | undefined;
  readonly area: string | undefined;
  readonly sort: OfferSort;
}

export const DEFAULT_OFFER_FILTER: OfferFilter = {
  minPoints: undefined,
  maxPoints: undefined,
  partner: undefined,
  area: undefined,
  sort: 'pointsAsc',
};

/** The address parameters of the filter (beside the page's own `id`, the category). */
export const OFFER_FILTER_PARAMS = {
  minPoints: 'min',
  maxPoints: 'max',
  partner: 'partner',
  area: 'area',
  sort: 'sort',
} as const;

const pointsParam = (raw: string | null): number | undefined => {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  return Number(raw);
};

const textParam = (raw: string | null): string | undefined => {
  const text = raw?.trim() ?? '';
  return text === '' ? undefined : text;
};

/**
 * LOY-52: the filter an address holds. Anything it cannot read (letters for points, an unknown order)
 * falls back to "no limit" or the default order, so a hand-edited link still opens the category.
 */
export function parseOfferFilter(params: { get(name: string): string | null }): OfferFilter {
  const sort = params.get(OFFER_FILTER_PARAMS.sort);
  return {
    minPoints: pointsParam(params.get(OFFER_FILTER_PARAMS.minPoints)),
    maxPoints: pointsParam(params.get(OFFER_FILTER_PARAMS.maxPoints)),
    partner: textParam(params.get(OFFER_FILTER_PARAMS.partner)),
    area: textParam(params.get(OFFER_FILTER_PARAMS.area)),
    sort: OFFER_SORTS.find((known) => known === sort) ?? DEFAULT_OFFER_FILTER.sort,
  };
}

/** LOY-52: the address parameters of a filter; what is unset or default is left out (short, shareable links). */
export function offerFilterParams(filter: OfferFilter): [string, string][] {
  const entries: [string, string | undefined][] = [
    [OFFER_FILTER_PARAMS.minPoints, filter.minPoints?.toString()],
    [OFFER_FILTER_PARAMS.maxPoints, filter.maxPoints?.toString()],
    [OFFER_FILTER_PARAMS.partner, filter.partner],
    [OFFER_FILTER_PARAMS.area, filter.area],
    [OFFER_FILTER_PARAMS.sort, filter.sort === DEFAULT_OFFER_FILTER.sort ? undefined : filter.sort],
  ];
  return entries.flatMap(([name, value]) => (value === undefined ? [] : [[name, value]]));
}

const byOrder: Record<OfferSort, (a: Offer, b: Offer) => number> = {
  pointsAsc: (a, b) => a.points - b.points,
  pointsDesc: (a, b) => b.points - a.points,
  endingSoon: (a, b) => a.validUntil.localeCompare(b.validUntil),
};

/**
 * LOY-52: the offers the filter keeps, in its order (ties keep the server's order). The points range
 * includes both ends; a range given the wrong way round is read the right way round. An offer without
 * an area is used everywhere, so it stays whatever area is chosen.
 */
export function filterOffers(offers: readonly Offer[], filter: OfferFilter): Offer[] {
  const from = filter.minPoints ?? 0;
  const to = filter.maxPoints ?? Number.POSITIVE_INFINITY;
  const [low, high] = from <= to ? [from, to] : [to, from];
  return offers
    .filter(
      (offer) =>
        offer.points >= low &&
        offer.points <= high &&
        (filter.partner === undefined || offer.partner === filter.partner) &&
        (filter.area === undefined || offer.areaCode === undefined || offer.areaCode === filter.area),
    )
    .map((offer, index) => ({ offer, index }))
    .sort((a, b) => byOrder[filter.sort](a.offer, b.offer) || a.index - b.index)
    .map(({ offer }) => offer);
}

/** LOY-52: the partners of a category's offers, once each, in alphabetical order (the filter's choices). */
export function offerPartners(offers: readonly Offer[]): string[] {
  return [...new Set(offers.map((offer) => offer.partner))].sort((a, b) => a.localeCompare(b, 'vi'));
}

/** LOY-48: why an offer cannot be redeemed, as the member's data tells before asking the server. */
export type OfferBlock = 'notEnoughPoints' | 'outOfStock' | 'ended';

/**
 * LOY-48: the client's own check before the eligibility call (the server stays authoritative and also
 * applies the monthly limit): ended after its last day, out of stock, or more points than the balance.
 */
export function offerBlock(
  offer: Pick<Offer, 'points' | 'stock' | 'validUntil'>,
  balance: number | undefined,
  today: IsoDate,
): OfferBlock | undefined {
  if (offer.validUntil < today) return 'ended';
  if (offer.stock <= 0) return 'outOfStock';
  if (balance !== undefined && balance < offer.points) return 'notEnoughPoints';
  return undefined;
}

/** LOY-05, LOY-06: a voucher is used once used, expired after its last day, usable otherwise. */
export function voucherState(
  voucher: Pick<MemberVoucher, 'usedOn' | 'expiresOn'>,
  today: IsoDate,
): VoucherState {
  if (voucher.usedOn !== undefined) return 'used';
  return voucher.expiresOn < today ? 'expired' : 'usable';
}

/** LOY-05, LOY-06: the member's vouchers usable first (soonest to expire first), then the rest, newest first. */
export function sortVouchers(vouchers: readonly MemberVoucher[], today: IsoDate): MemberVoucher[] {
  const usable = vouchers.filter((voucher) => voucherState(voucher, today) === 'usable');
  const rest = vouchers.filter((voucher) => voucherState(voucher, today) !== 'usable');
  return [
    ...usable.sort((a, b) => a.expiresOn.localeCompare(b.expiresOn)),
    ...rest.sort((a, b) => b.redeemedOn.localeCompare(a.redeemedOn)),
  ];
}

/** LOY-05, LOY-06: the tabs of `/vinaphone-plus/offer?tabIndex=`; anything else opens the vouchers. */
export const MY_OFFER_TABS = { 1: 'voucher', 2: 'gift' } as const;

export function myOfferTab(raw: string | null): 1 | 2 {
  return raw === '2' ? 2 : 1;
}

/**
 * ERR-51, ERR-52, LOY-53 (codes assumed): the loyalty service's codes for the gift and the rating
 * limits. Their §8 labels are shown in the reader's language instead of the server's Vietnamese text.
 */
export const LOYALTY_LIMIT_CODES = {
  giftLimit: 'ERR-COD-GIFT-LIMIT',
  ratingLimit: 'ERR-COD-RATING-LIMIT',
} as const;
export type LoyaltyLimit = keyof typeof LOYALTY_LIMIT_CODES;

export function loyaltyLimitOf(code: string | undefined): LoyaltyLimit | undefined {
  const entry = Object.entries(LOYALTY_LIMIT_CODES).find(([, known]) => known === code);
  return entry?.[0] as LoyaltyLimit | undefined;
}

/**
 * LOY-57, issue 47 (code assumed): the recipient of a point gift is no member. Told only once the giver's
 * code is proven (TangDiemVerify), so a number's membership is not answered to whoever asks.
 */
export const GIFT_NOT_MEMBER_CODE = 'ERR-COD-GIFT-NOT-MEMBER';

/** LOY-50: a rating is a whole number of stars from 1 to 5. */
export const RATING_STARS = [1, 2, 3, 4, 5] as const;
export type RatingStars = (typeof RATING_STARS)[number];

export function isRatingStars(value: number): value is RatingStars {
  return RATING_STARS.some((stars) => stars === value);
}

/** LOY-49: the delivery steps, in the order a gift goes through them. */
export const GIFT_DELIVERY_STEPS = ['preparing', 'shipping', 'delivered'] as const;
