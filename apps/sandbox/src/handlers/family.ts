/**
 * Family group and home combo (issue 18; payloads assumed, docs/decisions/family-sim.md). The server keeps
 * every family rule itself, whatever the portal's dialogs did: only the master manages the group (ROLE-14 as
 * read), the master cannot remove or lose themselves (ROLE-15), data is not lowered under 500 MB left (VAL-57),
 * and each master change carries a code sent to the master for that change (ROLE-16). Changes lock the group's
 * row first, so parallel changes to one group run one after the other; a number is in one group at most.
 */
import { familyOtpServices } from '@selfcare/api-client/contract';
import { FAMILY_SLIDER_LIMITS, validateDataLimitChange } from '@selfcare/domain';
import { nowDate } from '../app-context';
import type { SqlExecutor } from '../db/database';
import { InvalidInput, OperatorError } from '../http/operator-error';
import { requireOtp } from '../services/otp';
import { normaliseMsisdn } from '../services/phone';
import { signedIn, type CallContext, type Handlers } from './types';

const ok = <T>(result: T) => ({ error_code: '0', message: 'Thành công', result });
const done = (message: string) => ({ error_code: '0', message });

interface MemberRow {
  master_msisdn: string;
  msisdn: string;
  total_volume_mb: number;
  remain_volume_mb: number;
  total_volume_call: number;
  remain_volume_call: number;
}

interface GroupRow {
  master_msisdn: string;
  pack_code: string;
  max_members: number;
}

interface PackRow {
  code: string;
  name: string;
  price: number;
  data_mb: number;
  max_members: number;
}

const refusals = {
  notMaster: () => new OperatorError('2', 'Chỉ chủ nhóm mới thực hiện được thao tác này.'),
  alreadyInGroup: () => new OperatorError('3', 'Thuê bao đã thuộc một nhóm gia đình.'),
  masterSelf: () => new OperatorError('4', 'Chủ nhóm không thể tự xóa mình hoặc rời nhóm.'),
  notInGroup: () => new OperatorError('5', 'Thuê bao không thuộc nhóm.'),
  reduceBlocked: () =>
    new OperatorError('6', 'Không thể giảm dung lượng khi dung lượng còn lại dưới 500 MB.'),
  groupFull: () => new OperatorError('7', 'Nhóm đã đủ số thành viên của gói.'),
  noGroup: () => new OperatorError('8', 'Thuê bao chưa thuộc nhóm gia đình nào.'),
};

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** A member number from the body, or a 400 (bad input). */
function memberNumber(request: Record<string, unknown>): string {
  try {
    return normaliseMsisdn(text(request['member_msisdn']));
  } catch {
    throw new InvalidInput('member_msisdn must be a phone number.');
  }
}

const memberRecord = (row: MemberRow) => ({
  msisdn: row.msisdn,
  remain_volume: row.remain_volume_mb,
  total_volume: row.total_volume_mb,
  remain_volume_call: row.remain_volume_call,
  total_volume_call: row.total_volume_call,
  is_master: row.msisdn === row.master_msisdn ? 1 : 0,
});

/** The group the number is in (as master or member), with its pack. */
async function groupOf(db: SqlExecutor, msisdn: string, lock = false): Promise<GroupRow | undefined> {
  const [group] = await db.query<GroupRow>(
    `select g.master_msisdn, g.pack_code, p.max_members from family_groups g
     join family_packs p on p.code = g.pack_code
     where g.master_msisdn = (select master_msisdn from family_members where msisdn = $1)
     ${lock ? 'for update of g' : ''}`,
    [msisdn],
  );
  return group;
}

async function membersOf(db: SqlExecutor, master: string): Promise<MemberRow[]> {
  return db.query<MemberRow>(
    'select * from family_members where master_msisdn = $1 order by msisdn = $1 desc, msisdn',
    [master],
  );
}

/** ROLE-14 (as read): the caller's group, which the caller must be the master of. */
async function masterGroup(db: SqlExecutor, msisdn: string, lock = false): Promise<GroupRow> {
  const group = await groupOf(db, msisdn, lock);
  if (group?.master_msisdn !== msisdn) throw refusals.notMaster();
  return group;
}

