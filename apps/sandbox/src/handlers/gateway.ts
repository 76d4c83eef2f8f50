/**
 * Linked services and the home wifi gateway (issue 17, ACC-76 … ACC-80). Every call answers for the session's
 * own subscriber only: the contract accounts are the caller's, and a gateway call names an account that must be
 * a home internet account billed with the caller (another's, or a made-up one, answers GW01 and nothing else).
 * Schedules follow the domain's rules, checked again inside a transaction that locks the gateway.
 */
import { encryptContractField, gatewayRefusals } from '@selfcare/api-client/contract';
import {
  formatMac,
  normaliseWeekdays,
  validateRebootSchedule,
  validateWifiSchedule,
  type GatewayScheduleError,
  type RebootSchedule,
  type WifiSchedule,
} from '@selfcare/domain';
import { randomUUID } from 'node:crypto';
import { nowDate } from '../app-context';
import type { SqlExecutor } from '../db/database';
import { InvalidInput, OperatorError } from '../http/operator-error';
import { signedIn, type CallContext, type Handlers } from './types';

const ok = <T>(result: T) => ({ error_code: '0', message: 'Thành công', result });
const done = () => ({ error_code: '0', message: 'Thành công' });

/** A restart takes the gateway this long; another restart in that time is refused. */
const RESTART_MS = 3 * 60_000;

const refuse = {
  notFound: () =>
    new OperatorError(gatewayRefusals.notFound, 'Không tìm thấy thiết bị Internet của tài khoản này.'),
  overlaps: () =>
    new OperatorError(gatewayRefusals.scheduleOverlaps, 'Lịch mới trùng thời gian với một lịch đã có.'),
  limit: () => new OperatorError(gatewayRefusals.scheduleLimit, 'Thiết bị đã có đủ số lịch cho phép.'),
  deviceState: (blocked: boolean) =>
    new OperatorError(
      gatewayRefusals.deviceState,
      blocked ? 'Thiết bị này đang bị chặn.' : 'Thiết bị này không bị chặn.',
    ),
  restarting: () =>
    new OperatorError(
      gatewayRefusals.restarting,
      'Thiết bị đang khởi động lại, vui lòng thử lại sau ít phút.',
    ),
  noSuchItem: () =>
    new OperatorError(gatewayRefusals.noSuchItem, 'Không tìm thấy mạng wifi hoặc lịch này trên thiết bị.'),
};

interface GatewayRow {
  account: string;
  serial: string;
  model: string;
  firmware: string | null;
  online: boolean;
  restarted_at: Date | null;
}

/** The caller's gateway on `account`, locked for the transaction when `lock` (every change). */
async function ownGateway(
  db: SqlExecutor,
  app: CallContext,
  account: string,
  lock = false,
): Promise<GatewayRow> {
  const [row] = await db.query<GatewayRow>(
    `select g.* from gateways g join linked_accounts a on a.account = g.account
     where g.account = $1 and a.owner_msisdn = $2 and a.status <> 'CANCELLED'${lock ? ' for update of g' : ''}`,
    [account, signedIn(app)],
  );
  if (!row) throw refuse.notFound();
  return row;
}

interface ScheduleRow {
  id: string;
  start_time: string;
  end_time: string | null;
  days: number[];
}

async function schedulesOf(db: SqlExecutor, account: string, kind: 'wifi' | 'reboot') {
  return db.query<ScheduleRow>(
    'select id, start_time, end_time, days from gateway_schedules where account = $1 and kind = $2 order by created_at, id',
    [account, kind],
  );
}

const toWifi = (row: ScheduleRow): WifiSchedule => ({
  id: row.id,
  offAt: row.start_time,
  onAt: row.end_time ?? row.start_time,
  days: normaliseWeekdays(row.days),
});
const toReboot = (row: ScheduleRow): RebootSchedule => ({
  id: row.id,
  at: row.start_time,
  days: normaliseWeekdays(row.days),
});
const wifiWire = (s: WifiSchedule) => ({
  schedule_id: s.id,
  off_time: s.offAt,
  on_time: s.onAt,
  days: [...s.days],
});
const rebootWire = (s: RebootSchedule) => ({ schedule_id: s.id, time: s.at, days: [...s.days] });

