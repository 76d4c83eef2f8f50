/**
 * Issue 21: the short links getUrlMapping resolves (reference data), the campaign and click logs of the
 * landing pages and the short link, and the callback requests of the subscriber-information page (LAND-10).
 */
const shortLinks: readonly [string, string, string, string, string | null][] = [
  // code, target, channel, campaign, sub_id
  ['KM50', '/sieuvoucher50', 'sms', 'SIEUVOUCHER50', null],
  ['GOICUOC', '/dich-vu/goi-cuoc-di-dong', 'zalo', 'GOICUOC2025', 'zl01'],
  ['TTTB', '/tttb', 'sms', 'TTTB2025', null],
  // A mapping the portal's navigation guard must refuse (issue 23): the person lands on the packages page.
  ['XSS1', 'javascript:alert(1)', 'sms', 'XSS', null],
];

const quote = (text: string | null) => (text === null ? 'null' : `'${text.replaceAll("'", "''")}'`);

export const landingSchema = /* sql */ `
create table short_links (
  code text primary key,
  convert_url text not null,
  channel text not null,
  camp text not null,
  sub_id text
);
insert into short_links (code, convert_url, channel, camp, sub_id) values
${shortLinks.map((row) => `  (${row.map(quote).join(', ')})`).join(',\n')};

create table campaign_logs (
  id bigserial primary key,
  call_name text not null,
  msisdn text,
  payload jsonb not null,
  received_at timestamptz not null
);
create index campaign_logs_received on campaign_logs (received_at);

create table contact_update_requests (
  id bigserial primary key,
  msisdn text not null,
  request_id text not null,
  partner_code text not null,
  received_at timestamptz not null,
  unique (msisdn, request_id)
);
create index contact_update_requests_msisdn on contact_update_requests (msisdn, received_at);
`;
