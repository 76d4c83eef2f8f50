/**
 * Issue 17 (ACC-74, ACC-75): the operator's register of fixed-line, home internet and MyTV accounts with their
 * owner's document, so a subscriber can look one up and link it when it is their own customer's; a linked
 * mobile number is a product line of its own. A gateway belongs to its account, not to the link: removing a
 * link keeps the gateway (and its schedules) for whoever links the account again.
 */
export const serviceLinkingSchema = /* sql */ `
alter table subscribers add column owner_document text;

alter table linked_accounts drop constraint linked_accounts_product_line_check;
alter table linked_accounts add constraint linked_accounts_product_line_check
  check (product_line in ('FIBER', 'MYTV', 'PHONE', 'MOBILE'));
alter table gateways drop constraint gateways_account_fkey;

create table service_accounts (
  account text primary key,
  product_line text not null check (product_line in ('FIBER', 'MYTV', 'PHONE')),
  owner_document text not null,
  owner_name text not null,
  address text not null,
  contact text not null,
  status text not null check (status in ('ACTIVE', 'SUSPENDED', 'CANCELLED')),
  packages jsonb not null default '[]'
);
create index service_accounts_contact on service_accounts (contact);
`;