/**
 * A master change: the caller must be a master (checked before the code is spent), the code sent for this
 * change must match (ROLE-16), then the work runs with the group's row locked.
 */
async function masterChange<T>(
  app: CallContext,
  request: Record<string, unknown>,
  service: string,
  work: (tx: SqlExecutor, group: GroupRow) => Promise<T>,
): Promise<T> {
  const master = signedIn(app);
  await masterGroup(app.db, master);
  await requireOtp(app, master, service, text(request['otp']));
  return app.db.transaction(async (tx) => work(tx, await masterGroup(tx, master, true)));
}

/** A limit from the body: a whole number from 0 up to the slider's maximum (CONST-56), or a 400. */
function limitValue(raw: unknown, current: number, max: number, name: string): number {
  if (raw === undefined) return current;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > Math.max(max, current)) {
    throw new InvalidInput(`${name} must be a whole number from 0 to ${Math.max(max, current)}.`);
  }
  return value;
}

/** Who can join: a mobile number in no group, not the caller (ACC-24). */
async function joinRefusal(db: SqlExecutor, caller: string, msisdn: string): Promise<string | undefined> {
  if (msisdn === caller) return 'Không thể thêm chính mình vào nhóm.';
  const [subscriber] = await db.query<{ kind: string }>('select kind from subscribers where msisdn = $1', [
    msisdn,
  ]);
  if (subscriber && !['prepaid', 'postpaid'].includes(subscriber.kind))
    return 'Thuê bao không phải thuê bao di động.';
  const [member] = await db.query('select 1 from family_members where msisdn = $1', [msisdn]);
  return member ? 'Thuê bao đã thuộc một nhóm gia đình.' : undefined;
}

/** A subscriber in no group registers a pack and becomes its master (the unique index keeps one group each). */
async function startGroup(app: CallContext, msisdn: string, pack: PackRow, otp: string) {
  await requireOtp(app, msisdn, familyOtpServices.upgradePack, otp);
  return app.db.transaction(async (tx) => {
    const [joined] = await tx.query<MemberRow>(
      `insert into family_members (master_msisdn, msisdn, total_volume_mb, remain_volume_mb, total_volume_call, remain_volume_call)
       values ($1, $1, $2, $2, 1000, 1000) on conflict do nothing returning *`,
      [msisdn, Math.round(pack.data_mb / 2)],
    );
    if (!joined) throw refusals.alreadyInGroup();
    await tx.query('insert into family_groups (master_msisdn, pack_code) values ($1, $2)', [
      msisdn,
      pack.code,
    ]);
    return done(`Đăng ký gói ${pack.name} thành công, Quý khách là chủ nhóm.`);
  });
}

