/**
 * Family group and home combo (issue 18; payloads assumed, docs/decisions/family-sim.md). The server keeps
 * every family rule itself, whatever the portal's dialogs did: only the master manages the group (ROLE-14 as
 * read), the master cannot remove or lose themselves (ROLE-15), data is not lowered under 500 MB left (VAL-57),
 * and each master change carries a code sent to the master for that change (ROLE-16). Changes lock the group's
 * row first, so parallel changes to one group run one after the other; a number is in one group at most.
 * Issue 47 (item 5, docs/decisions/trust.md): a master's add only invites a number. It joins when the code sent
 * to it is entered (its holder reads it out to the master) or when its holder accepts with their own session;
 * a refusal, or leaving a group, keeps that master from inviting the number again for 30 days.
 */
import { familyOtpServices } from '@selfcare/api-client/contract';
import {
  FAMILY_SLIDER_LIMITS,
  familyInvitationExpiresAt,
  familyReinviteBlockedUntil,
  toLocalPhone,
  validateDataLimitChange,
} from '@selfcare/domain';
import { nowDate } from '../app-context';
import type { SqlExecutor } from '../db/database';
import { InvalidInput, OperatorError } from '../http/operator-error';
import { requireOtp, sendOtp } from '../services/otp';
import { otpRules } from '../services/otp-rules';
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
  noInvitation: () => new OperatorError('11', 'Không có lời mời vào nhóm gia đình nào đang chờ cho số này.'),
};

const viDate = (date: Date) => date.toLocaleDateString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' });

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** A phone number from one field of the body, or a 400 (bad input). */
function numberField(request: Record<string, unknown>, field: 'member_msisdn' | 'master_msisdn'): string {
  try {
    return normaliseMsisdn(text(request[field]));
  } catch {
    throw new InvalidInput(`${field} must be a phone number.`);
  }
}

const memberNumber = (request: Record<string, unknown>) => numberField(request, 'member_msisdn');

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

/**
 * Who can join: a mobile number in no group, not the caller (ACC-24), that has not refused this master's
 * invitation or left their group in the last 30 days (issue 47).
 */
async function joinRefusal(
  db: SqlExecutor,
  caller: string,
  msisdn: string,
  now: Date,
): Promise<string | undefined> {
  if (msisdn === caller) return 'Không thể thêm chính mình vào nhóm.';
  const [block] = await db.query<{ blocked_until: Date }>(
    `select blocked_until from family_invite_blocks
     where member_msisdn = $1 and master_msisdn = $2 and blocked_until > $3`,
    [msisdn, caller, now],
  );
  if (block)
    return `Thuê bao đã từ chối lời mời hoặc đã rời nhóm của Quý khách; có thể mời lại từ ngày ${viDate(block.blocked_until)}.`;
  const [subscriber] = await db.query<{ kind: string }>('select kind from subscribers where msisdn = $1', [
    msisdn,
  ]);
  if (subscriber && !['prepaid', 'postpaid'].includes(subscriber.kind))
    return 'Thuê bao không phải thuê bao di động.';
  const [member] = await db.query('select 1 from family_members where msisdn = $1', [msisdn]);
  return member ? 'Thuê bao đã thuộc một nhóm gia đình.' : undefined;
}

