/**
 * Issue 47 item 5 (docs/decisions/trust.md): consent and confirmation, the reviewer's probes replayed against the
 * e2e sandbox and the served portal:
 * - a family master enrolled any unrelated number without its consent, and re-added it every minute after it left;
 * - `mobile_change_sim_ezcom` accepted another subscriber's multi-SIM serial;
 * - the payment return pages showed "success" and any amount from their address alone.
 * Each client calls from an address of its own (RFC 5737, 192.0.2.15x) with numbers of its own:
 * probeNumber('3…'), the retry in the second digit, so a retried probe never meets its first attempt's state.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, openIn, test } from '../support/fixtures';
import { signInByApi } from '../support/sandbox';
import { attemptNumber, clientAt, disposeClients, inboxCode, signInByCode, type AbuseClient } from './client';

/** This attempt's own number: '3', the retry, then four digits of the probe's choosing. */
const number = (info: TestInfo, digits: string) => attemptNumber('3', info.retry, digits);

test.afterEach(disposeClients);

/** A caller signed in by code from its client: posts to the main API with its session. */
async function signedIn(client: AbuseClient, msisdn: string) {
  const session = await signInByCode(client, msisdn);
  return {
    msisdn,
    call: async (name: string, body: Record<string, unknown> = {}) =>
      (await client.post(`/api/mobile/${name}`, { ...body, session })).body,
  };
}
type Caller = Awaited<ReturnType<typeof signedIn>>;

/** The code otp_send delivered to the master for one change. */
async function masterCode(client: AbuseClient, master: Caller, service: string): Promise<string> {
  const sent = await client.post('/api/mobile/otp_send', { msisdn: master.msisdn, otp_service: service });
  expect(sent.body['error_code'], JSON.stringify(sent.body)).toBe('0');
  return inboxCode(client.api, master.msisdn, service);
}

/** A probe number that registers a family pack and so masters a group of its own. */
async function newMaster(client: AbuseClient, msisdn: string): Promise<Caller> {
  const master = await signedIn(client, msisdn);
  const otp = await masterCode(client, master, 'family_upgrade_pack');
  expect(await master.call('family_master_upgrade_pack', { pack_code: 'GD4', otp })).toMatchObject({
    error_code: '0',
  });
  return master;
}

const groupOf = async (master: Caller) =>
  ((await master.call('family_master_list_members_ver2'))['result'] as { msisdn: string }[]).map(
    (row) => row.msisdn,
  );

/** What the reviewer sent: the master's own code for family_add_member and the victim's number. */
async function enrol(client: AbuseClient, master: Caller, victim: string) {
  const otp = await masterCode(client, master, 'family_add_member');
  return master.call('family_master_add_member', { member_msisdn: victim, otp });
}

test('issue 47 item 5: a family master cannot enrol a number without its code', async () => {
  const info = test.info();
  const client = await clientAt('192.0.2.151');
  const master = await newMaster(client, number(info, '0001'));
  const victim = number(info, '0002');
  // Before: the victim was in the group at once. Now it is only invited, and a code goes to the victim.
  expect(await enrol(client, master, victim)).toMatchObject({ error_code: '0', result: { code_sent: 1 } });
  expect(await groupOf(master)).toEqual([master.msisdn]);
  // Guessing the victim's code, or passing the master's own, adds nobody.
  const ownCode = await inboxCode(client.api, master.msisdn, 'family_add_member');
  for (const otp of ['000000', ownCode])
    expect(await master.call('family_master_confirm_member', { member_msisdn: victim, otp })).toMatchObject({
      error_code: expect.stringMatching(/^55\d$/),
    });
  expect(await groupOf(master)).toEqual([master.msisdn]);
});

