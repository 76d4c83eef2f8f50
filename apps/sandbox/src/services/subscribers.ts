import { nowDate, type AppContext } from '../app-context';
import type { SqlExecutor } from '../db/database';

export interface SubscriberRow {
  msisdn: string;
  full_name: string;
  customer_id: string;
  kind: 'prepaid' | 'postpaid' | 'fixed' | 'internet' | 'tv';
  is_vip: boolean;
  off_net: boolean;
  roaming_data_on: boolean;
  roaming_package_code: string | null;
  main_balance: number;
  data_remain_mb: number;
  /** Migration 3: null for numbers without a known allowance (and stores seeded before it). */
  data_total_mb: number | null;
  password_hash: string | null;
  email: string | null;
  address: string | null;
}

export async function findSubscriber(db: SqlExecutor, msisdn: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.query<SubscriberRow>('select * from subscribers where msisdn = $1', [msisdn]);
  return row;
}

/**
 * A number the seed does not know signs in as an off-net guest (another network's subscriber:
 * off_net 1), so any valid number can try the portal and the load script needs no fixtures.
 */
export async function findOrProvision(
  app: AppContext,
  msisdn: string,
  db: SqlExecutor = app.db,
): Promise<SubscriberRow> {
  const known = await findSubscriber(db, msisdn);
  if (known) return known;
  const [inserted] = await db.query<SubscriberRow>(
    `insert into subscribers (msisdn, full_name, customer_id, kind, off_net, auto_provisioned, created_at)
     values ($1, 'Khách hàng', $2, 'prepaid', true, true, $3) on conflict (msisdn) do nothing returning *`,
    [msisdn, `KH${msisdn.slice(-8)}`, nowDate(app)],
  );
  if (inserted) return inserted;
  // Another request provisioned it in between.
  const created = await findSubscriber(db, msisdn);
  if (!created) throw new Error(`subscriber ${msisdn} could not be created`);
  return created;
}
