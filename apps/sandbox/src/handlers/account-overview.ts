/**
 * Issue 17, the account overview (API-021 … API-030) and the change of password (AUTH-79): every answer is
 * the session subscriber's own; the shapes are the contract's assumed ones (contract/accountRecords.ts).
 */
import { MAIN_ACCOUNT_CODE, WRONG_OLD_PASSWORD_CODE } from '@selfcare/domain';
import type { CallContext, Handlers } from './types';
import { signedIn } from './types';
import { OperatorError } from '../http/operator-error';
import {
  clearPasswordFailures,
  lockIfLimitReached,
  reservePasswordAttempt,
} from '../services/password-limits';
import { hashPassword, verifyPassword } from '../services/passwords';
import { endSessionsOf } from '../services/sessions';

const ok = <T>(result: T) => ({ error_code: '0', message: 'Thành công', result });

/** Dates leave the database as 'YYYY-MM-DD' text, as the operator sends them. */
interface OverviewSubscriber {
  msisdn: string;
  full_name: string;
  customer_id: string;
  kind: 'prepaid' | 'postpaid' | 'fixed' | 'internet' | 'tv';
  off_net: boolean;
  main_balance: number;
  data_remain_mb: number;
  data_total_mb: number | null;
  email: string | null;
  address: string | null;
  password_hash: string | null;
  activated_on: string;
  valid_until: string | null;
  data_expires_on: string | null;
  birth_date: string | null;
  id_type: string | null;
  id_number: string | null;
  id_issued_on: string | null;
  id_issued_by: string | null;
}

const asDay = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** The session's subscriber; every handler below reads no other. */
async function caller(app: CallContext): Promise<OverviewSubscriber> {
  const [row] = await app.db.query<OverviewSubscriber>(
    `select msisdn, full_name, customer_id, kind, off_net, main_balance, data_remain_mb, data_total_mb, email,
       address, password_hash, ${asDay('created_at')} as activated_on, ${asDay('valid_until')} as valid_until,
       ${asDay('data_expires_on')} as data_expires_on, ${asDay('birth_date')} as birth_date, id_type, id_number,
       ${asDay('id_issued_on')} as id_issued_on, id_issued_by
     from subscribers where msisdn = $1`,
    [signedIn(app)],
  );
  if (!row) throw new OperatorError('1', 'Thuê bao không tồn tại.');
  return row;
}

/** A mobile number of this network has balances and allowances; the fixed lines and off-net guests none. */
const isMobile = (s: OverviewSubscriber) => (s.kind === 'prepaid' || s.kind === 'postpaid') && !s.off_net;
const today = (app: CallContext) => new Date(app.clock.now()).toISOString().slice(0, 10);

async function promotions(app: CallContext, msisdn: string) {
  return app.db.query<{ code: string; name: string; amount: number; expires_on: string | null }>(
    `select code, name, amount, ${asDay('expires_on')} as expires_on from promo_balances
     where msisdn = $1 and (expires_on is null or expires_on >= $2::date) order by code`,
    [msisdn, today(app)],
  );
}

/** Postpaid: what this month's calls, messages and data cost so far (billed at the month's end). */
async function unbilled(app: CallContext, msisdn: string): Promise<number> {
  const now = new Date(app.clock.now());
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await app.db.query<{ total: number | string | null }>(
    'select sum(charge) as total from usage_records where msisdn = $1 and started_at >= $2',
    [msisdn, monthStart],
  );
  return Number(row?.total ?? 0);
}

