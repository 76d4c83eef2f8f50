import type { LoyaltyArea, Offer, OfferDetail } from '@selfcare/domain';

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
