/**
 * Issue 15: the privileges of each tier (reference data, so stores seeded before it get them too) and the
 * membership cancellations members ask for (LOY-40: recorded for the operator, the membership stays).
 */
const benefits: readonly [number, number, string, string][] = [
  [1, 1, 'Tích điểm 1% giá trị cước hằng tháng', '1% of your monthly bill back in points'],
  [2, 1, 'Quà tặng sinh nhật', 'A birthday gift'],
  [3, 2, 'Tích điểm 1,5% giá trị cước hằng tháng', '1.5% of your monthly bill back in points'],
  [4, 2, 'Giảm 5% tại đối tác ẩm thực', '5% off at food and drink partners'],
  [5, 3, 'Tích điểm 2% giá trị cước hằng tháng', '2% of your monthly bill back in points'],
  [6, 3, 'Ưu tiên phục vụ tại cửa hàng VinaPhone', 'Priority service in VinaPhone stores'],
  [7, 4, 'Tích điểm 2,5% giá trị cước hằng tháng', '2.5% of your monthly bill back in points'],
  [8, 4, 'Tổng đài chăm sóc riêng', 'A dedicated care line'],
  [9, 4, 'Miễn phí đổi SIM', 'Free SIM replacement'],
  [10, 5, 'Tích điểm 3% giá trị cước hằng tháng', '3% of your monthly bill back in points'],
  [11, 5, 'Phòng chờ hạng thương gia tại sân bay', 'Business lounges at airports'],
  [12, 5, 'Chuyên viên chăm sóc riêng', 'A personal account manager'],
];

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

export const loyaltyMemberAreaSchema = /* sql */ `
create table loyalty_tier_benefits (
  id integer primary key,
  tier integer not null check (tier between 1 and 5),
  title_vi text not null,
  title_en text not null
);
insert into loyalty_tier_benefits (id, tier, title_vi, title_en) values
${benefits.map(([id, tier, vi, en]) => `  (${id}, ${tier}, ${quote(vi)}, ${quote(en)})`).join(',\n')};

create table loyalty_cancel_requests (
  id serial primary key,
  msisdn text not null,
  reason text not null,
  requested_at timestamptz not null
);
`;
