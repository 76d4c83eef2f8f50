/**
 * Home wifi gateway rules (issue 17, ACC-77 … ACC-80). §7 names the gnms_* calls without their fields or
 * rules; the rules below are this portal's (docs/decisions/account.md, "Linked services and home gateway"),
 * and the sandbox applies the same ones, so the page refuses what the server would.
 */
import { fail, ok, type Result } from './result';

/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/** At most this many schedules of each kind per gateway (assumed; the sandbox refuses the next). */
export const GATEWAY_SCHEDULE_LIMIT = 5;

export type WifiBand = '2.4GHz' | '5GHz';

/** ACC-77: the gateway on the optical line of a home internet account. */
export interface HomeGateway {
  readonly account: string;
  readonly serial: string;
  readonly model: string;
  readonly firmware: string | undefined;
  readonly online: boolean;
}

/** ACC-78: one wifi network of the gateway. */
export interface WifiNetwork {
  readonly index: number;
  readonly name: string;
  readonly band: WifiBand;
  readonly enabled: boolean;
}

/** ACC-78, ACC-79: a device seen by the gateway, connected now or blocked. */
export interface GatewayDevice {
  /** Upper case, colon separated (formatMac). */
  readonly mac: string;
  readonly name: string | undefined;
  readonly ip: string | undefined;
  readonly band: WifiBand | undefined;
  readonly blocked: boolean;
}

/** ACC-80: the wifi is off from `offAt` to `onAt` ('HH:mm'), starting on each of `days`; past midnight it ends the next day. */
export interface WifiSchedule {
  readonly id: string;
  readonly offAt: string;
  readonly onAt: string;
  readonly days: readonly Weekday[];
}

/** ACC-80: the gateway restarts at `at` ('HH:mm') on each of `days`. */
export interface RebootSchedule {
  readonly id: string;
  readonly at: string;
  readonly days: readonly Weekday[];
}

export type WifiScheduleDraft = Omit<WifiSchedule, 'id'>;
export type RebootScheduleDraft = Omit<RebootSchedule, 'id'>;

/** Why a schedule is refused; each names the field it concerns (scheduleErrorField). */
export type GatewayScheduleError = 'timeInvalid' | 'daysRequired' | 'sameTimes' | 'overlaps' | 'limitReached';

export function scheduleErrorField(error: GatewayScheduleError): 'time' | 'days' | 'form' {
  if (error === 'timeInvalid' || error === 'sameTimes') return 'time';
  if (error === 'daysRequired') return 'days';
  return 'form';
}

const dayMinutes = 24 * 60;
const weekMinutes = 7 * dayMinutes;

