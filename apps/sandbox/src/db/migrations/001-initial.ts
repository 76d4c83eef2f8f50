/** The first schema: subscribers, sessions and OTP, catalogues, payments and roaming. */
export const initialSchema = /* sql */ `
create table subscribers (
  msisdn text primary key,
  full_name text not null,
  customer_id text not null,
  kind text not null check (kind in ('prepaid', 'postpaid', 'fixed', 'internet', 'tv')),
  is_vip boolean not null default false,
  off_net boolean not null default false,
  roaming_data_on boolean not null default false,
  roaming_package_code text,
  main_balance integer not null default 0,
  data_remain_mb integer not null default 0,
  password_hash text,
  email text,
  address text,
  auto_provisioned boolean not null default false,
  created_at timestamptz not null
);

create table sessions (
  token text primary key,
  msisdn text not null references subscribers (msisdn) on delete cascade,
  created_at timestamptz not null,
  last_seen_at timestamptz not null
);
create index sessions_msisdn on sessions (msisdn);

create table otp_codes (
  id serial primary key,
  msisdn text not null,
  service text not null,
  code text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  wrong_attempts integer not null default 0,
  locked_until timestamptz
);
create index otp_codes_lookup on otp_codes (msisdn, service, id desc);

create table otp_send_state (
  msisdn text primary key,
  last_sent_at timestamptz not null,
  window_started_at timestamptz not null,
  sends_in_window integer not null,
  locked_until timestamptz
);

create table inbox (
  id serial primary key,
  msisdn text not null,
  service text not null,
  code text not null,
  text text not null,
  sent_at timestamptz not null
);
create index inbox_msisdn on inbox (msisdn, id desc);

create table package_groups (
  code text primary key,
  name text not null,
  name_en text not null,
  sort integer not null
);

create table packages (
  id integer primary key,
  code text not null unique,
  group_code text not null references package_groups (code),
  name text not null,
  price integer not null,
  period_code integer not null,
  description_html text not null,
  image_url text not null,
  type integer not null,
  package_type integer not null,
  status_pay integer not null,
  sort integer not null
);
create index packages_group on packages (group_code, sort);

create table subscriptions (
  msisdn text not null references subscribers (msisdn) on delete cascade,
  package_code text not null references packages (code),
  registered_at timestamptz not null,
  primary key (msisdn, package_code)
);

create table package_payments (
  id text primary key,
  msisdn text not null,
  package_code text not null,
  pay_method text not null,
  product_type text not null,
  amount integer not null,
  status text not null check (status in ('pending', 'approved', 'declined')),
  created_at timestamptz not null,
  decided_at timestamptz
);

create table banks (
  code text primary key,
  id integer not null unique,
  bin text not null,
  name text not null,
  short_name text not null,
  logo_url text not null,
  swift_code text,
  transfer_supported boolean not null,
  lookup_supported boolean not null,
  card_payment boolean not null,
  is_international boolean not null,
  sort integer not null
);

create table countries (
  id integer primary key,
  name_vn text not null,
  name_en text not null,
  favourite boolean not null default false
);

create table roaming_packages (
  id integer primary key,
  code text not null unique,
  name text not null,
  price integer not null,
  cycle integer not null,
  cycle_desc text not null,
  description text not null,
  full_description text not null,
  instructions_vi text,
  image_url text not null,
  hot_keys text not null,
  star_rates numeric not null,
  hot_promotion text not null,
  sort integer not null
);

create table roaming_package_countries (
  package_id integer not null references roaming_packages (id),
  country_id integer not null references countries (id),
  carrier_name text not null,
  handset_display text not null,
  primary key (package_id, country_id)
);

create table roaming_transactions (
  id text primary key,
  msisdn text not null,
  package_id integer not null references roaming_packages (id),
  amount integer not null,
  fee_amount integer not null,
  discount_amount integer not null,
  final_amount integer not null,
  status integer not null,
  message text not null,
  payment_trans_id text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create sequence roaming_transaction_seq;
create index roaming_transactions_created on roaming_transactions (created_at desc);

create table provinces (id integer primary key, name text not null, ccbs_code text not null);
create table districts (id integer primary key, province_id integer not null references provinces (id), name text not null);
create table precincts (id integer primary key, district_id integer not null references districts (id), name text not null);
create table streets (id integer primary key, precinct_id integer not null references precincts (id), name text not null);

create table stores (
  id integer primary key,
  province_id integer not null references provinces (id),
  name text not null,
  address text not null,
  mobile text not null,
  latitude double precision not null,
  longitude double precision not null
);

create table news_groups (id integer primary key, name text not null, name_en text not null);
create table news (
  id integer primary key,
  group_id integer not null references news_groups (id),
  title text not null,
  image text not null,
  description text not null,
  en_description text not null,
  content_html text not null,
  published_at timestamptz not null
);

create table faqs (id integer primary key, question text not null, answer_html text not null, sort integer not null);
create table banners (id integer primary key, title text not null, image_url text not null, link text not null, sort integer not null);

create table loyalty_members (
  msisdn text primary key references subscribers (msisdn),
  tier integer not null check (tier between 1 and 5),
  member_name text not null,
  card_number text not null,
  points integer not null,
  email text
);

create table loyalty_categories (id integer primary key, name_vie text not null, name_en text not null, sort integer not null);

create table loyalty_offers (
  id integer primary key,
  category_id integer not null references loyalty_categories (id),
  kind text not null check (kind in ('voucher', 'gift')),
  title text not null,
  partner text not null,
  points_cost integer not null,
  description text not null,
  image_url text not null,
  valid_until date not null
);

create table loyalty_redemptions (
  id serial primary key,
  msisdn text not null,
  offer_id integer not null references loyalty_offers (id),
  code text not null,
  redeemed_at timestamptz not null
);

create table point_history (
  id serial primary key,
  msisdn text not null,
  delta integer not null,
  reason text not null,
  created_at timestamptz not null
);
create index point_history_msisdn on point_history (msisdn, created_at desc);

create table family_members (
  master_msisdn text not null references subscribers (msisdn),
  msisdn text not null,
  total_volume_mb integer not null,
  remain_volume_mb integer not null,
  total_volume_call integer not null,
  remain_volume_call integer not null,
  primary key (master_msisdn, msisdn)
);

create table invoices (
  id integer primary key,
  msisdn text not null,
  invoice_no text not null,
  period text not null,
  amount integer not null,
  paid boolean not null,
  issued_at timestamptz not null
);

create table usage_records (
  id integer primary key,
  msisdn text not null,
  b_subs text not null,
  call_type text not null,
  duration_s integer not null,
  charge integer not null,
  started_at timestamptz not null
);
create index usage_records_msisdn on usage_records (msisdn, started_at desc);

create table seed_state (
  id integer primary key check (id = 1),
  version integer not null,
  seeded_at timestamptz not null
);

create table support_requests (
  id serial primary key,
  msisdn text not null,
  content text not null,
  status text not null,
  created_at timestamptz not null
);
`;
