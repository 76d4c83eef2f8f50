/** Samples of issue 17's linking rows (assumed fields, contract/accounts.ts) for the call table test. */
import type { CallName } from '../src/contract';
import type { CallSample } from './fixtures';

const mobile = (result: unknown) => () => ({ error_code: '0', message: 'Thành công', result });
const fiber = { account: 'hni_fiber_0777' };
const info = {
  ACCOUNT: 'hni_fiber_0777',
  PRODUCT_LINE: 'FIBER',
  OWNER_NAME: 'Nguyễn V** A*',
  ADDRESS: '12 Phố Huế, Hà Nội',
  PACKAGE_NAME: 'Home Net 150 Mbps',
  STATUS: 'ACTIVE',
  LINKED: 0,
};

export const serviceLinkingSamples: Partial<Record<CallName, CallSample>> = {
  fiber_get_info: { request: fiber, response: mobile(info) },
  mytv_get_info: {
    request: { account: 'hni_mytv_0778' },
    response: mobile({ ...info, ACCOUNT: 'hni_mytv_0778', PRODUCT_LINE: 'MYTV', LINKED: 1 }),
  },
  phone_get_info: {
    request: { number: '02437770001' },
    response: mobile({ ...info, ACCOUNT: '02437770001', PRODUCT_LINE: 'PHONE', ADDRESS: null }),
  },
  fiber_search_info2: { request: { keyword: '0912345678' }, response: mobile([info]) },
  fiber_add_account: { request: fiber },
  mytv_add_account: { request: { account: 'hni_mytv_0778' } },
  phone_add_account: { request: { number: '02437770001' } },
  mobile_add_account: { request: { msisdn: '84917770002' } },
  cust_remove_account: { request: fiber },
  cust_nonmobile_lichsu_no: {
    request: fiber,
    response: mobile([
      { BILL_CYCLE: '10/2026', CHARGE: 220000, PAID_AMOUNT: 0, DEBT: 220000, DUE_DATE: '2026-11-30' },
      { BILL_CYCLE: '09/2026', CHARGE: '220000', PAID_AMOUNT: '220000', DEBT: '0', DUE_DATE: null },
    ]),
  },
};
