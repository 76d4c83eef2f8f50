/** Issue 15 (LOY-43): the services whose use earns points and their earning rates (reference data). */
const services: readonly [string, string, string, number | null, number | null][] = [
  ['CUOC_THANG', 'Cước thuê bao trả sau', 'Postpaid monthly bill', 10_000, 1],
  ['NAP_TIEN', 'Nạp tiền trả trước', 'Prepaid top-up', 10_000, 1],
  ['GOI_CUOC', 'Đăng ký gói cước', 'Package registration', 20_000, 3],
  ['MYTV', 'Truyền hình MyTV', 'MyTV television', 20_000, 2],
  ['INTERNET', 'Internet cáp quang', 'Fibre internet', null, null],
];

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const value = (amount: number | null) => (amount === null ? 'null' : String(amount));

export const loyaltyPointServicesSchema = /* sql */ `
create table loyalty_point_services (
  code text primary key,
  name_vi text not null,
  name_en text not null,
  amount integer check (amount is null or amount > 0),
  points integer check (points is null or points > 0),
  sort integer not null
);
insert into loyalty_point_services (code, name_vi, name_en, amount, points, sort) values
${services
  .map(
    ([code, vi, en, amount, points], index) =>
      `  (${quote(code)}, ${quote(vi)}, ${quote(en)}, ${value(amount)}, ${value(points)}, ${index})`,
  )
  .join(',\n')};
`;
