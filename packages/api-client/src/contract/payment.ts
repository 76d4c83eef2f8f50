/** §7 Payment: top-up and bills (API-079 ... API-086): §7 names these calls without their fields. */
import { defineCalls } from './define';
import { unshownMobileRow } from './wire';

export const paymentCalls = defineCalls({
  mobile_payment_recharge_check_remain: unshownMobileRow(
    'read',
    'API-079',
    '/mobile_payment_recharge_check_remain',
  ),
  mobile_payment_recharge_v2: unshownMobileRow('write', 'API-080', '/mobile_payment_recharge_v2'),
  product_ttc_list_billcode: unshownMobileRow('read', 'API-081', '/{product}_ttc_list_billcode'),
  product_ttc_billcode_update_info: unshownMobileRow(
    'write',
    'API-082',
    '/{product}_ttc_billcode_update_info',
  ),
  product_ttc_billcode_detail: unshownMobileRow('read', 'API-083', '/{product}_ttc_billcode_detail'),
  product_ttc_payment_info: unshownMobileRow('read', 'API-084', '/{product}_ttc_payment_info'),
  product_get_qrcode: unshownMobileRow('read', 'API-085', '/{product}_get_qrcode'),
  product_get_bill_code: unshownMobileRow('read', 'API-086', '/{product}_get_bill_code'),
});
