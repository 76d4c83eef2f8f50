import {
  toGatewayDevice,
  toHomeGateway,
  toLinkedService,
  toRebootSchedule,
  toWifiNetwork,
  toWifiSchedule,
  type Decrypt,
} from '../mappers';
import type { QueryFactories } from './factories';

/**
 * Issue 17 (ACC-76 … ACC-80): the caller's linked accounts and the home gateway of one of them. Every read
 * is private, so its key carries the subscriber (readMapped's scope); the gateway reads carry the account.
 */
export function createLinkedServiceQueries({
  read,
  readMapped,
}: Pick<QueryFactories, 'read' | 'readMapped'>) {
  const gateway = (account: string) => ({ account });
  return {
    /** ACC-76: the contract accounts, each field decrypted by `decrypt` (the key does not depend on it). */
    accounts: (decrypt: Decrypt) => {
      const base = read('cust_get_subscribers_by_invoice2', {});
      return {
        queryKey: base.queryKey,
        queryFn: async (context: Parameters<typeof base.queryFn>[0]) => {
          const data = await base.queryFn(context);
          return Promise.all(data.result.map((record) => toLinkedService(record, decrypt)));
        },
      };
    },
    gateway: (account: string) =>
      readMapped('gnms_get_by_optical', gateway(account), (data) => toHomeGateway(data.result)),
    wifiNetworks: (account: string) =>
      readMapped('gnms_get_list_wlan', gateway(account), (data) => data.result.map(toWifiNetwork)),
    connectedDevices: (account: string) =>
      readMapped('gnms_get_connected_user_infor', gateway(account), (data) =>
        data.result.map(toGatewayDevice),
      ),
    blockedDevices: (account: string) =>
      readMapped('gnms_get_block_client', gateway(account), (data) => data.result.map(toGatewayDevice)),
    wifiSchedules: (account: string) =>
      readMapped('gnms_get_on_off_wifi_schedule', gateway(account), (data) =>
        data.result.map(toWifiSchedule),
      ),
    rebootSchedules: (account: string) =>
      readMapped('gnms_get_reboot_schedule', gateway(account), (data) => data.result.map(toRebootSchedule)),
  };
}
