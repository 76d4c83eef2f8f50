/**
 * SIM pages (issue 18: API-071 … API-078, ACC-28 … ACC-36): every row answers for the session's own
 * subscriber only, and the rules the pages show are enforced here too: at most MULTISIM_MAX_SIMS extra
 * SIMs, one 4G change request at a time, EZCom for prepaid only (VAL-61), one number held at a time and
 * three a day for 60 minutes (CONST-79), an order only of one's own running hold.
 */
import {
  canChangeEzcomSim,
  canHoldNumber,
  canLinkAnotherSim,
  numberHoldExpiresAt,
  sim4gContactDeadline,
  validateSimDelivery,
} from '@selfcare/domain';
import { nowDate } from '../app-context';
import type { SqlExecutor } from '../db/database';
import { InvalidInput, OperatorError } from '../http/operator-error';
import { signedIn, type CallContext, type Handlers } from './types';

const ok = <T>(result: T) => ({ error_code: '0', message: 'Thành công', result });
const dayMs = 86_400_000;
/** How many numbers one search shows. */
const NUMBERS_PER_SEARCH = 12;

/** The caller, who must be a mobile subscriber (a fixed-line or TV account has no SIM). */
async function mobileSubscriber(
  context: CallContext,
): Promise<{ msisdn: string; kind: 'prepaid' | 'postpaid' }> {
  const msisdn = signedIn(context);
  const [row] = await context.db.query<{ kind: string }>('select kind from subscribers where msisdn = $1', [
    msisdn,
  ]);
  if (row?.kind !== 'prepaid' && row?.kind !== 'postpaid')
    throw new OperatorError('NOT_MOBILE', 'Chức năng chỉ dành cho thuê bao di động.');
  return { msisdn, kind: row.kind };
}

async function linkedSims(db: SqlExecutor, msisdn: string) {
  return db.query<{ serial: string; linked_at: Date }>(
    'select serial, linked_at from multisim_links where msisdn = $1 order by linked_at, serial',
    [msisdn],
  );
}

/** ACC-30: the 4G request still waiting for staff, if any. */
async function open4gRequest(db: SqlExecutor, msisdn: string, now: Date) {
  const [row] = await db.query<{ contact_by: Date }>(
    `select contact_by from sim_change_requests
     where msisdn = $1 and kind = '4g' and contact_by > $2 order by id desc limit 1`,
    [msisdn, now],
  );
  return row;
}

const viDate = (date: Date) => date.toLocaleDateString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' });

interface HoldRow {
  id: number;
  number: string;
  expires_at: Date;
}

const holdRecord = (hold: HoldRow) => ({
  HOLD_ID: hold.id,
  NUMBER: hold.number,
  EXPIRES_AT: hold.expires_at.toISOString(),
});

/** CONST-79: the caller's hold still running and not yet ordered. */
async function runningHold(db: SqlExecutor, msisdn: string, now: Date): Promise<HoldRow | undefined> {
  const [row] = await db.query<HoldRow>(
    `select id, number, expires_at from number_holds
     where msisdn = $1 and not ordered and expires_at > $2 order by id desc limit 1`,
    [msisdn, now],
  );
  return row;
}

/** ACC-35: the address ids must form one branch of the cascade, or the store be one of the province's. */
async function checkDeliveryPlace(
  db: SqlExecutor,
  request: {
    delivery: string;
    province_id: string;
    district_id?: string | undefined;
    precinct_id?: string | undefined;
    store_address?: string | undefined;
  },
) {
  const ids = [request.province_id, request.district_id ?? '', request.precinct_id ?? ''];
  if (ids.some((id) => id !== '' && !/^\d+$/.test(id))) throw new InvalidInput('address ids are numbers.');
  const [provinceId, districtId, precinctId] = ids.map(Number);
  if (request.delivery === 'home') {
    const [found] = await db.query(
      `select 1 from precincts p join districts d on d.id = p.district_id
       where d.province_id = $1 and d.id = $2 and p.id = $3`,
      [provinceId, districtId, precinctId],
    );
    if (!found) throw new InvalidInput('province_id, district_id, precinct_id: not one address.');
    return;
  }
  const [store] = await db.query('select 1 from stores where province_id = $1 and address = $2', [
    provinceId,
    request.store_address,
  ]);
  if (!store) throw new InvalidInput('store_address: no such store in the province.');
}

