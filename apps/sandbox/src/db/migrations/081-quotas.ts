/**
 * Issue 47 (items 4 and 5): quotas per client and per number, never only global. The callback requests and
 * the call-back tickets remember the client's address that sent them, so a client's share can be counted;
 * wrong guesses of a secret (scratch-card PINs) are counted in a row per subscriber and per client, with a lock.
 */
export const quotasSchema = /* sql */ `
alter table contact_update_requests add column client_address text;
create index contact_update_requests_client on contact_update_requests (client_address, received_at);

alter table ekyc_logs add column client_address text;
create index ekyc_logs_support_client on ekyc_logs (client_address, at) where kind = 'support';

create table guess_failures (
  scope text not null,
  subject text not null,
  failures integer not null,
  window_started_at timestamptz not null,
  locked_until timestamptz,
  primary key (scope, subject)
);
`;
