/**
 * Issue 18, SIM pages (ACC-28 … ACC-36): extra SIMs sharing a number, 4G and EZCom change requests,
 * numbers for sale, holds and orders. Every row belongs to one subscriber (msisdn).
 */

/** ACC-35: numbers for sale, 0886 000 100 … 0886 000 299 (enough for many test runs), priced by pattern. */
const numbersForSale = Array.from({ length: 200 }, (_, index) => {
  const number = `0886000${String(100 + index).padStart(3, '0')}`;
  const price = /(\d)\1\1$/.test(number) ? 150_000 : 50_000;
  return `('${number}', ${price})`;
});

export const simSchema = /* sql */ `
create table multisim_links (
  serial text primary key,
  msisdn text not null references subscribers (msisdn) on delete cascade,
  linked_at timestamptz not null
);
create index multisim_links_msisdn on multisim_links (msisdn);

create table sim_change_requests (
  id serial primary key,
  msisdn text not null references subscribers (msisdn) on delete cascade,
  kind text not null check (kind in ('4g', 'ezcom')),
  contact_phone text,
  serial text,
  created_at timestamptz not null,
  contact_by timestamptz
);
create index sim_change_requests_msisdn on sim_change_requests (msisdn, kind);

create table sim_numbers (
  number text primary key,
  price integer not null check (price > 0),
  sold boolean not null default false
);
insert into sim_numbers (number, price) values
${numbersForSale.join(',\n')};

create table number_holds (
  id serial primary key,
  msisdn text not null references subscribers (msisdn) on delete cascade,
  number text not null references sim_numbers (number),
  held_at timestamptz not null,
  expires_at timestamptz not null,
  ordered boolean not null default false
);
create index number_holds_msisdn on number_holds (msisdn, held_at);
create index number_holds_number on number_holds (number, expires_at);

create table sim_orders (
  id serial primary key,
  msisdn text not null references subscribers (msisdn) on delete cascade,
  hold_id integer not null unique references number_holds (id),
  delivery text not null check (delivery in ('home', 'store')),
  province_id text not null,
  district_id text,
  precinct_id text,
  street text,
  store_address text,
  created_at timestamptz not null
);
`;
