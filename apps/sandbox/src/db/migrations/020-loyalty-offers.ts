/**
 * Issue 16: what redeeming needs beyond the offers of migration 1: stock (never below 0), a monthly limit
 * per member, an area, English titles and conditions (HTML); the areas of apidmdiaban (reference data);
 * each voucher's points, last day and use; one rating per used voucher. The seeded values of each
 * offer and the members' vouchers are in seed/loyalty-offers.ts.
 */
const areas: readonly [string, string][] = [
  ['HNI', 'Hà Nội'],
  ['HCM', 'TP. Hồ Chí Minh'],
  ['DNG', 'Đà Nẵng'],
  ['HPG', 'Hải Phòng'],
  ['CTO', 'Cần Thơ'],
];

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

export const loyaltyOffersSchema = /* sql */ `
alter table loyalty_offers
  add column title_en text,
  add column area_code text,
  add column stock integer not null default 100 check (stock >= 0),
  add column monthly_limit integer not null default 2 check (monthly_limit > 0),
  add column conditions_html text not null default '';

create table loyalty_areas (code text primary key, name text not null, sort integer not null);
insert into loyalty_areas (code, name, sort) values
${areas.map(([code, name], index) => `  (${quote(code)}, ${quote(name)}, ${index})`).join(',\n')};

alter table loyalty_redemptions
  add column points integer not null default 0,
  add column expires_on date,
  add column used_at timestamptz;
create index loyalty_redemptions_member on loyalty_redemptions (msisdn, redeemed_at desc);

create table loyalty_ratings (
  redemption_id integer primary key references loyalty_redemptions (id),
  msisdn text not null,
  stars integer not null check (stars between 1 and 5),
  rated_at timestamptz not null
);
`;
