import {
  toDebtMonth,
  toGatewayDevice,
  toHomeGateway,
  toLinkedService,
  toRebootSchedule,
  toServiceAccountInfo,
  toWifiNetwork,
  toWifiSchedule,
  type Decrypt,
} from '../mappers';
import { latestDebtMonths, type LinkableKind, type ServiceAccountInfo } from '@selfcare/domain';
import type { QueryFunctionContext, QueryKey } from '@tanstack/query-core';
import type { QueryFactories } from './factories';

/** ACC-75: a lookup, whichever row answers it. */
export interface LookupQuery {
  readonly queryKey: QueryKey;
  readonly queryFn: (context: Pick<QueryFunctionContext, 'signal'>) => Promise<ServiceAccountInfo>;
}

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
    /**
     * ACC-75: looks up an account of a kind before it is linked, typed as the domain's validateLinkTarget
     * reads it: fiber and MyTV by account id, a fixed line and another mobile number by phone_get_info.
     */
    lookup: (kind: LinkableKind, value: string) => {
      const toInfo = (data: { result: Parameters<typeof toServiceAccountInfo>[0] }) =>
        toServiceAccountInfo(data.result);
      // One query shape whichever row answers, so a page can hold one lookup whatever the kind.
      const query: LookupQuery =
        kind === 'internet'
          ? readMapped('fiber_get_info', { account: value }, toInfo)
          : kind === 'tv'
            ? readMapped('mytv_get_info', { account: value }, toInfo)
            : readMapped('phone_get_info', { number: value }, toInfo);
      return query;
    },
    /** ACC-43, API-053: a linked account's billed months, newest first, at most 12. */
    debtHistory: (account: string) =>
      readMapped('cust_nonmobile_lichsu_no', { account }, (data) =>
        latestDebtMonths(data.result.map(toDebtMonth)),
      ),
    /** ACC-75: the caller's home internet accounts found by the contract's phone or an account id. */
    fiberSearch: (keyword: string) =>
      readMapped('fiber_search_info2', { keyword }, (data) => data.result.map(toServiceAccountInfo)),
  };
}