export const familyHandlers: Handlers = {
  async family_check_family_status(_request, app) {
    const msisdn = signedIn(app);
    const group = await groupOf(app.db, msisdn);
    return ok({
      in_group: group ? 1 : 0,
      is_master: group?.master_msisdn === msisdn ? 1 : 0,
      master_msisdn: group?.master_msisdn ?? null,
      pack_code: group?.pack_code ?? null,
      max_members: group?.max_members ?? null,
    });
  },

  async family_master_list_members_ver2(_request, app) {
    const group = await masterGroup(app.db, signedIn(app));
    return ok((await membersOf(app.db, group.master_msisdn)).map(memberRecord));
  },

  // A member's view: the same group; no group, no rows.
  async family_member_data_remain_ver2(_request, app) {
    const group = await groupOf(app.db, signedIn(app));
    return ok(group ? (await membersOf(app.db, group.master_msisdn)).map(memberRecord) : []);
  },

  async family_check_subs_status(request, app) {
    const master = signedIn(app);
    await masterGroup(app.db, master);
    const msisdn = memberNumber(request);
    const reason = await joinRefusal(app.db, master, msisdn);
    return ok({ msisdn, can_join: reason === undefined ? 1 : 0, reason: reason ?? null });
  },

  // API-057: a new member starts with 5 GB and 300 minutes.
  async family_master_add_member(request, app) {
    const member = memberNumber(request);
    return masterChange(app, request, familyOtpServices.addMember, async (tx, group) => {
      const reason = await joinRefusal(tx, group.master_msisdn, member);
      if (reason !== undefined) throw new OperatorError('3', reason);
      const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
        'select count(*)::int as count from family_members where master_msisdn = $1',
        [group.master_msisdn],
      );
      if (count >= group.max_members) throw refusals.groupFull();
      const [added] = await tx.query<MemberRow>(
        `insert into family_members (master_msisdn, msisdn, total_volume_mb, remain_volume_mb, total_volume_call, remain_volume_call)
         values ($1, $2, 5120, 5120, 300, 300) on conflict do nothing returning *`,
        [group.master_msisdn, member],
      );
      if (!added) throw refusals.alreadyInGroup();
      return ok(memberRecord(added));
    });
  },

  // API-058, ROLE-15: the master cannot remove themselves.
  async family_master_del_member(request, app) {
    const member = memberNumber(request);
    if (member === signedIn(app)) throw refusals.masterSelf();
    return masterChange(app, request, familyOtpServices.removeMember, async (tx, group) => {
      const removed = await tx.query(
        'delete from family_members where master_msisdn = $1 and msisdn = $2 returning msisdn',
        [group.master_msisdn, member],
      );
      if (removed.length === 0) throw refusals.notInGroup();
      return done('Đã xóa thành viên khỏi nhóm.');
    });
  },

  // API-059: a member leaves; the master cannot (the group would have no master).
  async family_member_leave(_request, app) {
    const msisdn = signedIn(app);
    return app.db.transaction(async (tx) => {
      const group = await groupOf(tx, msisdn, true);
      if (!group) throw refusals.noGroup();
      if (group.master_msisdn === msisdn) throw refusals.masterSelf();
      const left = await tx.query('delete from family_members where msisdn = $1 returning msisdn', [msisdn]);
      if (left.length === 0) throw refusals.notInGroup();
      return done('Quý khách đã rời nhóm gia đình.');
    });
  },

  // API-060, VAL-57: limits in MB / minutes; data is not lowered while under 500 MB remain.
  async family_set_volume_for_sub(request, app) {
    const member = memberNumber(request);
    return masterChange(app, request, familyOtpServices.setVolume, async (tx, group) => {
      const [row] = await tx.query<MemberRow>(
        'select * from family_members where master_msisdn = $1 and msisdn = $2',
        [group.master_msisdn, member],
      );
      if (!row) throw refusals.notInGroup();
      const volume = limitValue(
        request['volume'],
        row.total_volume_mb,
        FAMILY_SLIDER_LIMITS.dataMaxMb,
        'volume',
      );
      const calls = limitValue(
        request['volume_call'],
        row.total_volume_call,
        FAMILY_SLIDER_LIMITS.voiceMaxMinutes,
        'volume_call',
      );
      const change = { currentMb: row.total_volume_mb, nextMb: volume, remainingMb: row.remain_volume_mb };
      if (!validateDataLimitChange(change).ok) throw refusals.reduceBlocked();
      const used = row.total_volume_mb - row.remain_volume_mb;
      const usedCalls = row.total_volume_call - row.remain_volume_call;
      const [updated] = await tx.query<MemberRow>(
        `update family_members set total_volume_mb = $3::int, remain_volume_mb = greatest($3::int - $4::int, 0),
           total_volume_call = $5::int, remain_volume_call = greatest($5::int - $6::int, 0)
         where master_msisdn = $1 and msisdn = $2 returning *`,
        [group.master_msisdn, member, volume, used, calls, usedCalls],
      );
      if (!updated) throw refusals.notInGroup();
      return ok(memberRecord(updated));
    });
  },

  // ACC-25: a master sees the group's pack among them; a subscriber in no group may start one with any.
  async family_master_list_advanced_pack(_request, app) {
    const msisdn = signedIn(app);
    const group = await groupOf(app.db, msisdn);
    if (group && group.master_msisdn !== msisdn) throw refusals.notMaster();
    const packs = await app.db.query<PackRow>('select * from family_packs order by sort');
    return ok(
      packs.map((pack) => ({
        pack_code: pack.code,
        pack_name: pack.name,
        price: pack.price,
        data_mb: pack.data_mb,
        max_members: pack.max_members,
        is_current: pack.code === group?.pack_code ? 1 : 0,
      })),
    );
  },

  // API-062: the master moves the group to another pack that holds everyone in it; a subscriber in no
  // group starts one as its master (both with the code sent for family_upgrade_pack).
  async family_master_upgrade_pack(request, app) {
    const msisdn = signedIn(app);
    const code = text(request['pack_code']);
    const [pack] = await app.db.query<PackRow>('select * from family_packs where code = $1', [code]);
    if (!pack) throw new OperatorError('9', `Gói ${code} không tồn tại.`);
    if (!(await groupOf(app.db, msisdn))) return startGroup(app, msisdn, pack, text(request['otp']));
    return masterChange(app, request, familyOtpServices.upgradePack, async (tx, group) => {
      if (pack.code === group.pack_code) throw new OperatorError('10', `Nhóm đang dùng gói ${pack.name}.`);
      const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
        'select count(*)::int as count from family_members where master_msisdn = $1',
        [group.master_msisdn],
      );
      if (count > pack.max_members) throw refusals.groupFull();
      await tx.query('update family_groups set pack_code = $2 where master_msisdn = $1', [
        group.master_msisdn,
        pack.code,
      ]);
      return done(`Nhóm đã chuyển sang gói ${pack.name}.`);
    });
  },

  async home_combo_get_remain_info(_request, app) {
    const [combo] = await app.db.query<{
      package_code: string;
      data_remain_mb: number;
      minutes_remain: number;
      data_mb: number;
      minutes: number;
    }>(
      `select s.package_code, s.data_remain_mb, s.minutes_remain, p.data_mb, p.minutes
       from home_combo_subscriptions s join home_combo_packages p on p.code = s.package_code where s.msisdn = $1`,
      [signedIn(app)],
    );
    return ok({
      package_code: combo?.package_code ?? null,
      items: combo
        ? [
            { name: 'Data', remain: combo.data_remain_mb, total: combo.data_mb, unit: 'MB' as const },
            { name: 'Thoại', remain: combo.minutes_remain, total: combo.minutes, unit: 'MIN' as const },
          ]
        : [],
    });
  },

  async mobile_home_combo_package_ccbs_list(_request, app) {
    const packages = await app.db.query<{
      code: string;
      name: string;
      price: number;
      description: string;
      registered: boolean;
    }>(
      `select p.*, s.msisdn is not null as registered from home_combo_packages p
       left join home_combo_subscriptions s on s.package_code = p.code and s.msisdn = $1 order by p.sort`,
      [signedIn(app)],
    );
    return ok(
      packages.map((pkg) => ({
        package_code: pkg.code,
        package_name: pkg.name,
        price: pkg.price,
        description: pkg.description,
        is_registered: pkg.registered ? 1 : 0,
      })),
    );
  },

  // PKG-51: one home combo per subscriber; registering another replaces it with full allowances.
  async mobile_home_combo_ccbs_reg(request, app) {
    const msisdn = signedIn(app);
    const code = text(request['package_code']);
    const [pkg] = await app.db.query<{ code: string; name: string; data_mb: number; minutes: number }>(
      'select * from home_combo_packages where code = $1',
      [code],
    );
    if (!pkg) throw new OperatorError('02', `Gói ${code} không tồn tại.`);
    const changed = await app.db.query(
      `insert into home_combo_subscriptions (msisdn, package_code, data_remain_mb, minutes_remain, registered_at)
       values ($1, $2, $3, $4, $5)
       on conflict (msisdn) do update set package_code = excluded.package_code, data_remain_mb = excluded.data_remain_mb,
         minutes_remain = excluded.minutes_remain, registered_at = excluded.registered_at
       where home_combo_subscriptions.package_code <> excluded.package_code
       returning msisdn`,
      [msisdn, pkg.code, pkg.data_mb, pkg.minutes, nowDate(app)],
    );
    if (changed.length === 0) throw new OperatorError('05', `Thuê bao đang sử dụng gói ${pkg.name}.`);
    return done(`Đăng ký gói ${pkg.name} thành công.`);
  },
};
