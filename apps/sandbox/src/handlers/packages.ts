/** Package cards (PKG-04): search and list by header group, and the subscriber's active list. */
import { nextRenewal, periodOfCode } from '@selfcare/domain';
import type { SqlExecutor } from '../db/database';
import type { Handlers } from './types';
import { signedIn } from './types';

export interface PackageRow {
  id: number;
  code: string;
  group_code: string;
  name: string;
  price: number;
  period_code: number;
  description_html: string;
  image_url: string;
  type: number;
  package_type: number;
  status_pay: number;
}

/** ENT-32 wire record, plus the header group it belongs to. */
export function packageCard(row: PackageRow) {
  return {
    ID: row.id,
    NAME: row.name,
    IMAGE_URL: row.image_url,
    PRICE: row.price,
    PERIOD: row.period_code,
    DESCRIPTION: row.description_html,
    CODE: row.code,
    TYPE: row.type,
    PACKAGE_TYPE: row.package_type,
    STATUS_PAY: row.status_pay,
    GROUP_CODE: row.group_code,
  };
}

export async function findPackage(db: SqlExecutor, code: string): Promise<PackageRow | undefined> {
  const [row] = await db.query<PackageRow>('select * from packages where code = $1', [code]);
  return row;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The package catalogue is seed data that no call changes, so it is read once per store and
 * filtered in memory: the busiest public read never waits behind writes (load goal p99 ≤ 50 ms).
 */
const catalogues = new WeakMap<SqlExecutor, Promise<PackageRow[]>>();
function catalogue(db: SqlExecutor): Promise<PackageRow[]> {
  let rows = catalogues.get(db);
  if (!rows) {
    rows = db.query<PackageRow>('select * from packages order by sort');
    catalogues.set(db, rows);
  }
  return rows;
}

/** Answers per (group, keyword), frozen so the router validates and serialises each once. */
const answers = new WeakMap<SqlExecutor, Map<string, object>>();
const maxAnswers = 500;

const matches = (row: PackageRow, keyword: string) =>
  [row.name, row.code, row.description_html].some((field) => field.toLowerCase().includes(keyword));

export const packageHandlers: Handlers = {
  // API-095 (fields not shown): { keyword?, group? }; group is a header sub-page (goi-cuoc-di-dong ...).
  async package_search(request, app) {
    const keyword = text(request.keyword);
    const group = text(request['group'] ?? request['service']);
    const cache = answers.get(app.db) ?? new Map<string, object>();
    answers.set(app.db, cache);
    const key = `${group}\u0000${keyword.toLowerCase()}`;
    const cached = cache.get(key);
    if (cached) return cached as { error_code: string; result: ReturnType<typeof packageCard>[] };
    const rows = (await catalogue(app.db)).filter(
      (row) =>
        (group === '' || row.group_code === group) && (keyword === '' || matches(row, keyword.toLowerCase())),
    );
    const answer = Object.freeze({ error_code: '0', message: 'Thành công', result: rows.map(packageCard) });
    if (cache.size < maxAnswers) cache.set(key, answer);
    return answer;
  },

  // API-023, PKG-02: active = registered for this subscriber.
  async mobile_get_service_active_list(_request, app) {
    const rows = await app.db.query<PackageRow & { registered_at: Date }>(
      `select p.*, s.registered_at from subscriptions s join packages p on p.code = s.package_code
       where s.msisdn = $1 order by s.registered_at desc`,
      [signedIn(app)],
    );
    // Issue 17 (assumed RENEW_DATE): each period from the registration, the next one after today.
    const renewal = (row: PackageRow & { registered_at: Date }) =>
      nextRenewal(row.registered_at.getTime(), periodOfCode(row.period_code), app.clock.now()) ?? null;
    const result = rows.map((row) => ({ ...packageCard(row), RENEW_DATE: renewal(row) }));
    return { error_code: '0', message: 'Thành công', result };
  },
};
