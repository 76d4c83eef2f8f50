/** §7 SIM (API-071 ... API-078): §7 names these calls without their fields. */
import { defineCalls } from './define';
import { unshownMobileRow } from './wire';

export const simCalls = defineCalls({
  mobile_change_sim_req_check: unshownMobileRow('read', 'API-071', '/mobile_change_sim_req_check'),
  mobile_change_sim_accepted: unshownMobileRow('write', 'API-072', '/mobile_change_sim_accepted'),
  multisim_query: unshownMobileRow('read', 'API-073', '/multisim_query'),
  multisim_reg: unshownMobileRow('write', 'API-074', '/multisim_reg'),
  multisim_unreg: unshownMobileRow('write', 'API-075', '/multisim_unreg'),
  multisim_unlink: unshownMobileRow('write', 'API-076', '/multisim_unlink'),
  mobile_check_ezsim: unshownMobileRow('read', 'API-077', '/mobile_check_ezsim'),
  mobile_change_sim_ezcom: unshownMobileRow('write', 'API-078', '/mobile_change_sim_ezcom'),
});