/** A refused schedule: malformed input is a 400, a clash with the gateway's state is the operator's refusal. */
function scheduleRefusal(error: GatewayScheduleError): OperatorError {
  if (error === 'overlaps') return refuse.overlaps();
  if (error === 'limitReached') return refuse.limit();
  return new InvalidInput(
    error === 'daysRequired'
      ? 'days: at least one weekday'
      : 'time: a 24-hour HH:mm, on and off times differ',
  );
}

function macOf(text: string): string {
  const mac = formatMac(text);
  if (!mac) throw new InvalidInput('mac: not a MAC address');
  return mac;
}

interface DeviceRow {
  mac: string;
  host_name: string | null;
  ip: string | null;
  band: string | null;
}

const bandOf = (band: string | null): '2.4GHz' | '5GHz' | null =>
  band === '2.4GHz' || band === '5GHz' ? band : null;

const deviceWire = (row: DeviceRow) => ({
  mac: row.mac,
  host_name: row.host_name,
  ip: row.ip,
  band: bandOf(row.band),
});

async function devices(app: CallContext, account: string, blocked: boolean) {
  await ownGateway(app.db, app, account);
  const rows = await app.db.query<DeviceRow>(
    `select mac, host_name, ip, band from gateway_devices
     where account = $1 and blocked = $2 ${blocked ? '' : 'and connected'} order by mac`,
    [account, blocked],
  );
  return ok(rows.map(deviceWire));
}

/**
 * Blocks or unblocks one device; a MAC the gateway has not seen can be blocked too (typed from a label).
 * A blocked device drops off; unblocked, one the gateway has given an address joins again (as a phone
 * whose wifi retries does), so the subscriber sees it back in the list.
 */
async function setBlocked(app: CallContext, account: string, text: string, blocked: boolean) {
  const mac = macOf(text);
  return app.db.transaction(async (tx) => {
    await ownGateway(tx, app, account, true);
    const [device] = await tx.query<{ blocked: boolean }>(
      'select blocked from gateway_devices where account = $1 and mac = $2',
      [account, mac],
    );
    if ((device?.blocked ?? false) === blocked) throw refuse.deviceState(blocked);
    await tx.query(
      `insert into gateway_devices (account, mac, connected, blocked) values ($1, $2, false, $3)
       on conflict (account, mac) do update set blocked = $3, connected = not $3 and gateway_devices.ip is not null`,
      [account, mac, blocked],
    );
    return done();
  });
}

interface AccountRow {
  account: string;
  product_line: string;
  contact: string;
  status: string;
  packages: { PACKAGE_CODE: string; PACKAGE_NAME: string }[];
}

