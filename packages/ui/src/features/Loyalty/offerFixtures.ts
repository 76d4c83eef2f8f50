import type { LoyaltyArea, MemberVoucher, Offer, OfferDetail } from '@selfcare/domain';

/** Sample offers for the offers stories (issue 16); images are the sandbox's placeholders' shape. */
export const sampleOffers: readonly Offer[] = [
  {
    id: '101',
    categoryId: '11',
    kind: 'voucher',
    title: { vi: 'Giảm 30% hóa đơn Highlands Coffee', en: '30% off your Highlands Coffee bill' },
    partner: 'Highlands Coffee',
    points: 500,
    imageUrl: undefined,
    validUntil: '2026-12-31',
    areaCode: undefined,
    stock: 200,
  },
  {
    id: '102',
    categoryId: '11',
    kind: 'voucher',
    title: { vi: 'Giảm 50.000đ tại Pizza Hut', en: '50,000 VND off at Pizza Hut' },
    partner: 'Pizza Hut',
    points: 800,
    imageUrl: 'javascript:alert(1)',
    validUntil: '2026-12-15',
    areaCode: 'HNI',
    stock: 0,
  },
  {
    id: '114',
    categoryId: '11',
    kind: 'gift',
    title: { vi: 'Combo bỏng nước CGV', en: 'CGV popcorn and drink combo' },
    partner: 'CGV',
    points: 900,
    imageUrl: undefined,
    validUntil: '2027-01-31',
    areaCode: 'HPG',
    stock: 70,
  },
];

export const sampleOfferDetail: OfferDetail = {
  ...(sampleOffers[0] as Offer),
  monthlyLimit: 2,
  conditionsHtml:
    '<p>Giảm 30% hóa đơn Highlands Coffee.</p><ul><li>Mỗi hội viên nhận tối đa 2 lần mỗi tháng.</li></ul>' +
    '<img src="x" onerror="alert(1)"><script>alert(1)</script>',
};

export const sampleAreas: readonly LoyaltyArea[] = [
  { code: 'HNI', name: 'Hà Nội' },
  { code: 'HCM', name: 'TP. Hồ Chí Minh' },
  { code: 'HPG', name: 'Hải Phòng' },
];

/** A member's vouchers and gifts in every state, for today 2026-11-25. */
export const sampleVouchers: readonly MemberVoucher[] = [
  {
    id: '1',
    offerId: '101',
    kind: 'voucher',
    title: { vi: 'Giảm 30% hóa đơn Highlands Coffee', en: '30% off your Highlands Coffee bill' },
    partner: 'Highlands Coffee',
    code: 'VP101A1B2C3D4',
    points: 500,
    redeemedOn: '2026-11-20',
    expiresOn: '2026-12-20',
    usedOn: undefined,
  },
  {
    id: '2',
    offerId: '108',
    kind: 'voucher',
    title: { vi: 'Mua 1 tặng 1 vé CGV', en: 'Buy one get one CGV ticket' },
    partner: 'CGV',
    code: 'VP108E5F6A7B8',
    points: 700,
    redeemedOn: '2026-11-01',
    expiresOn: '2026-12-01',
    usedOn: '2026-11-10',
  },
  {
    id: '3',
    offerId: '103',
    kind: 'voucher',
    title: { vi: 'Tặng 1 ly trà sữa Phúc Long', en: 'A free Phúc Long milk tea' },
    partner: 'Phúc Long',
    code: 'VP103C9D0E1F2',
    points: 400,
    redeemedOn: '2026-09-25',
    expiresOn: '2026-10-25',
    usedOn: undefined,
  },
  {
    id: '4',
    offerId: '112',
    kind: 'gift',
    title: { vi: 'Bình giữ nhiệt VinaPhone Plus', en: 'VinaPhone Plus thermos flask' },
    partner: 'VinaPhone',
    code: 'VP112F3A4B5C6',
    points: 3000,
    redeemedOn: '2026-11-23',
    expiresOn: '2027-02-20',
    usedOn: undefined,
  },
];
