/** Customer info, history and e-invoices of the signed-in subscriber (the family group: family.ts). */
import { OperatorError } from '../http/operator-error';
import { findSubscriber } from '../services/subscribers';
import { signedIn, type CallContext, type Handlers } from './types';

const ok = <T>(result: T) => ({ error_code: '0', message: 'Thành công', result });

export const accountHandlers: Handlers = {
  // API-019 / API-031: the shell's user info.
  async core_customer_get_info(_request, app) {
    const subscriber = await findSubscriber(app.db, signedIn(app));
    if (!subscriber) throw new OperatorError('1', 'Thuê bao không tồn tại.');
    return ok({
      FULL_NAME: subscriber.full_name,
      CUSTOMER_ID: subscriber.customer_id,
      SUBSCRIBER_TYPE: subscriber.kind,
      IS_VIP: subscriber.is_vip ? 1 : 0,
      MAIN_BALANCE: subscriber.main_balance,
      DATA_REMAIN_MB: subscriber.data_remain_mb,
      // Assumed field (API-019 payload not shown): the allowance, so the home can draw remaining over total.
      ...(subscriber.data_total_mb === null ? {} : { DATA_TOTAL_MB: subscriber.data_total_mb }),
      ADDRESS: subscriber.address,
      EMAIL: subscriber.email,
    });
  },

  async mobile_post_hist_detail(_request, app) {
    return ok(await usageOf(app));
  },

  async mobile_prepaid_hist_detail(_request, app) {
    return ok(await usageOf(app));
  },
};

/** CONST-78: history reaches back 90 days. */
async function usageOf(app: CallContext) {
  const since = new Date(app.clock.now() - 90 * 86_400_000);
  const rows = await app.db.query<{
    b_subs: string;
    call_type: string;
    duration_s: number;
    charge: number;
    started_at: Date;
  }>('select * from usage_records where msisdn = $1 and started_at >= $2 order by started_at desc', [
    signedIn(app),
    since,
  ]);
  return rows.map((row) => ({
    B_SUBS: row.b_subs,
    CALL_TYPE: row.call_type,
    DURATION: row.duration_s,
    CHARGE: row.charge,
    START_TIME: row.started_at.toISOString(),
  }));
}
