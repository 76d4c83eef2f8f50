/**
 * Issue 20 (ACC-73): the service-quality category tree (ENT-44), the reports each subscriber files and
 * their votes. One vote per subscriber and report is the table's primary key, so two votes sent at the
 * same moment cannot both count; the total is always counted from the votes, never kept apart.
 */
export const qualityReportsSchema = /* sql */ `
create table quality_categories (
  id integer primary key,
  parent_id integer references quality_categories (id),
  name text not null,
  name_en text,
  sort integer not null
);

create table quality_reports (
  id serial primary key,
  msisdn text not null,
  category_id integer not null references quality_categories (id),
  content text not null,
  precinct_id integer references precincts (id),
  latitude double precision,
  longitude double precision,
  created_at timestamptz not null,
  check ((precinct_id is null) <> (latitude is null and longitude is null))
);
create index quality_reports_created on quality_reports (created_at desc, id desc);
create index quality_reports_msisdn on quality_reports (msisdn, created_at);

create table quality_votes (
  report_id integer not null references quality_reports (id),
  msisdn text not null,
  voted_at timestamptz not null,
  primary key (report_id, msisdn)
);
`;