export const gatewayHandlers: Handlers = {
  // API-029, ACC-76: the caller's contract accounts, ACCOUNT, PRODUCT_LINE and CONTACT encrypted.
  async cust_get_subscribers_by_invoice2(_request, app) {
    const rows = await app.db.query<AccountRow>(
      'select account, product_line, contact, status, packages from linked_accounts where owner_msisdn = $1 order by sort',
      [signedIn(app)],
    );
    const seal = (text: string) => encryptContractField(app.config.contractAccountKey, text);
    return ok(
      await Promise.all(
        rows.map(async (row) => ({
          ACCOUNT: await seal(row.account),
          PRODUCT_LINE: await seal(row.product_line),
          CONTACT: await seal(row.contact),
          STATUS: row.status,
          PACKAGES: row.packages,
        })),
      ),
    );
  },

  async gnms_get_by_optical(request, app) {
    const gateway = await ownGateway(app.db, app, request.account);
    const restarting = isRestarting(gateway, app);
    return ok({
      account: gateway.account,
      serial: gateway.serial,
      model: gateway.model,
      firmware: gateway.firmware,
      online: gateway.online && !restarting ? 1 : 0,
    });
  },

  async gnms_get_list_wlan(request, app) {
    await ownGateway(app.db, app, request.account);
    const rows = await app.db.query<{ idx: number; ssid: string; band: '2.4GHz' | '5GHz'; enabled: boolean }>(
      'select idx, ssid, band, enabled from gateway_wlans where account = $1 order by idx',
      [request.account],
    );
    return ok(
      rows.map((row) => ({ index: row.idx, ssid: row.ssid, band: row.band, enabled: row.enabled ? 1 : 0 })),
    );
  },

  async gnms_get_connected_user_infor(request, app) {
    return devices(app, request.account, false);
  },

  async gnms_get_block_client(request, app) {
    return devices(app, request.account, true);
  },

  async gnms_block_client_access(request, app) {
    return setBlocked(app, request.account, request.mac, true);
  },

  async gnms_unblock_client_access(request, app) {
    return setBlocked(app, request.account, request.mac, false);
  },

  async gnms_get_on_off_wifi_schedule(request, app) {
    await ownGateway(app.db, app, request.account);
    return ok((await schedulesOf(app.db, request.account, 'wifi')).map(toWifi).map(wifiWire));
  },

  async gnms_get_reboot_schedule(request, app) {
    await ownGateway(app.db, app, request.account);
    return ok((await schedulesOf(app.db, request.account, 'reboot')).map(toReboot).map(rebootWire));
  },

  async gnms_on_off_wifi_schedule(request, app) {
    return app.db.transaction(async (tx) => {
      await ownGateway(tx, app, request.account, true);
      const existing = (await schedulesOf(tx, request.account, 'wifi')).map(toWifi);
      const checked = validateWifiSchedule(
        { offAt: request.off_time, onAt: request.on_time, days: normaliseWeekdays(request.days) },
        existing,
      );
      if (!checked.ok) throw scheduleRefusal(checked.error);
      const schedule = { id: randomUUID(), ...checked.value };
      await tx.query(
        `insert into gateway_schedules (id, account, kind, start_time, end_time, days, created_at)
         values ($1, $2, 'wifi', $3, $4, $5, $6)`,
        [schedule.id, request.account, schedule.offAt, schedule.onAt, schedule.days, nowDate(app)],
      );
      return ok(wifiWire(schedule));
    });
  },

  async gnms_reboot_device_schedule(request, app) {
    return app.db.transaction(async (tx) => {
      await ownGateway(tx, app, request.account, true);
      const existing = (await schedulesOf(tx, request.account, 'reboot')).map(toReboot);
      const checked = validateRebootSchedule(
        { at: request.time, days: normaliseWeekdays(request.days) },
        existing,
      );
      if (!checked.ok) throw scheduleRefusal(checked.error);
      const schedule = { id: randomUUID(), ...checked.value };
      await tx.query(
        `insert into gateway_schedules (id, account, kind, start_time, end_time, days, created_at)
         values ($1, $2, 'reboot', $3, null, $4, $5)`,
        [schedule.id, request.account, schedule.at, schedule.days, nowDate(app)],
      );
      return ok(rebootWire(schedule));
    });
  },

  async gnms_control_schedule_deletion(request, app) {
    return app.db.transaction(async (tx) => {
      await ownGateway(tx, app, request.account, true);
      const deleted = await tx.query(
        'delete from gateway_schedules where id = $1 and account = $2 returning id',
        [request.schedule_id, request.account],
      );
      if (deleted.length === 0) throw refuse.noSuchItem();
      return done();
    });
  },

  // API-043: restart now, or switch one wifi network on or off.
  async gnms(request, app) {
    return app.db.transaction(async (tx) => {
      const gateway = await ownGateway(tx, app, request.account, true);
      if (isRestarting(gateway, app)) throw refuse.restarting();
      if (request.action === 'reboot') {
        await tx.query('update gateways set restarted_at = $2 where account = $1', [
          request.account,
          nowDate(app),
        ]);
        return done();
      }
      const switched = await tx.query(
        'update gateway_wlans set enabled = $3 where account = $1 and idx = $2 returning idx',
        [request.account, request.index, request.enabled === 1],
      );
      if (switched.length === 0) throw refuse.noSuchItem();
      return done();
    });
  },
};

function isRestarting(gateway: GatewayRow, app: CallContext): boolean {
  return gateway.restarted_at !== null && app.clock.now() - gateway.restarted_at.getTime() < RESTART_MS;
}
