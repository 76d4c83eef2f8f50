/** Customer info, family group, history and e-invoices of the signed-in subscriber. */
import { OperatorError } from '../http/operator-error';
import { normaliseMsisdn } from '../services/phone';
import { findSubscriber } from '../services/subscribers';
import { signedIn, type CallContext, type Handlers } from './types';

const ok = <T>(result: T) => ({ error_code: '0', message: 'Thành công', result });

interface FamilyRow {
  master_msisdn: string;
  msisdn: string;
  total_volume_mb: number;
  remain_volume_mb: number;
  total_volume_call: number;
  remain_volume_call: number;
}

/** ENT-39: the group of the signed-in number, whether master or member. */
async function familyOf(app: CallContext) {
  const msisdn = signedIn(app);
  const [membership] = await app.db.query<{ master_msisdn: string }>(
    'select master_msisdn from family_members where msisdn = $1 or master_msisdn = $1 limit 1',
    [msisdn],
  );
  const master = membership?.master_msisdn;
  const members = master
    ? await app.db.query<FamilyRow>(
        'select * from family_members where master_msisdn = $1 order by msisdn = $1 desc, msisdn',
        [master],
      )
    : [];
  return { msisdn, master, members };
}

const familyRecord = (row: FamilyRow) => ({
  msisdn: row.msisdn,
  remain_volume: row.remain_volume_mb,
  total_volume: row.total_volume_mb,
  remain_volume_call: row.remain_volume_call,
  total_volume_call: row.total_volume_call,
  is_master: row.msisdn === row.master_msisdn ? 1 : 0,
});

/** ROLE-14 (read as: the master manages the group) and ROLE-16 (master changes need an OTP, checked by the portal's dialog). */
async function requireMaster(app: CallContext) {
  const family = await familyOf(app);
  if (family.master !== family.msisdn)
    throw new OperatorError('2', 'Chỉ chủ nhóm mới thực hiện được thao tác này.');
  return family;
}

const memberNumber = (request: Record<string, unknown>) =>
  normaliseMsisdn(String(request['member_msisdn'] ?? request['msisdn_member'] ?? ''));

