/**
 * Issue 16: each seeded offer's English title, area, stock, monthly limit and conditions (migration 20's
 * columns), one offer nearly sold out, one sold out, and vouchers and gifts in every state for two members.
 */
import type { SqlExecutor } from '../db/database';
import { insertRows } from '../db/insert-rows';

const dayMs = 86_400_000;

/** [id, English title, area (null: everywhere), stock, monthly limit]. */
const offerDetails: readonly [number, string, string | null, number, number][] = [
  [101, '30% off your Highlands Coffee bill', null, 200, 2],
  [102, '50,000 VND off at Pizza Hut', 'HNI', 120, 1],
  [103, 'A free Phúc Long milk tea', 'HCM', 150, 2],
  [104, '10% off at Co.opmart', 'HCM', 80, 1],
  [105, '100,000 VND voucher at Thế Giới Di Động', null, 60, 1],
  [106, '15% off Vietravel Airlines tickets', null, 40, 1],
  [107, '20% off Mường Thanh hotel rooms', 'DNG', 30, 1],
  [108, 'Buy one get one CGV ticket', null, 100, 2],
  [109, '50% off next month’s data package', null, 500, 3],
  [110, '5 GB of high-speed data', null, 300, 1],
  [111, '50 on-net call minutes', null, 300, 2],
  [112, 'VinaPhone Plus thermos flask', null, 25, 1],
  [113, 'A free month of MyTV Advanced', null, 90, 1],
  [114, 'CGV popcorn and drink combo', 'HPG', 70, 2],
];

const conditions = (title: string, limit: number) =>
  `<p>${title}.</p><ul><li>Dành cho hội viên VinaPhone Plus mọi hạng.</li>` +
  `<li>Mỗi hội viên nhận tối đa ${limit} lần mỗi tháng.</li>` +
  '<li>Mã ưu đãi dùng được đến hết ngày ghi trên mã, không quy đổi thành tiền.</li></ul>';

/** [member, offer, days since redeemed, days left (negative: expired), days since used (null: unused)]. */
const vouchers: readonly [string, number, number, number, number | null][] = [
  ['84912345678', 101, 3, 27, null],
  ['84912345678', 108, 20, 10, 15],
  ['84912345678', 103, 60, -30, null],
  ['84912345678', 111, 2, 28, null],
  ['84912345678', 112, 10, 80, null],
  ['84913456789', 105, 5, 25, null],
  ['84913456789', 110, 40, -10, 35],
  // For the e2e journeys (tests/e2e/loyalty-gift.spec.ts, loyalty-offers.spec.ts): a gift redeemed as the
  // store is seeded (being prepared, and offer 110's one-a-month limit reached) and one on its way.
  ['84912345678', 110, 0, 30, null],
  ['84913456789', 113, 2, 28, null],
];

export async function seedOfferDetailsAndVouchers(tx: SqlExecutor, now: number): Promise<void> {
  for (const [id, titleEn, area, stock, limit] of offerDetails) {
    const [offer] = await tx.query<{ title: string }>(
      `update loyalty_offers set title_en = $2, area_code = $3, stock = $4, monthly_limit = $5
       where id = $1 returning title`,
      [id, titleEn, area, stock, limit],
    );
    if (offer) {
      await tx.query('update loyalty_offers set conditions_html = $2 where id = $1', [
        id,
        conditions(offer.title, limit),
      ]);
    }
  }
  // Nearly sold out: the stock a redemption race is tested on (apps/sandbox/test/loyalty-offers.test.ts).
  await tx.query(
    `insert into loyalty_offers (id, category_id, kind, title, title_en, partner, points_cost, description,
       image_url, valid_until, stock, monthly_limit, conditions_html)
     values (115, 14, 'voucher', 'Vé xem phim CGV 2D (số lượng có hạn)', 'A CGV 2D film ticket (limited)', 'CGV',
       100, 'Vé xem phim CGV 2D.', '/__sandbox/images/offer/115.svg', $1, 3, 5, $2)`,
    [new Date(now + 30 * dayMs), conditions('Vé xem phim CGV 2D', 5)],
  );
  // Sold out: the detail says so and nobody can redeem it (the e2e error walk of the offers page).
  await tx.query(
    `insert into loyalty_offers (id, category_id, kind, title, title_en, partner, points_cost, description,
       image_url, valid_until, stock, monthly_limit, conditions_html)
     values (116, 15, 'voucher', 'Gói data 1 GB cuối tuần (đã hết)', 'A weekend 1 GB data package (sold out)',
       'VinaPhone', 200, 'Gói data 1 GB dùng thứ Bảy và Chủ nhật.', '/__sandbox/images/offer/116.svg', $1, 0, 1, $2)`,
    [new Date(now + 30 * dayMs), conditions('Gói data 1 GB cuối tuần', 1)],
  );
  const costs = new Map(
    (await tx.query<{ id: number; points_cost: number }>('select id, points_cost from loyalty_offers')).map(
      (row) => [row.id, row.points_cost],
    ),
  );
  await insertRows(
    tx,
    'loyalty_redemptions',
    ['msisdn', 'offer_id', 'code', 'redeemed_at', 'points', 'expires_on', 'used_at'],
    vouchers.map(([msisdn, offerId, daysAgo, daysLeft, usedDaysAgo], index) => [
      msisdn,
      offerId,
      `VPS${offerId}${String(index).padStart(4, '0')}`,
      new Date(now - daysAgo * dayMs),
      costs.get(offerId) ?? 0,
      new Date(now + daysLeft * dayMs),
      usedDaysAgo === null ? null : new Date(now - usedDaysAgo * dayMs),
    ]),
  );
}
