/**
 * Issue 17 (ACC-76 … ACC-80): the fixed-line, home internet and TV accounts billed with a subscriber, and the
 * home wifi gateway of each internet account: its wifi networks, the devices it has seen (blocked or not) and
 * its wifi on/off and restart schedules. Every gateway change first locks its gateways row, so parallel
 * schedule writes are checked against each other.
 */
export const linkedServicesSchema = /* sql */ `
create table linked_accounts (
  account text primary key,
  owner_msisdn text not null references subscribers (msisdn),
  product_line text not null check (product_line in ('FIBER', 'MYTV', 'PHONE')),
  contact text not null,
  status text not null check (status in ('ACTIVE', 'SUSPENDED', 'CANCELLED')),
  packages jsonb not null default '[]',
  sort integer not null default 0
);
create index linked_accounts_owner on linked_accounts (owner_msisdn, sort);

create table gateways (
  account text primary key references linked_accounts (account),
  serial text not null unique,
  model text not null,
  firmware text,
  online boolean not null default true,
  restarted_at timestamptz
);

create table gateway_wlans (
  account text not null references gateways (account),
  idx integer not null,
  ssid text not null,
  band text not null check (band in ('2.4GHz', '5GHz')),
  enabled boolean not null,
  primary key (account, idx)
);

create table gateway_devices (
  account text not null references gateways (account),
  mac text not null check (mac ~ '^([0-9A-F]{2}:){5}[0-9A-F]{2}$'),
  host_name text,
  ip text,
  band text check (band in ('2.4GHz', '5GHz')),
  connected boolean not null default true,
  blocked boolean not null default false,
  primary key (account, mac)
);

create table gateway_schedules (
  id text primary key,
  account text not null references gateways (account),
  kind text not null check (kind in ('wifi', 'reboot')),
  start_time text not null,
  end_time text,
  days integer[] not null,
  created_at timestamptz not null
);
create index gateway_schedules_account on gateway_schedules (account, kind, created_at);
`;
