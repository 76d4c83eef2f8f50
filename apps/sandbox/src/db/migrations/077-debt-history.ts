/**
 * Issue 17 (ACC-43, API-053): the billed months of each fixed-line, home internet and MyTV account of the
 * operator's register. The history belongs to the account, not to the link: whoever has it linked reads it.
 * Months are 'YYYY-MM' and days 'YYYY-MM-DD' (Vietnam's calendar), kept as text so no time zone moves them.
 */
export const debtHistorySchema = /* sql */ `
create table account_debts (
  account text not null references service_accounts (account),
  bill_cycle text not null check (bill_cycle ~ '^[0-9]{4}-[0-9]{2}$'),
  charge integer not null check (charge >= 0),
  paid integer not null check (paid >= 0),
  due_date text not null check (due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  primary key (account, bill_cycle)
);
`;
