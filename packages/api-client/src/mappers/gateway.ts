/**
 * Linked services and the home wifi gateway (issue 17, ACC-76 … ACC-80): wire records of the assumed payloads
 * (contract/gateway.ts, records.ts) to domain models, and the bodies of the schedule writes.
 */
import {
  linkedServiceKindOf,
  linkedServiceStatusOf,
  normaliseWeekdays,
  type GatewayDevice,
  type HomeGateway,
  type LinkedService,
  type RebootSchedule,
  type RebootScheduleDraft,
  type WifiNetwork,
  type WifiSchedule,
  type WifiScheduleDraft,
} from '@selfcare/domain';
import type * as z from 'zod/mini';
import type {
  contractAccountRecord,
  gatewayDeviceRecord,
  gatewayRecord,
  rebootScheduleRecord,
  wifiScheduleRecord,
  wlanRecord,
} from '../contract';
import { toContractAccount, type Decrypt } from './account';
import { optional } from './wire';

/** ACC-76, ENT-41: a contract account, decrypted, with its kind, status and packages. */
export async function toLinkedService(
  record: z.output<typeof contractAccountRecord>,
  decrypt: Decrypt,
): Promise<LinkedService> {
  const account = await toContractAccount(record, decrypt);
  return {
    ...account,
    kind: linkedServiceKindOf(account.productLine),
    status: linkedServiceStatusOf(optional(record.STATUS)),
    packages: record.PACKAGES.map((item) => ({ code: item.PACKAGE_CODE, name: item.PACKAGE_NAME })),
  };
}

/** ACC-77. */
export function toHomeGateway(record: z.output<typeof gatewayRecord>): HomeGateway {
  return {
    account: record.account,
    serial: record.serial,
    model: record.model,
    firmware: optional(record.firmware),
    online: record.online === 1,
  };
}

/** ACC-78. */
export function toWifiNetwork(record: z.output<typeof wlanRecord>): WifiNetwork {
  return { index: record.index, name: record.ssid, band: record.band, enabled: record.enabled === 1 };
}

/** ACC-78, ACC-79: whether it is blocked is known from the list it came in (mergeGatewayDevices). */
export function toGatewayDevice(
  record: z.output<typeof gatewayDeviceRecord>,
): Omit<GatewayDevice, 'blocked'> {
  return {
    mac: record.mac,
    name: optional(record.host_name),
    ip: optional(record.ip),
    band: record.band ?? undefined,
  };
}

/** ACC-80. */
export function toWifiSchedule(record: z.output<typeof wifiScheduleRecord>): WifiSchedule {
  return {
    id: record.schedule_id,
    offAt: record.off_time,
    onAt: record.on_time,
    days: normaliseWeekdays(record.days),
  };
}

/** ACC-80. */
export function toRebootSchedule(record: z.output<typeof rebootScheduleRecord>): RebootSchedule {
  return { id: record.schedule_id, at: record.time, days: normaliseWeekdays(record.days) };
}

/** The body of gnms_on_off_wifi_schedule from a draft that validateWifiSchedule accepted. */
export function wifiScheduleRequest(account: string, draft: WifiScheduleDraft) {
  return { account, off_time: draft.offAt, on_time: draft.onAt, days: [...draft.days] };
}

/** The body of gnms_reboot_device_schedule from a draft that validateRebootSchedule accepted. */
export function rebootScheduleRequest(account: string, draft: RebootScheduleDraft) {
  return { account, time: draft.at, days: [...draft.days] };
}
