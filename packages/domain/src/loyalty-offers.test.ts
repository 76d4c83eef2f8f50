import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OFFER_FILTER,
  filterOffers,
  isRatingStars,
  loyaltyLimitOf,
  myOfferTab,
  offerBlock,
  offerFilterParams,
  offerPartners,
  parseOfferFilter,
  sortVouchers,
  voucherState,
  type OfferFilter,
} from './loyalty-offers';
import type { MemberVoucher, Offer } from './models/loyalty-offers';

const offer = (id: string, points: number, partner: string, extra: Partial<Offer> = {}): Offer => ({
  id,
  categoryId: '11',
  kind: 'voucher',
  title: { vi: `Ưu đãi ${id}`, en: undefined },
  partner,
  points,
  imageUrl: undefined,
  validUntil: '2026-12-31',
  areaCode: undefined,
  stock: 10,
  ...extra,
});

const offers = [
  offer('a', 800, 'Pizza Hut', { validUntil: '2026-12-01', areaCode: 'HNI' }),
  offer('b', 400, 'Phúc Long', { validUntil: '2026-12-20' }),
  offer('c', 500, 'Highlands Coffee', { validUntil: '2026-12-10', areaCode: 'HCM' }),
  offer('d', 400, 'Highlands Coffee', { validUntil: '2026-12-05' }),
];
const ids = (list: readonly Offer[]) => list.map((item) => item.id);
/** The address's query as the page reads it (domain has no DOM types: a getter over pairs). */
const query = (pairs: [string, string][]) => ({
  get: (name: string) => pairs.find(([key]) => key === name)?.[1] ?? null,
});
const filter = (patch: Partial<OfferFilter>): OfferFilter => ({ ...DEFAULT_OFFER_FILTER, ...patch });

describe('offers of a category', () => {
  it('LOY-08 LOY-52 sorted by points (ties keep the server order), highest first or ending soonest', () => {
    expect(ids(filterOffers(offers, DEFAULT_OFFER_FILTER))).toEqual(['b', 'd', 'c', 'a']);
    expect(ids(filterOffers(offers, filter({ sort: 'pointsDesc' })))).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(filterOffers(offers, filter({ sort: 'endingSoon' })))).toEqual(['a', 'd', 'c', 'b']);
  });

  it('LOY-52 a points range includes both ends and reads a reversed range the right way round', () => {
    expect(ids(filterOffers(offers, filter({ minPoints: 400, maxPoints: 500 })))).toEqual(['b', 'd', 'c']);
    expect(ids(filterOffers(offers, filter({ minPoints: 500, maxPoints: 400 })))).toEqual(['b', 'd', 'c']);
    expect(ids(filterOffers(offers, filter({ minPoints: 600 })))).toEqual(['a']);
  });

  it('LOY-51 LOY-52 by partner; by area, where offers for every area stay', () => {
    expect(ids(filterOffers(offers, filter({ partner: 'Highlands Coffee' })))).toEqual(['d', 'c']);
    expect(ids(filterOffers(offers, filter({ area: 'HNI' })))).toEqual(['b', 'd', 'a']);
    expect(offerPartners(offers)).toEqual(['Highlands Coffee', 'Phúc Long', 'Pizza Hut']);
  });

  it('LOY-52 the filter lives in the address: read back as written, unreadable values ignored', () => {
    const chosen = filter({
      minPoints: 100,
      maxPoints: 900,
      partner: 'Phúc Long',
      area: 'HNI',
      sort: 'endingSoon',
    });
    expect(parseOfferFilter(query([['id', '11'], ...offerFilterParams(chosen)]))).toEqual(chosen);
    expect(offerFilterParams(DEFAULT_OFFER_FILTER)).toEqual([]);
    expect(
      parseOfferFilter(
        query([
          ['min', 'abc'],
          ['max', '-5'],
          ['sort', 'cheapest'],
          ['partner', ' '],
        ]),
      ),
    ).toEqual(DEFAULT_OFFER_FILTER);
  });

  it('LOY-48 an ended, sold-out or too dear offer is blocked before asking the server', () => {
    const today = '2026-11-25';
    expect(offerBlock({ points: 500, stock: 3, validUntil: '2026-11-25' }, 500, today)).toBeUndefined();
    expect(offerBlock({ points: 500, stock: 3, validUntil: '2026-11-24' }, 900, today)).toBe('ended');
    expect(offerBlock({ points: 500, stock: 0, validUntil: '2026-12-01' }, 900, today)).toBe('outOfStock');
    expect(offerBlock({ points: 500, stock: 3, validUntil: '2026-12-01' }, 499, today)).toBe(
      'notEnoughPoints',
    );
    expect(offerBlock({ points: 500, stock: 3, validUntil: '2026-12-01' }, undefined, today)).toBeUndefined();
  });
});

const voucher = (id: string, extra: Partial<MemberVoucher>): MemberVoucher => ({
  id,
  offerId: '101',
  kind: 'voucher',
  title: { vi: 'Ưu đãi', en: undefined },
  partner: 'CGV',
  code: `VP${id}`,
  points: 500,
  redeemedOn: '2026-11-01',
  expiresOn: '2026-12-31',
  usedOn: undefined,
  ...extra,
});

describe('my vouchers and gifts', () => {
  const today = '2026-11-25';

  it('LOY-05 LOY-06 a voucher is used, expired after its last day, or usable', () => {
    expect(voucherState(voucher('1', {}), today)).toBe('usable');
    expect(voucherState(voucher('1', { expiresOn: today }), today)).toBe('usable');
    expect(voucherState(voucher('1', { expiresOn: '2026-11-24' }), today)).toBe('expired');
    expect(voucherState(voucher('1', { usedOn: '2026-11-02', expiresOn: '2026-11-24' }), today)).toBe('used');
  });

  it('LOY-05 usable first, soonest to expire first, then the rest newest first', () => {
    const list = [
      voucher('old', { usedOn: '2026-10-02', redeemedOn: '2026-10-01' }),
      voucher('late', { expiresOn: '2027-01-31' }),
      voucher('expired', { expiresOn: '2026-11-01', redeemedOn: '2026-10-15' }),
      voucher('soon', { expiresOn: '2026-11-30' }),
    ];
    expect(sortVouchers(list, today).map((item) => item.id)).toEqual(['soon', 'late', 'expired', 'old']);
  });

  it('LOY-05 LOY-06 tabIndex 2 opens the gifts, anything else the vouchers', () => {
    expect([myOfferTab('1'), myOfferTab('2'), myOfferTab(null), myOfferTab('x')]).toEqual([1, 2, 1, 1]);
  });
});

describe('limits and ratings', () => {
  it('ERR-51 ERR-52 LOY-53 the gift and rating limit codes name their labels; other codes none', () => {
    expect(loyaltyLimitOf('ERR-COD-GIFT-LIMIT')).toBe('giftLimit');
    expect(loyaltyLimitOf('ERR-COD-RATING-LIMIT')).toBe('ratingLimit');
    expect(loyaltyLimitOf('1')).toBeUndefined();
    expect(loyaltyLimitOf(undefined)).toBeUndefined();
  });

  it('LOY-50 a rating is 1 to 5 whole stars', () => {
    expect([0, 1, 3, 5, 6, 2.5].map(isRatingStars)).toEqual([false, true, true, true, false, false]);
  });
});
