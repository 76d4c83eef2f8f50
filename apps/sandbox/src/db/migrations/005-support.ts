/** Issue 20: FAQ groups and English texts, the frequent errors, and the tickets each subscriber sends. */
export const supportSchema = /* sql */ `
create table faq_groups (id integer primary key, name text not null, name_en text, sort integer not null);
alter table faqs add column group_id integer references faq_groups (id);
alter table faqs add column question_en text;
alter table faqs add column answer_en text;

create table frequent_errors (
  id integer primary key,
  category_id integer not null,
  category_name text not null,
  category_name_en text,
  title text not null,
  title_en text,
  solution_html text not null,
  solution_en text,
  sort integer not null
);

-- support_requests (migration 1) gets what a ticket of ACC-67 carries, its status the current state.
alter table support_requests add column category_id integer;
alter table support_requests add column contact_phone text;
alter table support_requests add column photo_name text;
alter table support_requests add column photo_size integer;
create index support_requests_msisdn on support_requests (msisdn, created_at);

create table support_request_events (
  request_id integer not null references support_requests (id),
  status text not null,
  note text,
  at timestamptz not null
);
create index support_request_events_request on support_request_events (request_id, at);
`;
