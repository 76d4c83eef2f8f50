/**
 * Issue 19 (ACC-55 … ACC-66): identity updates. Each upload is a request row whose three photos are files
 * on disk (services/ekyc-files.ts); the tester's chosen outcome for a number's next check (the eKYC
 * simulator); the one-use tokens of API-103; the flow's log lines (API-106) and call-back requests (API-107).
 */
export const ekycSchema = /* sql */ `
create table ekyc_tokens (
  token_id text primary key,
  msisdn text not null references subscribers (msisdn) on delete cascade,
  created_at timestamptz not null,
  used_at timestamptz
);

create table ekyc_requests (
  id serial primary key,
  msisdn text not null references subscribers (msisdn) on delete cascade,
  purpose text not null check (purpose in ('update', 'standardise')),
  status text not null check (status in ('refused', 'awaiting_otp', 'pending', 'approved', 'rejected')),
  refusal_code text,
  full_name text,
  id_number text,
  birth_date text,
  issue_date text,
  photo_types text not null,
  created_at timestamptz not null,
  decided_at timestamptz
);
create index ekyc_requests_msisdn on ekyc_requests (msisdn, created_at);

create table ekyc_outcomes (
  msisdn text primary key references subscribers (msisdn) on delete cascade,
  outcome text not null,
  set_at timestamptz not null
);

create table ekyc_logs (
  id serial primary key,
  msisdn text not null,
  kind text not null check (kind in ('step', 'support')),
  step text,
  request_id text,
  code text,
  at timestamptz not null
);
create index ekyc_logs_msisdn on ekyc_logs (msisdn, at)
`;