/** Issue 47: a refusal or a leave keeps the master from inviting the number for 30 days; answers until when. */
async function blockInvitations(
  tx: SqlExecutor,
  member: string,
  master: string,
  reason: 'refused' | 'left',
  now: Date,
): Promise<Date> {
  const until = familyReinviteBlockedUntil(now);
  await tx.query(
    `insert into family_invite_blocks (member_msisdn, master_msisdn, reason, blocked_until) values ($1, $2, $3, $4)
     on conflict (member_msisdn, master_msisdn) do update set reason = excluded.reason, blocked_until = excluded.blocked_until`,
    [member, master, reason, until],
  );
  return until;
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

interface InvitationRow {
  master_msisdn: string;
  member_msisdn: string;
  expires_at: Date;
}

/** The master's invitation to the number that still stands, or the operator's refusal (code 11). */
async function standingInvitation(
  db: SqlExecutor,
  master: string,
  member: string,
  now: Date,
): Promise<InvitationRow> {
  const [invitation] = await db.query<InvitationRow>(
    `select * from family_invitations where master_msisdn = $1 and member_msisdn = $2 and expires_at > $3`,
    [master, member, now],
  );
  if (!invitation) throw refusals.noInvitation();
  return invitation;
}

/**
 * Sends the invited number its code (the OTP sender's limits hold, per number) and the invitation's text,
 * which names the master, so its holder knows what reading the code out agrees to. A send the limits refuse
 * is not an error: the invitation stands and the answer says how long until another code may go.
 */
async function sendInvitationCode(app: CallContext, master: string, member: string) {
  try {
    const code = await sendOtp(app, member, familyOtpServices.joinGroup);
    await app.db.query(
      'insert into inbox (msisdn, service, code, text, sent_at) values ($1, $2, $3, $4, $5)',
      [
        member,
        familyOtpServices.joinGroup,
        code,
        `So ${toLocalPhone(master)} moi Quy khach vao nhom gia dinh. Neu dong y, doc ma ${code} cho chu nhom. ` +
          'Neu khong, dang nhap cong thong tin, muc Nhom gia dinh, de tu choi.',
        nowDate(app),
      ],
    );
    return { code_sent: 1 as const, wait_seconds: Math.ceil(otpRules.resendWaitMs / 1000) };
  } catch (error) {
    const wait = error instanceof OperatorError ? Number(error.extra['wait_seconds']) : Number.NaN;
    if (Number.isFinite(wait)) return { code_sent: 0 as const, wait_seconds: wait };
    throw error;
  }
}

/** The invited number joins the master's locked group (ACC-24's rules again: things may have changed). */
async function join(tx: SqlExecutor, group: GroupRow, member: string, now: Date): Promise<MemberRow> {
  await standingInvitation(tx, group.master_msisdn, member, now);
  const reason = await joinRefusal(tx, group.master_msisdn, member, now);
  if (reason !== undefined) throw new OperatorError('3', reason);
  const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
    'select count(*)::int as count from family_members where master_msisdn = $1',
    [group.master_msisdn],
  );
  if (count >= group.max_members) throw refusals.groupFull();
  // API-057: a new member starts with 5 GB and 300 minutes.
  const [added] = await tx.query<MemberRow>(
    `insert into family_members (master_msisdn, msisdn, total_volume_mb, remain_volume_mb, total_volume_call, remain_volume_call)
     values ($1, $2, 5120, 5120, 300, 300) on conflict do nothing returning *`,
    [group.master_msisdn, member],
  );
  if (!added) throw refusals.alreadyInGroup();
  // In a group now: every invitation to the number is spent.
  await tx.query('delete from family_invitations where member_msisdn = $1', [member]);
  return added;
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
    const reason = await joinRefusal(app.db, master, msisdn, nowDate(app));
    return ok({ msisdn, can_join: reason === undefined ? 1 : 0, reason: reason ?? null });
  },

  // API-057, issue 47: the master's code invites the number (a new invitation replaces the last one) and the
  // number gets a code of its own; it joins by family_master_confirm_member or family_member_answer_invite.
  async family_master_add_member(request, app) {
    const member = memberNumber(request);
    const now = nowDate(app);
    // A number that cannot join (in a group, or blocking this master) is refused before the master's code is
    // spent; family_check_subs_status tells a master as much already (and nobody else).
    const master = signedIn(app);
    await masterGroup(app.db, master);
    const early = await joinRefusal(app.db, master, member, now);
    if (early !== undefined) throw new OperatorError('3', early);
    const invitation = await masterChange(app, request, familyOtpServices.addMember, async (tx, group) => {
      const reason = await joinRefusal(tx, group.master_msisdn, member, now);
      if (reason !== undefined) throw new OperatorError('3', reason);
      const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
        'select count(*)::int as count from family_members where master_msisdn = $1',
        [group.master_msisdn],
      );
      if (count >= group.max_members) throw refusals.groupFull();
      const [invited] = await tx.query<InvitationRow>(
        `insert into family_invitations (master_msisdn, member_msisdn, created_at, expires_at)
         values ($1, $2, $3, $4)
         on conflict (master_msisdn, member_msisdn) do update set created_at = excluded.created_at, expires_at = excluded.expires_at
         returning *`,
        [group.master_msisdn, member, now, familyInvitationExpiresAt(now)],
      );
      if (!invited) throw new Error('family invitation not recorded');
      return invited;
    });
    const sent = await sendInvitationCode(app, invitation.master_msisdn, member);
    return ok({ member_msisdn: member, expires_at: invitation.expires_at.toISOString(), ...sent });
  },

  // Issue 47: the master enters the code the invited number received (its holder read it out): it joins.
  async family_master_confirm_member(request, app) {
    const member = memberNumber(request);
    const master = signedIn(app);
    const now = nowDate(app);
    await masterGroup(app.db, master);
    // Checked before the code is spent: no invitation, nothing to consent to.
    await standingInvitation(app.db, master, member, now);
    await requireOtp(app, member, familyOtpServices.joinGroup, text(request['otp']));
    return app.db.transaction(async (tx) =>
      ok(memberRecord(await join(tx, await masterGroup(tx, master, true), member, now))),
    );
  },

  // Issue 47: a new code for a standing invitation (the OTP sender's limits for the invited number hold).
  async family_master_resend_invite(request, app) {
    const member = memberNumber(request);
    const master = signedIn(app);
    await masterGroup(app.db, master);
    const invitation = await standingInvitation(app.db, master, member, nowDate(app));
    const sent = await sendInvitationCode(app, master, member);
    return ok({ member_msisdn: member, expires_at: invitation.expires_at.toISOString(), ...sent });
  },

  // Issue 47: the invitations to the caller's own number that still stand, the newest first.
  async family_member_invitations(_request, app) {
    const rows = await app.db.query<{ master_msisdn: string; pack_code: string; expires_at: Date }>(
      `select i.master_msisdn, g.pack_code, i.expires_at from family_invitations i
       join family_groups g on g.master_msisdn = i.master_msisdn
       where i.member_msisdn = $1 and i.expires_at > $2 order by i.created_at desc, i.master_msisdn`,
      [signedIn(app), nowDate(app)],
    );
    return ok(
      rows.map((row) => ({
        master_msisdn: row.master_msisdn,
        pack_code: row.pack_code,
        expires_at: row.expires_at.toISOString(),
      })),
    );
  },

  // Issue 47: the invited number answers with its own session: it joins, or refuses and blocks that master.
  async family_member_answer_invite(request, app) {
    const member = signedIn(app);
    const master = numberField(request, 'master_msisdn');
    const now = nowDate(app);
    if (request.answer === 'accept') {
      return app.db.transaction(async (tx) => {
        const group = await groupOf(tx, master, true);
        if (group?.master_msisdn !== master) throw refusals.noInvitation();
        await join(tx, group, member, now);
        return done(`Quý khách đã tham gia nhóm gia đình của số ${toLocalPhone(master)}.`);
      });
    }
    return app.db.transaction(async (tx) => {
      const refused = await tx.query(
        `delete from family_invitations where master_msisdn = $1 and member_msisdn = $2 and expires_at > $3
         returning member_msisdn`,
        [master, member, now],
      );
      if (refused.length === 0) throw refusals.noInvitation();
      const until = await blockInvitations(tx, member, master, 'refused', now);
      return done(
        `Quý khách đã từ chối lời mời; số ${toLocalPhone(master)} không mời lại được trước ngày ${viDate(until)}.`,
      );
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
      // Issue 47: that master cannot invite the number back straight away.
      await blockInvitations(tx, msisdn, group.master_msisdn, 'left', nowDate(app));
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