export const accountHandlers: Handlers = {
  // API-019 / API-031: the shell's user info.
  async core_customer_get_info(_request, app) {
    const subscriber = await findSubscriber(app.db, signedIn(app));
    if (!subscriber) throw new OperatorError('1', 'Thuê bao không tồn tại.');
    return ok({
      FULL_NAME: subscriber.full_name,
      CUSTOMER_ID: subscriber.customer_id,
      SUBSCRIBER_TYPE: subscriber.kind,
      IS_VIP: subscriber.is_vip ? 1 : 0,
      MAIN_BALANCE: subscriber.main_balance,
      DATA_REMAIN_MB: subscriber.data_remain_mb,
      // Assumed field (API-019 payload not shown): the allowance, so the home can draw remaining over total.
      ...(subscriber.data_total_mb === null ? {} : { DATA_TOTAL_MB: subscriber.data_total_mb }),
      ADDRESS: subscriber.address,
      EMAIL: subscriber.email,
    });
  },

  async family_check_family_status(_request, app) {
    const family = await familyOf(app);
    return ok({
      in_group: family.master ? 1 : 0,
      is_master: family.master === family.msisdn ? 1 : 0,
      master_msisdn: family.master ?? null,
    });
  },

  async family_member_data_remain_ver2(_request, app) {
    return ok((await familyOf(app)).members.map(familyRecord));
  },

  async family_master_list_members_ver2(_request, app) {
    return ok((await familyOf(app)).members.map(familyRecord));
  },

  // API-057 (fields not shown): { member_msisdn }; a new member starts with 5 GB and 300 minutes.
  async family_master_add_member(request, app) {
    const family = await requireMaster(app);
    const member = memberNumber(request);
    const [added] = await app.db.query<FamilyRow>(
      `insert into family_members (master_msisdn, msisdn, total_volume_mb, remain_volume_mb, total_volume_call, remain_volume_call)
       values ($1, $2, 5120, 5120, 300, 300) on conflict do nothing returning *`,
      [family.master, member],
    );
    if (!added) throw new OperatorError('3', 'Thuê bao đã có trong nhóm.');
    return ok(familyRecord(added));
  },

  // API-058: masters cannot remove themselves (ROLE-15).
  async family_master_del_member(request, app) {
    const family = await requireMaster(app);
    const member = memberNumber(request);
    if (member === family.master) throw new OperatorError('4', 'Chủ nhóm không thể tự xóa mình khỏi nhóm.');
    const removed = await app.db.query(
      'delete from family_members where master_msisdn = $1 and msisdn = $2 returning msisdn',
      [family.master, member],
    );
    if (removed.length === 0) throw new OperatorError('5', 'Thuê bao không thuộc nhóm.');
    return ok({ msisdn: member });
  },

  async family_member_leave(_request, app) {
    const family = await familyOf(app);
    if (!family.master || family.master === family.msisdn)
      throw new OperatorError('4', 'Chủ nhóm không thể rời nhóm.');
    await app.db.query('delete from family_members where master_msisdn = $1 and msisdn = $2', [
      family.master,
      family.msisdn,
    ]);
    return ok({ msisdn: family.msisdn });
  },

  // API-060 (fields not shown): { member_msisdn, volume (MB) | volume_call (minutes) }; VAL-57 below 500 MB.
  async family_set_volume_for_sub(request, app) {
    const family = await requireMaster(app);
    const member = memberNumber(request);
    const row = family.members.find((item) => item.msisdn === member);
    if (!row) throw new OperatorError('5', 'Thuê bao không thuộc nhóm.');
    const volume = request['volume'] === undefined ? row.total_volume_mb : Number(request['volume']);
    const calls =
      request['volume_call'] === undefined ? row.total_volume_call : Number(request['volume_call']);
    if (!Number.isInteger(volume) || !Number.isInteger(calls) || volume < 0 || calls < 0) {
      throw new OperatorError('BAD_REQUEST', 'volume and volume_call must be whole, non-negative numbers.');
    }
    if (volume < row.total_volume_mb && row.remain_volume_mb < 500) {
      throw new OperatorError('6', 'Không thể giảm dung lượng khi dung lượng còn lại dưới 500 MB.');
    }
    const used = row.total_volume_mb - row.remain_volume_mb;
    const usedCalls = row.total_volume_call - row.remain_volume_call;
    const [updated] = await app.db.query<FamilyRow>(
      `update family_members set total_volume_mb = $3, remain_volume_mb = greatest($3 - $4, 0),
         total_volume_call = $5, remain_volume_call = greatest($5 - $6, 0)
       where master_msisdn = $1 and msisdn = $2 returning *`,
      [family.master, member, volume, used, calls, usedCalls],
    );
    if (!updated) throw new OperatorError('5', 'Thuê bao không thuộc nhóm.');
    return ok(familyRecord(updated));
  },

  async mobile_post_hist_detail(_request, app) {
    return ok(await usageOf(app));
  },

  async mobile_prepaid_hist_detail(_request, app) {
    return ok(await usageOf(app));
  },
};

/** CONST-78: history reaches back 90 days. */
async function usageOf(app: CallContext) {
  const since = new Date(app.clock.now() - 90 * 86_400_000);
  const rows = await app.db.query<{
    b_subs: string;
    call_type: string;
    duration_s: number;
    charge: number;
    started_at: Date;
  }>('select * from usage_records where msisdn = $1 and started_at >= $2 order by started_at desc', [
    signedIn(app),
    since,
  ]);
  return rows.map((row) => ({
    B_SUBS: row.b_subs,
    CALL_TYPE: row.call_type,
    DURATION: row.duration_s,
    CHARGE: row.charge,
    START_TIME: row.started_at.toISOString(),
  }));
}
