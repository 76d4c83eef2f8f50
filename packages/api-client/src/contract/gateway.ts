/**
 * §7 Home wifi gateway (API-032 ... API-043, ACC-77 … ACC-80). §7 names the calls but not their fields: the
 * shapes below are assumed (each row says so) and written down in docs/decisions/account.md ("Linked services
 * and home gateway"). Every call names the home internet account (`account`, the decrypted ACCOUNT of the
 * contract account list); the server answers only for an account billed with the caller.
 */
import * as z from 'zod/mini';
import { defineCalls, mobileRow } from './define';
import { listOf, mobileEnvelope, mobileResponse, optionalText, wireNumber } from './wire';

const text = z.string().check(z.minLength(1), z.maxLength(64));
const clockTime = z.string().check(z.regex(/^\d{2}:\d{2}$/));
const flag = z.union([z.literal(0), z.literal(1)]);
const band = z.enum(['2.4GHz', '5GHz']);
/** ISO weekdays, 1 Monday … 7 Sunday. */
const days = z.array(z.int().check(z.minimum(1), z.maximum(7))).check(z.minLength(1), z.maxLength(7));

const accountBody = z.looseObject({ account: text });
const deviceBody = z.extend(accountBody, { mac: text });

/** API-032 (assumed): the gateway on the account's optical line. */
export const gatewayRecord = z.looseObject({
  account: z.string(),
  serial: z.string(),
  model: z.string(),
  firmware: optionalText,
  online: flag,
});

/** API-033 (assumed): one wifi network. */
export const wlanRecord = z.looseObject({ index: wireNumber, ssid: z.string(), band, enabled: flag });

/** API-034, API-035 (assumed): a device the gateway sees, connected or blocked. */
export const gatewayDeviceRecord = z.looseObject({
  mac: z.string(),
  host_name: optionalText,
  ip: optionalText,
  band: z.nullish(band),
});

/** API-042 (assumed): the wifi is off from off_time to on_time from each of the days. */
export const wifiScheduleRecord = z.looseObject({
  schedule_id: z.string(),
  off_time: z.string(),
  on_time: z.string(),
  days: z.array(wireNumber),
});

/** API-041 (assumed): the gateway restarts at time on each of the days. */
export const rebootScheduleRecord = z.looseObject({
  schedule_id: z.string(),
  time: z.string(),
  days: z.array(wireNumber),
});

/** API-043 (assumed): the generic call runs one action: restart now, or switch one wifi network. */
const gnmsAction = z.discriminatedUnion('action', [
  z.looseObject({ account: text, action: z.literal('reboot') }),
  z.looseObject({ account: text, action: z.literal('set_wlan'), index: z.int(), enabled: flag }),
]);

/**
 * The refusals of the gateway rows (assumed codes): the sandbox answers them, the portal explains each in
 * the reader's language.
 */
export const gatewayRefusals = {
  /** The account is not a home internet account billed with the caller, or has no gateway. */
  notFound: 'GW01',
  /** The new schedule overlaps one of the same kind (ACC-80). */
  scheduleOverlaps: 'GW02',
  /** The gateway has the most schedules of that kind already. */
  scheduleLimit: 'GW03',
  /** Block a blocked device, or unblock one that is not blocked. */
  deviceState: 'GW04',
  /** A restart was asked for a moment ago and the gateway is still coming back. */
  restarting: 'GW05',
  /** No such wifi network or schedule on this gateway. */
  noSuchItem: 'GW06',
} as const;

export type GatewayRefusal = keyof typeof gatewayRefusals;

const assumed = (what: string) => ({ assumed: `fields not shown; ${what}` });

export const gatewayCalls = defineCalls({
  gnms_get_by_optical: mobileRow(
    'read',
    'API-032',
    '/gnms_get_by_optical',
    accountBody,
    mobileResponse(gatewayRecord),
    assumed('the home internet account; the gateway on its optical line'),
  ),
  gnms_get_list_wlan: mobileRow(
    'read',
    'API-033',
    '/gnms_get_list_wlan',
    accountBody,
    mobileResponse(listOf(wlanRecord)),
    assumed("the account; the gateway's wifi networks"),
  ),
  gnms_get_connected_user_infor: mobileRow(
    'read',
    'API-034',
    '/gnms_get_connected_user_infor',
    accountBody,
    mobileResponse(listOf(gatewayDeviceRecord)),
    assumed('the account; the devices connected now'),
  ),
  gnms_get_block_client: mobileRow(
    'read',
    'API-035',
    '/gnms_get_block_client',
    accountBody,
    mobileResponse(listOf(gatewayDeviceRecord)),
    assumed('the account; the blocked devices'),
  ),
  gnms_on_off_wifi_schedule: mobileRow(
    'write',
    'API-036',
    '/gnms_on_off_wifi_schedule',
    z.extend(accountBody, { off_time: clockTime, on_time: clockTime, days }),
    mobileResponse(wifiScheduleRecord),
    assumed('the account, the times the wifi goes off and on (HH:mm) and the days; the new schedule'),
  ),
  gnms_reboot_device_schedule: mobileRow(
    'write',
    'API-037',
    '/gnms_reboot_device_schedule',
    z.extend(accountBody, { time: clockTime, days }),
    mobileResponse(rebootScheduleRecord),
    assumed('the account, the restart time (HH:mm) and the days; the new schedule'),
  ),
  gnms_control_schedule_deletion: mobileRow(
    'write',
    'API-038',
    '/gnms_control_schedule_deletion',
    z.extend(accountBody, { schedule_id: text }),
    mobileEnvelope,
    assumed('the account and the schedule (wifi or restart) to delete'),
  ),
  gnms_block_client_access: mobileRow(
    'write',
    'API-039',
    '/gnms_block_client_access',
    deviceBody,
    mobileEnvelope,
    assumed('the account and the MAC address to block'),
  ),
  gnms_unblock_client_access: mobileRow(
    'write',
    'API-040',
    '/gnms_unblock_client_access',
    deviceBody,
    mobileEnvelope,
    assumed('the account and the MAC address to unblock'),
  ),
  gnms_get_reboot_schedule: mobileRow(
    'read',
    'API-041',
    '/gnms_get_reboot_schedule',
    accountBody,
    mobileResponse(listOf(rebootScheduleRecord)),
    assumed('the account; its restart schedules'),
  ),
  gnms_get_on_off_wifi_schedule: mobileRow(
    'read',
    'API-042',
    '/gnms_get_on_off_wifi_schedule',
    accountBody,
    mobileResponse(listOf(wifiScheduleRecord)),
    assumed('the account; its wifi on/off schedules'),
  ),
  gnms: mobileRow(
    'write',
    'API-043',
    '/gnms',
    gnmsAction,
    mobileEnvelope,
    assumed(
      "the account and an action: 'reboot' now, or 'set_wlan' with a network's index and enabled 0 / 1",
    ),
  ),
});
