/**
 * Issue 17, the account overview (API-021 … API-030): the prepaid validity, the high-speed data's expiry and
 * the personal papers on the subscriber; promotional accounts, bundles and wallets of their own.
 */
export const accountOverviewSchema = /* sql */ `
alter table subscribers add column valid_until date;
alter table subscribers add column data_expires_on date;
alter table subscribers add column birth_date date;
alter table subscribers add column id_type text;
alter table subscribers add column id_number text;
alter table subscribers add column id_issued_on date;
alter table subscribers add column id_issued_by text;

create table promo_balances (
  msisdn text not null references subscribers (msisdn) on delete cascade,
  code text not null check (code <> 'MAIN'),
  name text not null,
  amount integer not null check (amount >= 0),
  expires_on date,
  primary key (msisdn, code)
);

create table bundle_allowances (
  msisdn text not null references subscribers (msisdn) on delete cascade,
  code text not null,
  name text not null,
  kind text not null check (kind in ('data', 'voice', 'sms')),
  remain integer not null check (remain >= 0),
  total integer check (total is null or total >= 0),
  expires_on date,
  primary key (msisdn, code)
);

create table wallets (
  msisdn text primary key references subscribers (msisdn) on delete cascade,
  balance integer not null check (balance >= 0)
);
`;