export const accountOverviewHandlers: Handlers = {
  // API-024, ACC-40: the plan is the subscriber's kind.
  async mobile_get_info(_request, app) {
    const s = await caller(app);
    return ok({
      MSISDN: s.msisdn,
      SUBSCRIBER_TYPE: s.kind,
      STATUS: 'active',
      ACTIVATED_DATE: s.activated_on,
    });
  },

  // API-028: the papers as the operator holds them (the document number is stored masked).
  async cust_get_info_ver2(_request, app) {
    const s = await caller(app);
    return ok({
      FULL_NAME: s.full_name,
      CUSTOMER_ID: s.customer_id,
      BIRTH_DATE: s.birth_date,
      ID_TYPE: s.id_type,
      ID_NUMBER: s.id_number,
      ID_ISSUE_DATE: s.id_issued_on,
      ID_ISSUE_PLACE: s.id_issued_by,
      ADDRESS: s.address,
      EMAIL: s.email,
    });
  },

  // API-022: the member's tier, none for a non-member.
  async get_rank_vnp_plus(_request, app) {
    const [member] = await app.db.query<{ tier: number; points: number }>(
      'select tier, points from loyalty_members where msisdn = $1',
      [signedIn(app)],
    );
    return ok({ RANK: member?.tier ?? null, RANK_NAME: null, POINTS: member?.points ?? null });
  },

  // API-030: main and promotional money, the prepaid validity, the postpaid month so far.
  async mobile_balance_info_v2(_request, app) {
    const s = await caller(app);
    if (!isMobile(s))
      return ok({ MAIN_BALANCE: 0, PROMO_BALANCE: 0, ACTIVE_UNTIL: null, UNBILLED_AMOUNT: null });
    const promo = (await promotions(app, s.msisdn)).reduce((sum, p) => sum + p.amount, 0);
    return ok({
      MAIN_BALANCE: s.main_balance,
      PROMO_BALANCE: promo,
      ACTIVE_UNTIL: s.kind === 'prepaid' ? s.valid_until : null,
      UNBILLED_AMOUNT: s.kind === 'postpaid' ? await unbilled(app, s.msisdn) : null,
    });
  },

  // API-027: the prepaid accounts of the charging system, the main one first.
  async mobile_IN_balances(_request, app) {
    const s = await caller(app);
    if (!isMobile(s) || s.kind !== 'prepaid') return ok([]);
    const main = {
      ACCOUNT_CODE: MAIN_ACCOUNT_CODE,
      ACCOUNT_NAME: 'Tài khoản chính',
      BALANCE: s.main_balance,
      EXPIRE_DATE: s.valid_until,
    };
    const promos = (await promotions(app, s.msisdn)).map((p) => ({
      ACCOUNT_CODE: p.code,
      ACCOUNT_NAME: p.name,
      BALANCE: p.amount,
      EXPIRE_DATE: p.expires_on,
    }));
    return ok([main, ...promos]);
  },

  // API-021: the wallet, when the subscriber has one.
  async core_mobile_ezpay_balance(_request, app) {
    const [wallet] = await app.db.query<{ balance: number }>(
      'select balance from wallets where msisdn = $1',
      [signedIn(app)],
    );
    return ok(wallet ? { REGISTERED: 1, BALANCE: wallet.balance } : { REGISTERED: 0, BALANCE: null });
  },

  // API-025: the bundles not yet expired; total null is unlimited.
  async mobile_bundle_remain_amount(_request, app) {
    const rows = await app.db.query<{
      code: string;
      name: string;
      kind: 'data' | 'voice' | 'sms';
      remain: number;
      total: number | null;
      expires_on: string | null;
    }>(
      `select code, name, kind, remain, total, ${asDay('expires_on')} as expires_on from bundle_allowances
       where msisdn = $1 and (expires_on is null or expires_on >= $2::date) order by kind, code`,
      [signedIn(app), today(app)],
    );
    return ok(
      rows.map((b) => ({
        BUNDLE_CODE: b.code,
        BUNDLE_NAME: b.name,
        TYPE:
          b.kind === 'data' ? ('DATA' as const) : b.kind === 'voice' ? ('VOICE' as const) : ('SMS' as const),
        REMAIN: b.remain,
        TOTAL: b.total,
        EXPIRE_DATE: b.expires_on,
      })),
    );
  },

  // API-026: the full-speed data is the data the home's bar shows (subscribers.data_*), named by the package.
  async mobile_data_get_high_bandwidth(_request, app) {
    const s = await caller(app);
    if (!isMobile(s) || (s.data_total_mb === null && s.data_remain_mb <= 0)) return ok([]);
    const [first] = await app.db.query<{ package_code: string }>(
      'select package_code from subscriptions where msisdn = $1 order by registered_at, package_code limit 1',
      [s.msisdn],
    );
    return ok([
      {
        PACKAGE_CODE: first?.package_code ?? 'DATA',
        REMAIN_MB: s.data_remain_mb,
        TOTAL_MB: s.data_total_mb,
        EXPIRE_DATE: s.data_expires_on,
      },
    ]);
  },

  /**
   * AUTH-79, ERR-38: the old password must be right, and counts toward the sign-in lock like a wrong
   * password there. Both travel hashed as at sign-in (ENT-27, issue 47: the contract refuses anything but
   * the hash, so no clear password reaches a server or its logs); VAL-14 is the portal's check before
   * hashing. The new one is stored as a reset stores it. The caller's session stays; every other session of
   * the number ends (issue 47: a stolen session does not outlive the change).
   */
  async authen_change_password(request, app) {
    const msisdn = signedIn(app);
    await reservePasswordAttempt(app, msisdn);
    const s = await caller(app);
    const right = s.password_hash ? await verifyPassword(request.old_password, s.password_hash) : false;
    if (!right) {
      await lockIfLimitReached(app, msisdn);
      throw new OperatorError(WRONG_OLD_PASSWORD_CODE, 'Mật khẩu cũ không đúng.');
    }
    await clearPasswordFailures(app, msisdn);
    const stored = await hashPassword(request.new_password);
    await app.db.transaction(async (tx) => {
      await tx.query('update subscribers set password_hash = $2 where msisdn = $1', [msisdn, stored]);
      await endSessionsOf(app, msisdn, app.session, tx);
    });
    return { error_code: '0', message: 'Đổi mật khẩu thành công.' };
  },
};