export const simHandlers: Handlers = {
  // ACC-28: the caller's extra SIMs; the service is registered while at least one is linked.
  async multisim_query(_request, context) {
    const { msisdn } = await mobileSubscriber(context);
    const sims = await linkedSims(context.db, msisdn);
    return ok({
      REGISTERED: sims.length > 0,
      SIMS: sims.map((sim) => ({ SERIAL: sim.serial, LINKED_AT: sim.linked_at.toISOString() })),
    });
  },

  async multisim_reg(request, context) {
    const { msisdn } = await mobileSubscriber(context);
    return context.db.transaction(async (tx) => {
      const linked = await linkedSims(tx, msisdn);
      const room = canLinkAnotherSim(linked.length);
      if (!room.ok)
        throw new OperatorError('MULTISIM_FULL', `Số thuê bao đã gắn đủ ${room.params?.['n']} SIM phụ.`);
      const [taken] = await tx.query('select 1 from multisim_links where serial = $1', [request.serial]);
      if (taken) throw new OperatorError('SIM_IN_USE', 'SIM này đã được gắn với một số thuê bao.');
      await tx.query('insert into multisim_links (serial, msisdn, linked_at) values ($1, $2, $3)', [
        request.serial,
        msisdn,
        nowDate(context),
      ]);
      return ok({ SERIAL: request.serial });
    });
  },

  async multisim_unreg(_request, context) {
    const { msisdn } = await mobileSubscriber(context);
    const removed = await context.db.query('delete from multisim_links where msisdn = $1 returning serial', [
      msisdn,
    ]);
    if (removed.length === 0)
      throw new OperatorError('MULTISIM_NOT_REGISTERED', 'Thuê bao chưa đăng ký dịch vụ Multi-SIM.');
    return ok({ UNLINKED: removed.length });
  },

  async multisim_unlink(request, context) {
    const { msisdn } = await mobileSubscriber(context);
    const removed = await context.db.query(
      'delete from multisim_links where serial = $1 and msisdn = $2 returning serial',
      [request.serial, msisdn],
    );
    if (removed.length === 0)
      throw new OperatorError('SIM_NOT_LINKED', 'SIM này không gắn với số thuê bao của bạn.');
    return ok({ SERIAL: request.serial });
  },

  // ACC-30: eligible while no request waits for staff (a sandbox SIM is never 4G yet).
  async mobile_change_sim_req_check(_request, context) {
    const { msisdn } = await mobileSubscriber(context);
    const open = await open4gRequest(context.db, msisdn, nowDate(context));
    return ok({
      ELIGIBLE: open === undefined,
      REASON:
        open === undefined
          ? null
          : `Bạn đã đăng ký đổi SIM 4G, nhân viên sẽ liên hệ trước ngày ${viDate(open.contact_by)}.`,
    });
  },

  // ACC-30, ACC-31: checked again here (a second tab cannot file twice); staff call within 3 days.
  async mobile_change_sim_accepted(request, context) {
    const { msisdn } = await mobileSubscriber(context);
    const now = nowDate(context);
    return context.db.transaction(async (tx) => {
      if ((await open4gRequest(tx, msisdn, now)) !== undefined)
        throw new OperatorError('SIM4G_PENDING', 'Bạn đã có yêu cầu đổi SIM 4G đang chờ xử lý.');
      const contactBy = sim4gContactDeadline(now);
      const [row] = await tx.query<{ id: number }>(
        `insert into sim_change_requests (msisdn, kind, contact_phone, created_at, contact_by)
         values ($1, '4g', $2, $3, $4) returning id`,
        [msisdn, request.contact_phone, now, contactBy],
      );
      return ok({ REQUEST_ID: row?.id ?? 0, CONTACT_BY: contactBy.toISOString() });
    });
  },

  async mobile_check_ezsim(_request, context) {
    const { kind } = await mobileSubscriber(context);
    return ok({ SUBSCRIBER_TYPE: kind, ALLOWED: canChangeEzcomSim(kind) });
  },

  // VAL-61: refused for postpaid whatever the page showed. Issue 47: the new SIM must be one the caller holds,
  // which the sandbox knows only as an extra SIM linked to the caller's own number (multisim_links); a serial
  // linked to another subscriber, or to nobody, is refused in the same words (no hint whose it is).
  async mobile_change_sim_ezcom(request, context) {
    const { msisdn, kind } = await mobileSubscriber(context);
    if (!canChangeEzcomSim(kind))
      throw new OperatorError('PREPAID_ONLY', 'Chức năng chỉ dành cho thuê bao trả trước.');
    const [own] = await context.db.query('select 1 from multisim_links where serial = $1 and msisdn = $2', [
      request.serial,
      msisdn,
    ]);
    if (!own)
      throw new OperatorError(
        'SIM_NOT_OWNED',
        'SIM này không thuộc thuê bao của Quý khách. Chỉ đổi được sang một SIM phụ (Multi-SIM) đã gắn với số của Quý khách.',
      );
    const [row] = await context.db.query<{ id: number }>(
      `insert into sim_change_requests (msisdn, kind, serial, created_at)
       values ($1, 'ezcom', $2, $3) returning id`,
      [msisdn, request.serial, nowDate(context)],
    );
    return ok({ REQUEST_ID: row?.id ?? 0 });
  },

  // ACC-35: numbers neither sold nor held by anyone, containing the typed digits.
  async sim_number_search(request, context) {
    signedIn(context);
    const rows = await context.db.query<{ number: string; price: number }>(
      `select n.number, n.price from sim_numbers n
       where not n.sold and position($1 in n.number) > 0
         and not exists (select 1 from number_holds h where h.number = n.number and h.expires_at > $2)
       order by n.number limit ${NUMBERS_PER_SEARCH}`,
      [request.pattern ?? '', nowDate(context)],
    );
    return ok(rows.map((row) => ({ NUMBER: row.number, PRICE: row.price })));
  },

  async sim_number_hold_current(_request, context) {
    const msisdn = signedIn(context);
    const hold = await runningHold(context.db, msisdn, nowDate(context));
    return ok(hold === undefined ? null : holdRecord(hold));
  },

  // CONST-79: one hold at a time, three a day, 60 minutes; a number is held by one subscriber at most.
  async sim_number_hold(request, context) {
    const msisdn = signedIn(context);
    const now = nowDate(context);
    return context.db.transaction(async (tx) => {
      const [counts] = await tx.query<{ active: number; today: number }>(
        `select count(*) filter (where expires_at > $2 and not ordered)::int as active,
                count(*) filter (where held_at > $3)::int as today
         from number_holds where msisdn = $1`,
        [msisdn, now, new Date(now.getTime() - dayMs)],
      );
      const allowed = canHoldNumber({ active: counts?.active ?? 0, today: counts?.today ?? 0 });
      if (!allowed.ok)
        throw allowed.error === 'IDS_NUMBER_HOLD_ONE_AT_A_TIME'
          ? new OperatorError('HOLD_ONE_AT_A_TIME', 'Bạn đang giữ một số, mỗi lần chỉ giữ được một số.')
          : new OperatorError(
              'HOLD_DAILY_LIMIT',
              'Bạn đã giữ 3 số trong hôm nay, vui lòng thử lại vào ngày mai.',
            );
      const [free] = await tx.query(
        `select 1 from sim_numbers n where n.number = $1 and not n.sold
         and not exists (select 1 from number_holds h where h.number = n.number and h.expires_at > $2)`,
        [request.number, now],
      );
      if (!free) throw new OperatorError('NUMBER_TAKEN', 'Số này vừa có người chọn, vui lòng chọn số khác.');
      const [hold] = await tx.query<HoldRow>(
        `insert into number_holds (msisdn, number, held_at, expires_at) values ($1, $2, $3, $4)
         returning id, number, expires_at`,
        [msisdn, request.number, now, numberHoldExpiresAt(now)],
      );
      if (!hold) throw new Error('hold not stored');
      return ok(holdRecord(hold));
    });
  },

  // ACC-35: only the caller's own running hold is ordered, once; the number is sold with it.
  async sim_order(request, context) {
    const msisdn = signedIn(context);
    const now = nowDate(context);
    const delivery = validateSimDelivery({
      method: request.delivery,
      provinceId: request.province_id,
      districtId: request.district_id ?? '',
      wardId: request.precinct_id ?? '',
      street: request.street ?? '',
      storeAddress: request.store_address ?? '',
    });
    if (!delivery.ok)
      throw new InvalidInput(`${Object.keys(delivery.errors).join(', ')}: required for this delivery.`);
    await checkDeliveryPlace(context.db, request);
    return context.db.transaction(async (tx) => {
      const [hold] = await tx.query<{ number: string }>(
        `update number_holds set ordered = true
         where id = $1 and msisdn = $2 and not ordered and expires_at > $3 returning number`,
        [Number(request.hold_id), msisdn, now],
      );
      if (!hold) throw new OperatorError('HOLD_EXPIRED', 'Số đã hết thời gian giữ, vui lòng chọn lại số.');
      await tx.query('update sim_numbers set sold = true where number = $1', [hold.number]);
      const [order] = await tx.query<{ id: number }>(
        `insert into sim_orders
           (msisdn, hold_id, delivery, province_id, district_id, precinct_id, street, store_address, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [
          msisdn,
          Number(request.hold_id),
          request.delivery,
          request.province_id,
          request.delivery === 'home' ? (request.district_id ?? null) : null,
          request.delivery === 'home' ? (request.precinct_id ?? null) : null,
          request.delivery === 'home' ? (request.street?.trim() ?? null) : null,
          request.delivery === 'store' ? (request.store_address ?? null) : null,
          now,
        ],
      );
      return ok({ ORDER_ID: order?.id ?? 0 });
    });
  },
};
