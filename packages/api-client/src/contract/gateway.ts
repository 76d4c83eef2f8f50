/** §7 Home wifi gateway (API-032 ... API-043): §7 names these calls without their fields. */
import { defineCalls } from './define';
import { unshownMobileRow } from './wire';

export const gatewayCalls = defineCalls({
  gnms_get_by_optical: unshownMobileRow('read', 'API-032', '/gnms_get_by_optical'),
  gnms_get_list_wlan: unshownMobileRow('read', 'API-033', '/gnms_get_list_wlan'),
  gnms_get_connected_user_infor: unshownMobileRow('read', 'API-034', '/gnms_get_connected_user_infor'),
  gnms_get_block_client: unshownMobileRow('read', 'API-035', '/gnms_get_block_client'),
  gnms_on_off_wifi_schedule: unshownMobileRow('write', 'API-036', '/gnms_on_off_wifi_schedule'),
  gnms_reboot_device_schedule: unshownMobileRow('write', 'API-037', '/gnms_reboot_device_schedule'),
  gnms_control_schedule_deletion: unshownMobileRow('write', 'API-038', '/gnms_control_schedule_deletion'),
  gnms_block_client_access: unshownMobileRow('write', 'API-039', '/gnms_block_client_access'),
  gnms_unblock_client_access: unshownMobileRow('write', 'API-040', '/gnms_unblock_client_access'),
  gnms_get_reboot_schedule: unshownMobileRow('read', 'API-041', '/gnms_get_reboot_schedule'),
  gnms_get_on_off_wifi_schedule: unshownMobileRow('read', 'API-042', '/gnms_get_on_off_wifi_schedule'),
  gnms: unshownMobileRow('write', 'API-043', '/gnms'),
});
