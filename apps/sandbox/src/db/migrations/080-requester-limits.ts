/**
 * Issue 47 (items 2, 4): sign-in limits that bind the requester, not the number. Each counter of issue 23
 * (wrong passwords, wrong codes, sends) is kept per number and requester (a known device or an address);
 * beside them, ceilings per number across strangers, the numbers each client address was sent codes to,
 * the global SMS budget per hour and the alarms it raises. A code belongs to the requester that asked for it.
 * The per-number tables of issue 23 are replaced.
 */
export const requesterLimitsSchema = /* sql */ `
drop table password_failures;
drop table otp_verify_state;
drop table otp_send_state;

-- A browser that proved a number (signed in, registered, reset): its device cookie, hashed.
create table known_devices (
  device_hash text not null,
  msisdn text not null,
  proven_at timestamptz not null,
  primary key (device_hash, msisdn)
);

create table password_attempts (
  msisdn text not null,
  requester text not null,
  failures integer not null,
  window_started_at timestamptz not null,
  locked_until timestamptz,
  primary key (msisdn, requester)
);

create table otp_verify_attempts (
  msisdn text not null,
  requester text not null,
  wrong_tries integer not null,
  locked_until timestamptz,
  primary key (msisdn, requester)
);

create table otp_send_windows (
  msisdn text not null,
  requester text not null,
  window_started_at timestamptz not null,
  sends_in_window integer not null,
  locked_until timestamptz,
  primary key (msisdn, requester)
);

-- What strangers (requesters that are not a known device or session of the number) spent on a number.
create table number_ceilings (
  msisdn text not null,
  kind text not null check (kind in ('otp_send', 'password')),
  window_started_at timestamptz not null,
  spent integer not null,
  primary key (msisdn, kind)
);

-- Each code sent, by the client's address: the distinct numbers one client reaches per hour.
create table otp_client_sends (
  id serial primary key,
  address text not null,
  msisdn text not null,
  sent_at timestamptz not null
);
create index otp_client_sends_address on otp_client_sends (address, sent_at);

create table sms_budget_hours (
  hour_started_at timestamptz primary key,
  sent integer not null,
  warned boolean not null default false,
  exhausted boolean not null default false
);

create table alarms (
  id serial primary key,
  kind text not null,
  message text not null,
  raised_at timestamptz not null
);

alter table otp_codes add column requester text;
create index otp_codes_requester on otp_codes (msisdn, service, requester, id desc);
`;
