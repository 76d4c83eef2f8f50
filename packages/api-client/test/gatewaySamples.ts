/** Samples of issue 17's gateway rows (assumed fields, contract/gateway.ts) for the call table test. */
import type { CallName } from '../src/contract';
import type { CallSample } from './fixtures';

const mobile = (result: unknown) => () => ({ error_code: '0', message: 'Thành công', result });
const account = { account: 'hcm_fiber_0101' };
const device = { mac: 'AA:BB:CC:00:00:01', host_name: 'Điện thoại Lan', ip: '192.168.1.2', band: '5GHz' };
const wifiSchedule = { schedule_id: 'w1', off_time: '23:00', on_time: '06:00', days: [1, 2, 3] };
const rebootSchedule = { schedule_id: 'r1', time: '03:00', days: [7] };

export const gatewaySamples: Partial<Record<CallName, CallSample>> = {
  gnms_get_by_optical: {
    request: account,
    response: mobile({
      ...account,
      serial: 'VNPT00A1B2C3',
      model: 'iGate GW040-H',
      firmware: '1.2',
      online: 1,
    }),
  },
  gnms_get_list_wlan: {
    request: account,
    response: mobile([{ index: 1, ssid: 'Nha Lan', band: '2.4GHz', enabled: 1 }]),
  },
  gnms_get_connected_user_infor: { request: account, response: mobile([device]) },
  gnms_get_block_client: { request: account, response: mobile([device]) },
  gnms_on_off_wifi_schedule: {
    request: { ...account, off_time: '23:00', on_time: '06:00', days: [1, 2, 3] },
    response: mobile(wifiSchedule),
  },
  gnms_reboot_device_schedule: {
    request: { ...account, time: '03:00', days: [7] },
    response: mobile(rebootSchedule),
  },
  gnms_control_schedule_deletion: { request: { ...account, schedule_id: 'w1' } },
  gnms_block_client_access: { request: { ...account, mac: device.mac } },
  gnms_unblock_client_access: { request: { ...account, mac: device.mac } },
  gnms_get_reboot_schedule: { request: account, response: mobile([rebootSchedule]) },
  gnms_get_on_off_wifi_schedule: { request: account, response: mobile([wifiSchedule]) },
  gnms: { request: { ...account, action: 'reboot' } },
};
