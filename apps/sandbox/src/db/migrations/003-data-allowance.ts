/** Issue 14: a subscriber's data allowance beside what remains (the home's data bar); unknown stays null. */
export const dataAllowanceSchema = /* sql */ `
alter table subscribers add column data_total_mb integer check (data_total_mb is null or data_total_mb >= 0);
`;
