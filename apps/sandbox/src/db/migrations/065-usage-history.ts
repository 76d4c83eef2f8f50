/**
 * Issue 17, usage and history (API-067 … API-070): a usage line says its kind and a data session its
 * volume; prepaid top-ups get a table of their own (the postpaid bills are the invoices rows).
 */
export const usageHistorySchema = /* sql */ `
alter table usage_records add column usage_type text not null default 'call'
  check (usage_type in ('call', 'sms', 'data'));
alter table usage_records add column volume_bytes integer not null default 0;
create index usage_records_msisdn_type on usage_records (msisdn, usage_type, started_at desc);

create table refills (
  id integer primary key,
  msisdn text not null,
  amount integer not null,
  channel text not null,
  refilled_at timestamptz not null
);
create index refills_msisdn on refills (msisdn, refilled_at desc);
`;
