/**
 * The account overview (issue 17, API-021 … API-030) and the change of password (AUTH-79): each seeded kind
 * of account answers with its own balances, bundles and papers, only for the session's subscriber; the
 * password change holds the old password, takes both passwords hashed only, keeps the session, ends the
 * number's other sessions (issue 47), and the new password signs in.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/services/passwords';
import { numberSeries, seedPasswordHash, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const nextNumber = numberSeries(17);
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Every overview read of one session, by call name. */
async function overviewOf(session: string) {
  const names = [
    'mobile_get_info',
    'cust_get_info_ver2',
    'get_rank_vnp_plus',
    'mobile_balance_info_v2',
    'mobile_IN_balances',
    'core_mobile_ezpay_balance',
    'mobile_bundle_remain_amount',
    'mobile_data_get_high_bandwidth',
  ] as const;
  const answers = await Promise.all(names.map((name) => sandbox.post(`/api/mobile/${name}`, { session })));
  for (const answer of answers) expect(answer['error_code']).toBe('0');
  return Object.fromEntries(names.map((name, index) => [name, answers[index]?.['result']])) as Record<
    (typeof names)[number],
    unknown
  >;
}

describe('account overview (API-021 … API-030)', () => {
  it('ACC-02 ACC-03 ACC-40 the seeded prepaid account: plan, papers, main and promotional money, bundles, wallet, tier', async () => {
    const overview = await overviewOf(await sandbox.loginWithPassword('0912345678'));
    // Other files' tests spend this account's money and points: the expected amounts are read here.
    const [now] = await sandbox.app.db.query<{ main_balance: number; data_remain_mb: number }>(
      'select main_balance, data_remain_mb from subscribers where msisdn = $1',
      ['84912345678'],
    );
    expect(overview.mobile_get_info).toMatchObject({ MSISDN: '84912345678', SUBSCRIBER_TYPE: 'prepaid' });
    expect(overview.cust_get_info_ver2).toMatchObject({
      FULL_NAME: 'Nguyễn Văn An',
      ID_TYPE: 'CCCD',
      ID_NUMBER: expect.stringMatching(/^\d{6}\*{6}$/),
      ADDRESS: '12 Phố Huế, Hai Bà Trưng, Hà Nội',
    });
    expect(overview.get_rank_vnp_plus).toMatchObject({ RANK: 1, POINTS: expect.any(Number) });
    expect(overview.mobile_balance_info_v2).toMatchObject({
      MAIN_BALANCE: now?.main_balance,
      PROMO_BALANCE: 55_000,
      ACTIVE_UNTIL: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      UNBILLED_AMOUNT: null,
    });
    expect(overview.mobile_IN_balances).toEqual([
      expect.objectContaining({ ACCOUNT_CODE: 'MAIN', BALANCE: now?.main_balance }),
      expect.objectContaining({ ACCOUNT_CODE: 'KM1', BALANCE: 20_000 }),
      expect.objectContaining({ ACCOUNT_CODE: 'KM2', BALANCE: 35_000 }),
    ]);
    expect(overview.mobile_bundle_remain_amount).toEqual([
      expect.objectContaining({ TYPE: 'SMS', REMAIN: 40, TOTAL: 50 }),
      expect.objectContaining({ TYPE: 'VOICE', REMAIN: 85, TOTAL: 100 }),
    ]);
    expect(overview.mobile_data_get_high_bandwidth).toEqual([
      expect.objectContaining({
        PACKAGE_CODE: expect.any(String),
        REMAIN_MB: now?.data_remain_mb,
        TOTAL_MB: 5_120,
      }),
    ]);
    expect(overview.core_mobile_ezpay_balance).toEqual({ REGISTERED: 1, BALANCE: 250_000 });
  });

  it('ACC-40 the seeded postpaid and VIP accounts: no prepaid accounts, the month so far, an unlimited bundle', async () => {
    const postpaid = await overviewOf(await sandbox.loginWithPassword('0913456789'));
    expect(postpaid.mobile_get_info).toMatchObject({ SUBSCRIBER_TYPE: 'postpaid' });
    expect(postpaid.mobile_IN_balances).toEqual([]);
    expect(postpaid.mobile_balance_info_v2).toMatchObject({
      ACTIVE_UNTIL: null,
      UNBILLED_AMOUNT: expect.any(Number),
    });
    const vip = await overviewOf(await sandbox.loginWithPassword('0888888888'));
    expect(vip.mobile_bundle_remain_amount).toContainEqual(
      expect.objectContaining({ TYPE: 'VOICE', REMAIN: 1_500, TOTAL: null }),
    );
    expect(vip.get_rank_vnp_plus).toMatchObject({ RANK: 5 });
  });

  it('ACC-40 a fixed line and an off-net guest have papers or a name but no balances or bundles', async () => {
    const fixed = await overviewOf(await sandbox.loginWithPassword('0942123456'));
    expect(fixed.mobile_get_info).toMatchObject({ SUBSCRIBER_TYPE: 'fixed' });
    expect(fixed.cust_get_info_ver2).toMatchObject({ FULL_NAME: 'Hoàng Văn Khải' });
    expect(fixed.mobile_bundle_remain_amount).toEqual([]);
    expect(fixed.mobile_data_get_high_bandwidth).toEqual([]);
    const guest = await overviewOf(await sandbox.login(nextNumber()));
    expect(guest.mobile_IN_balances).toEqual([]);
    expect(guest.core_mobile_ezpay_balance).toEqual({ REGISTERED: 0, BALANCE: null });
    expect(guest.get_rank_vnp_plus).toMatchObject({ RANK: null });
  });

  it('API-023 the active packages tell when they renew', async () => {
    const session = await sandbox.loginWithPassword('0912345678');
    const answer = await sandbox.post('/api/mobile/mobile_get_service_active_list', { session });
    expect(answer['result']).toContainEqual(
      expect.objectContaining({ CODE: 'D15', RENEW_DATE: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }),
    );
  });

  it('ERR-02 without a session every overview read is refused', async () => {
    const answer = await sandbox.post('/api/mobile/mobile_balance_info_v2', {});
    expect(answer['error_code']).toBe('401');
  });
});

