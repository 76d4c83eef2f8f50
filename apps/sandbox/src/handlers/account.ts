/** Customer info of the signed-in subscriber (usage and history: usage.ts; the family group: family.ts). */
import { OperatorError } from '../http/operator-error';
import { findSubscriber } from '../services/subscribers';
import { signedIn, type Handlers } from './types';

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
};