/** Minutes after midnight of a 24-hour 'HH:mm' (00:00 … 23:59), or undefined. */
export function clockMinutes(text: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Days once each, Monday first; anything that is not a weekday is dropped. */
export function normaliseWeekdays(days: readonly number[]): Weekday[] {
  return WEEKDAYS.filter((day) => days.includes(day));
}

type Interval = readonly [number, number];

/** The minutes of the week a wifi schedule keeps the wifi off; an interval past Sunday night wraps to Monday. */
function wifiOffIntervals(schedule: WifiScheduleDraft): Interval[] {
  const off = clockMinutes(schedule.offAt) ?? 0;
  const on = clockMinutes(schedule.onAt) ?? 0;
  const length = on > off ? on - off : on + dayMinutes - off;
  return schedule.days.flatMap((day): Interval[] => {
    const start = (day - 1) * dayMinutes + off;
    const end = start + length;
    return end <= weekMinutes
      ? [[start, end]]
      : [
          [start, weekMinutes],
          [0, end - weekMinutes],
        ];
  });
}

const intersects = (a: readonly Interval[], b: readonly Interval[]) =>
  a.some(([aStart, aEnd]) => b.some(([bStart, bEnd]) => aStart < bEnd && bStart < aEnd));

/**
 * ACC-80: a wifi on/off schedule needs two valid times that differ, at least one day, room under the
 * limit, and no minute in common with another wifi schedule (two schedules switching the same wifi at
 * overlapping times would fight each other).
 */
export function validateWifiSchedule(
  draft: WifiScheduleDraft,
  existing: readonly WifiSchedule[],
): Result<WifiScheduleDraft, GatewayScheduleError> {
  const off = clockMinutes(draft.offAt);
  const on = clockMinutes(draft.onAt);
  if (off === undefined || on === undefined) return fail('timeInvalid');
  if (off === on) return fail('sameTimes');
  const days = normaliseWeekdays(draft.days);
  if (days.length === 0) return fail('daysRequired');
  if (existing.length >= GATEWAY_SCHEDULE_LIMIT) return fail('limitReached', { n: GATEWAY_SCHEDULE_LIMIT });
  const accepted = { offAt: draft.offAt.trim(), onAt: draft.onAt.trim(), days };
  const taken = existing.flatMap(wifiOffIntervals);
  return intersects(wifiOffIntervals(accepted), taken) ? fail('overlaps') : ok(accepted);
}

/** ACC-80: a reboot schedule needs a valid time, at least one day, room under the limit, and no twin on a shared day. */
export function validateRebootSchedule(
  draft: RebootScheduleDraft,
  existing: readonly RebootSchedule[],
): Result<RebootScheduleDraft, GatewayScheduleError> {
  const at = clockMinutes(draft.at);
  if (at === undefined) return fail('timeInvalid');
  const days = normaliseWeekdays(draft.days);
  if (days.length === 0) return fail('daysRequired');
  if (existing.length >= GATEWAY_SCHEDULE_LIMIT) return fail('limitReached', { n: GATEWAY_SCHEDULE_LIMIT });
  const twin = existing.some(
    (other) => clockMinutes(other.at) === at && other.days.some((day) => days.includes(day)),
  );
  return twin ? fail('overlaps') : ok({ at: draft.at.trim(), days });
}

const macForms = [
  /^[0-9a-f]{2}(:[0-9a-f]{2}){5}$/i,
  /^[0-9a-f]{2}(-[0-9a-f]{2}){5}$/i,
  /^[0-9a-f]{4}(\.[0-9a-f]{4}){2}$/i,
  /^[0-9a-f]{12}$/i,
];

/**
 * ACC-79: a MAC address in the one form the portal shows and sends ('AA:BB:CC:DD:EE:FF'), from colon,
 * hyphen, Cisco-dot or bare hex; undefined when it is not 12 hex digits.
 */
export function formatMac(text: string): string | undefined {
  const trimmed = text.trim();
  if (!macForms.some((form) => form.test(trimmed))) return undefined;
  return trimmed.replace(/[:.-]/g, '').toUpperCase().match(/../g)?.join(':');
}

/**
 * ACC-78, ACC-79: connected and blocked devices as one list, one row per MAC (a blocked device is blocked
 * even if the gateway still lists it as connected), devices with a name first in name order, then by MAC.
 */
export function mergeGatewayDevices(
  connected: readonly Omit<GatewayDevice, 'blocked'>[],
  blocked: readonly Omit<GatewayDevice, 'blocked'>[],
): GatewayDevice[] {
  const byMac = new Map<string, GatewayDevice>();
  for (const device of connected) {
    const mac = formatMac(device.mac);
    if (mac) byMac.set(mac, { ...device, mac, blocked: false });
  }
  for (const device of blocked) {
    const mac = formatMac(device.mac);
    if (!mac) continue;
    const seen = byMac.get(mac);
    byMac.set(mac, { ...device, ...stripUndefined(seen), mac, blocked: true });
  }
  return [...byMac.values()].sort(
    (a, b) =>
      Number(a.name === undefined) - Number(b.name === undefined) ||
      (a.name ?? '').localeCompare(b.name ?? '', 'vi') ||
      a.mac.localeCompare(b.mac),
  );
}

function stripUndefined(device: GatewayDevice | undefined): Partial<GatewayDevice> {
  if (!device) return {};
  return Object.fromEntries(Object.entries(device).filter(([, value]) => value !== undefined));
}
