/**
 * Issue 18 (ACC-24 … ACC-27, PKG-51): family groups with their pack, the packs a group can move to, and the
 * home combo. A number belongs to one group at most (a unique index), so two masters adding the same number
 * at the same moment cannot both succeed; every change of a group first locks its family_groups row.
 */
export const familyGroupsSchema = /* sql */ `
create table family_packs (
  code text primary key,
  name text not null,
  price integer not null check (price > 0),
  data_mb integer not null check (data_mb > 0),
  max_members integer not null check (max_members > 1),
  sort integer not null
);
insert into family_packs (code, name, price, data_mb, max_members, sort) values
  ('GD4', 'Gia đình 4', 199000, 40960, 4, 1),
  ('GD6', 'Gia đình 6', 299000, 61440, 6, 2),
  ('GD8', 'Gia đình 8', 399000, 92160, 8, 3);

create table family_groups (
  master_msisdn text primary key,
  pack_code text not null references family_packs (code)
);
insert into family_groups (master_msisdn, pack_code)
  select distinct master_msisdn, 'GD6' from family_members;

create unique index family_members_one_group on family_members (msisdn);

create table home_combo_packages (
  code text primary key,
  name text not null,
  price integer not null check (price > 0),
  description text not null,
  data_mb integer not null,
  minutes integer not null,
  sort integer not null
);
insert into home_combo_packages (code, name, price, description, data_mb, minutes, sort) values
  ('HOME1', 'Home Combo 1', 229000, 'Internet 150 Mbps, 3 GB/ngày, 1.000 phút gọi nội mạng', 92160, 1000, 1),
  ('HOME2', 'Home Combo 2', 289000, 'Internet 250 Mbps, MyTV, 4 GB/ngày, 1.500 phút gọi nội mạng', 122880, 1500, 2),
  ('HOME3', 'Home Combo 3', 369000, 'Internet 500 Mbps, MyTV, 5 GB/ngày, 2.000 phút gọi nội mạng', 153600, 2000, 3);

create table home_combo_subscriptions (
  msisdn text primary key,
  package_code text not null references home_combo_packages (code),
  data_remain_mb integer not null check (data_remain_mb >= 0),
  minutes_remain integer not null check (minutes_remain >= 0),
  registered_at timestamptz not null
);
`;