test('issue 47 item 5: a family master cannot re-add a number that refused', async () => {
  const info = test.info();
  const client = await clientAt('192.0.2.152');
  const master = await newMaster(client, number(info, '0011'));
  const victim = await signedIn(await clientAt('192.0.2.153'), number(info, '0012'));
  expect(await enrol(client, master, victim.msisdn)).toMatchObject({ error_code: '0' });
  expect(
    await victim.call('family_member_answer_invite', { master_msisdn: master.msisdn, answer: 'refuse' }),
  ).toMatchObject({ error_code: '0' });
  // The master tries again (a code for it would be the next one; the refusal comes before it is spent).
  expect(
    await master.call('family_master_add_member', { member_msisdn: victim.msisdn, otp: '000000' }),
  ).toMatchObject({ error_code: '3' });
  expect(await groupOf(master)).toEqual([master.msisdn]);
});

test('issue 47 item 5: a family master re-adding a number that left is refused', async () => {
  const info = test.info();
  const client = await clientAt('192.0.2.154');
  const master = await newMaster(client, number(info, '0021'));
  const member = await signedIn(await clientAt('192.0.2.155'), number(info, '0022'));
  expect(await enrol(client, master, member.msisdn)).toMatchObject({ error_code: '0' });
  expect(
    await member.call('family_member_answer_invite', { master_msisdn: master.msisdn, answer: 'accept' }),
  ).toMatchObject({ error_code: '0' });
  expect(await member.call('family_member_leave')).toMatchObject({ error_code: '0' });
  // Before: re-added every minute. Now refused for 30 days, whatever code comes with it.
  expect(
    await master.call('family_master_add_member', { member_msisdn: member.msisdn, otp: '000000' }),
  ).toMatchObject({ error_code: '3' });
  expect(await groupOf(master)).toEqual([master.msisdn]);
});

test("issue 47 item 5: the EZCom change refuses another subscriber's serial", async () => {
  const info = test.info();
  const owner = await signedIn(await clientAt('192.0.2.156'), number(info, '0031'));
  const serial = `8984${owner.msisdn.slice(-9)}000031`;
  expect(await owner.call('multisim_reg', { serial })).toMatchObject({ error_code: '0' });
  const attacker = await signedIn(await clientAt('192.0.2.157'), number(info, '0032'));
  expect(await attacker.call('mobile_change_sim_ezcom', { serial })).toMatchObject({
    error_code: 'SIM_NOT_OWNED',
  });
});

/** A return page as the reviewer opened it: no success heading, and the address's amount nowhere. */
async function expectNoSuccess(page: Page, amount: RegExp) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(main.getByRole('heading', { name: /Thanh toán thành công|Payment successful/ })).toHaveCount(
    0,
  );
  await expect(page.locator('body')).not.toContainText(amount);
}

const packageReturn = '/vnptpay-ctt/return?status=success&trans_id=FAKE123&package_code=BIG120&amount=1';
const resultReturn = '/tinh-nang/thanh-toan/ket-qua?status=success&kind=topup&amount=999999999';

test(`issue 47 item 5: ${packageReturn} shows no success`, async ({ page }, info) => {
  await openIn(page, 'vi', packageReturn);
  await expectNoSuccess(page, /\b1\s?(đ|₫)|BIG120/);
  await signInByApi(page, number(info, '0041'));
  await openIn(page, 'vi', packageReturn);
  await expect(page.getByRole('heading', { level: 1, name: 'Không xác nhận được giao dịch' })).toBeVisible();
  await expectNoSuccess(page, /\b1\s?(đ|₫)|BIG120/);
});

test(`issue 47 item 5: ${resultReturn} shows no success`, async ({ page }, info) => {
  await openIn(page, 'en-US', resultReturn);
  await expectNoSuccess(page, /999[.,\s]?999[.,\s]?999/);
  await signInByApi(page, number(info, '0051'));
  await openIn(page, 'en-US', resultReturn);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not confirmed' })).toBeVisible();
  await expectNoSuccess(page, /999[.,\s]?999[.,\s]?999/);
});