describe('change password (AUTH-79)', () => {
  /** A fresh number with the seed password, so no other test's account changes. */
  async function withPassword() {
    const msisdn = nextNumber();
    const session = await sandbox.login(msisdn);
    await sandbox.app.db.query('update subscribers set password_hash = $2 where msisdn = $1', [
      msisdn,
      await hashPassword(seedPasswordHash),
    ]);
    const change = (old: string, next: string) =>
      sandbox.post('/api/mobile/authen_change_password', {
        session,
        old_password: sha256(old),
        new_password: sha256(next),
      });
    return { msisdn, session, change };
  }

  it('ERR-38 AUTH-79 a wrong old password is refused with its own code and changes nothing', async () => {
    const account = await withPassword();
    expect(await account.change('Wrong123', 'NewPass1')).toMatchObject({
      error_code: 'ERR-OLD-PASSWORD',
      message: 'Mật khẩu cũ không đúng.',
    });
    await expect(sandbox.loginWithPassword(account.msisdn)).resolves.toEqual(expect.any(String));
  });

  it('AUTH-79 issue 47 item 3: a password in clear (new or old) is a 400 in the operator shape and changes nothing', async () => {
    const account = await withPassword();
    for (const passwords of [
      { old_password: seedPasswordHash, new_password: 'NewPass1' },
      { old_password: 'Sandbox123', new_password: sha256('NewPass1') },
    ]) {
      const response = await sandbox.postRaw(
        '/api/mobile/authen_change_password',
        JSON.stringify({ session: account.session, ...passwords }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error_code: 'BAD_REQUEST' });
    }
    await expect(sandbox.loginWithPassword(account.msisdn)).resolves.toEqual(expect.any(String));
  });

  it('AUTH-79 the change keeps the session, the new password signs in and the old one no longer does', async () => {
    const account = await withPassword();
    expect(await account.change('Sandbox123', 'NewPass1')).toMatchObject({ error_code: '0' });
    const still = await sandbox.post('/api/mobile/mobile_get_info', { session: account.session });
    expect(still).toMatchObject({ error_code: '0', result: { MSISDN: account.msisdn } });
    const login = (password: string) =>
      sandbox.post('/api/mobile/authen_msisdn', {
        device_info: 'test',
        fcm_registration_token: '',
        mode: 'password',
        msisdn: account.msisdn,
        password: sha256(password),
      });
    expect(await login('NewPass1')).toMatchObject({ error_code: '0', session: expect.any(String) });
    expect(await login('Sandbox123')).toMatchObject({ error_code: '1' });
  });

  it('AUTH-79 issue 47 item 3: a password change ends the other sessions and keeps the caller’s', async () => {
    const account = await withPassword();
    const other = await sandbox.loginWithPassword(account.msisdn);
    const stranger = await sandbox.login(nextNumber());
    const info = (session: string) => sandbox.post('/api/mobile/mobile_get_info', { session });
    expect(await info(other)).toMatchObject({ error_code: '0' });
    expect(await account.change('Sandbox123', 'NewPass1')).toMatchObject({ error_code: '0' });
    expect(await info(other)).toMatchObject({ error_code: '401' });
    expect(await info(account.session)).toMatchObject({ error_code: '0' });
    // Another number's session is untouched.
    expect(await info(stranger)).toMatchObject({ error_code: '0' });
  });
});
