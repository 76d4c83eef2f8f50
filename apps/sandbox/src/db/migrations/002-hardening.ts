/** Issue 23: per-number sign-in limits and the payment's trans_id (the signer re-signs only its answer). */
export const hardeningSchema = /* sql */ `
create table password_failures (
  msisdn text primary key,
  failures integer not null,
  window_started_at timestamptz not null,
  locked_until timestamptz
);

create table otp_verify_state (
  msisdn text primary key,
  wrong_tries integer not null,
  locked_until timestamptz
);

alter table package_payments add column trans_id text;
create index package_payments_trans_id on package_payments (trans_id);
create index package_payments_open on package_payments (msisdn, package_code, status);
`;
