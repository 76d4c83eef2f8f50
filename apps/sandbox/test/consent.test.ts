/**
 * Issue 47, item 5: consent and confirmation. A family master's add only invites a number, which joins by the
 * code sent to it (read out to the master) or by its holder's own answer; a refusal or a leave blocks that
 * master's invitations for 30 days. The EZCom change takes only a SIM of the caller's own. The payment return
 * pages' read answers only the caller's own payments. Fresh numbers of this file's own series; manual clock.
 */
import { familyOtpServices } from '@selfcare/api-client/contract';
import { FAMILY_INVITATION_HOURS, FAMILY_REINVITE_BLOCK_DAYS } from '@selfcare/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTransId } from '../src/services/signing';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const nextNumber = numberSeries(85);
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const dayMs = 86_400_000;

interface Caller {
  msisdn: string;
  session: string;
  call(name: string, body?: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/** Signs in (again: a session lapses after 30 idle minutes, and these tests move the clock by days). */
async function signIn(msisdn = nextNumber()): Promise<Caller> {
  const session = await sandbox.login(msisdn);
  return {
    msisdn,
    session,
    call: (name, body = {}) => sandbox.post(`/api/mobile/${name}`, { ...body, session }),
  };
}

/** Sends the caller a code for one master change and returns it (one a minute per change). */
async function masterCode(master: Caller, service: string): Promise<string> {
  sandbox.clock.advance(61_000);
  const sent = await sandbox.post('/api/mobile/otp_send', { msisdn: master.msisdn, otp_service: service });
  expect(sent).toMatchObject({ error_code: '0' });
  return sandbox.latestCode(master.msisdn);
}

/** A fresh number that starts a GD4 group. */
async function newMaster(): Promise<Caller> {
  const master = await signIn();
  const otp = await masterCode(master, familyOtpServices.upgradePack);
  expect(await master.call('family_master_upgrade_pack', { pack_code: 'GD4', otp })).toMatchObject({
    error_code: '0',
  });
  return master;
}

async function invite(master: Caller, member: string) {
  const otp = await masterCode(master, familyOtpServices.addMember);
  return master.call('family_master_add_member', { member_msisdn: member, otp });
}

const groupNumbers = async (master: Caller) =>
  ((await master.call('family_master_list_members_ver2'))['result'] as { msisdn: string }[]).map(
    (row) => row.msisdn,
  );

const inboxOf = async (msisdn: string) =>
  (
    (await (await fetch(`${sandbox.url}/__sandbox/api/inbox?msisdn=${msisdn}`)).json()) as {
      messages: { service: string; code: string; text: string }[];
    }
  ).messages;

describe('family consent (issue 47 item 5)', () => {
  it('issue 47 item 5: a family master cannot enrol a number without its code', async () => {
    const master = await newMaster();
    const member = nextNumber();
    const invited = await invite(master, member);
    expect(invited).toMatchObject({
      error_code: '0',
      result: { member_msisdn: member, code_sent: 1, wait_seconds: 60 },
    });
    // Invited, not enrolled: the group is unchanged until the member's code comes back.
    expect(await groupNumbers(master)).toEqual([master.msisdn]);
    const [notice] = await inboxOf(member);
    expect(notice).toMatchObject({ service: familyOtpServices.joinGroup });
    expect(notice?.text).toContain(`So 0${master.msisdn.slice(2)} moi Quy khach vao nhom gia dinh`);
    const code = notice?.code ?? '';

    // The master's own code, a guess, or no invitation at all: nothing joins.
    const ownCode = await masterCode(master, familyOtpServices.addMember);
    expect(
      await master.call('family_master_confirm_member', { member_msisdn: member, otp: ownCode }),
    ).toMatchObject({ error_code: expect.stringMatching(/^55\d$/) });
    const stranger = nextNumber();
    expect(
      await master.call('family_master_confirm_member', { member_msisdn: stranger, otp: code }),
    ).toMatchObject({ error_code: '11' });
    expect(await groupNumbers(master)).toEqual([master.msisdn]);

    expect(
      await master.call('family_master_confirm_member', { member_msisdn: member, otp: code }),
    ).toMatchObject({ error_code: '0', result: { msisdn: member, total_volume: 5120 } });
    expect(await groupNumbers(master)).toEqual([master.msisdn, member]);
    // The invitation is spent with its code.
    expect(
      await master.call('family_master_confirm_member', { member_msisdn: member, otp: code }),
    ).toMatchObject({ error_code: '11' });
  });

  it('issue 47 item 5: a family master cannot re-add a number that refused', async () => {
    const master = await newMaster();
    const member = await signIn();
    await invite(master, member.msisdn);
    const code = await sandbox.latestCode(member.msisdn);
    // The invitation is the member's to see, nobody else's.
    expect(await member.call('family_member_invitations')).toMatchObject({
      result: [{ master_msisdn: master.msisdn, pack_code: 'GD4' }],
    });
    expect(await (await signIn()).call('family_member_invitations')).toMatchObject({ result: [] });

    expect(
      await member.call('family_member_answer_invite', { master_msisdn: master.msisdn, answer: 'refuse' }),
    ).toMatchObject({ error_code: '0' });
    expect(await member.call('family_member_invitations')).toMatchObject({ result: [] });
    // The refused invitation's code adds nobody, and the master cannot invite again.
    expect(
      await master.call('family_master_confirm_member', { member_msisdn: member.msisdn, otp: code }),
    ).toMatchObject({ error_code: '11' });
    expect(await master.call('family_check_subs_status', { member_msisdn: member.msisdn })).toMatchObject({
      result: { can_join: 0, reason: expect.stringMatching(/từ chối lời mời/) },
    });
    expect(await invite(master, member.msisdn)).toMatchObject({ error_code: '3' });
    expect(await groupNumbers(master)).toEqual([master.msisdn]);

    // The block is this master's only, and it lapses after 30 days.
    const other = await newMaster();
    expect(await invite(other, member.msisdn)).toMatchObject({ error_code: '0' });
    sandbox.clock.advance(FAMILY_REINVITE_BLOCK_DAYS * dayMs);
    expect(await invite(await signIn(master.msisdn), member.msisdn)).toMatchObject({ error_code: '0' });
  });

  it('issue 47 item 5: leaving blocks re-invites for 30 days, and a re-add after that needs consent again', async () => {
    const master = await newMaster();
    const member = await signIn();
    await invite(master, member.msisdn);
    expect(
      await member.call('family_member_answer_invite', { master_msisdn: master.msisdn, answer: 'accept' }),
    ).toMatchObject({ error_code: '0' });
    expect(await groupNumbers(master)).toEqual([master.msisdn, member.msisdn]);
    expect(await member.call('family_member_leave')).toMatchObject({ error_code: '0' });

    // The reviewer's loop (re-add every minute after a leave) is refused (each try costs the master a code).
    for (let minute = 0; minute < 2; minute += 1)
      expect(await invite(master, member.msisdn)).toMatchObject({ error_code: '3' });
    sandbox.clock.advance(FAMILY_REINVITE_BLOCK_DAYS * dayMs);
    const later = await signIn(master.msisdn);
    expect(await invite(later, member.msisdn)).toMatchObject({ error_code: '0' });
    expect(await groupNumbers(later)).toEqual([master.msisdn]);
  });

  it('issue 47 item 5: a resend waits out the OTP limits, and an invitation lapses after 24 hours', async () => {
    const master = await newMaster();
    const member = nextNumber();
    await invite(master, member);
    const first = await sandbox.latestCode(member);
    const soon = await master.call('family_master_resend_invite', { member_msisdn: member });
    expect(soon).toMatchObject({ error_code: '0', result: { code_sent: 0 } });
    expect((soon['result'] as { wait_seconds: number }).wait_seconds).toBeGreaterThan(0);
    sandbox.clock.advance(61_000);
    expect(await master.call('family_master_resend_invite', { member_msisdn: member })).toMatchObject({
      result: { code_sent: 1 },
    });
    // A new code replaces the first.
    expect(
      await master.call('family_master_confirm_member', { member_msisdn: member, otp: first }),
    ).toMatchObject({ error_code: '550' });
    // Only the inviting master resends, and only while the invitation stands.
    const other = await newMaster();
    expect(await other.call('family_master_resend_invite', { member_msisdn: member })).toMatchObject({
      error_code: '11',
    });
    sandbox.clock.advance(FAMILY_INVITATION_HOURS * 3_600_000);
    const later = await signIn(master.msisdn);
    expect(await later.call('family_master_resend_invite', { member_msisdn: member })).toMatchObject({
      error_code: '11',
    });
  });

  it('issue 47 item 5: nobody but the invited number answers its invitation', async () => {
    const master = await newMaster();
    const member = nextNumber();
    await invite(master, member);
    const stranger = await signIn();
    for (const answer of ['accept', 'refuse'])
      expect(
        await stranger.call('family_member_answer_invite', { master_msisdn: master.msisdn, answer }),
      ).toMatchObject({ error_code: '11' });
    expect(await groupNumbers(master)).toEqual([master.msisdn]);
    const malformed = await sandbox.postRaw(
      '/api/mobile/family_member_answer_invite',
      JSON.stringify({ session: stranger.session, master_msisdn: 'abc', answer: 'accept' }),
    );
    expect(malformed.status).toBe(400);
  });
});

describe('EZCom SIM change (issue 47 item 5)', () => {
  const serialOf = (msisdn: string) => `8984${msisdn.slice(-9)}000001`;

  it("issue 47 item 5: the EZCom change refuses another subscriber's serial", async () => {
    const owner = await signIn();
    const serial = serialOf(owner.msisdn);
    expect(await owner.call('multisim_reg', { serial })).toMatchObject({ error_code: '0' });
    const other = await signIn();
    const refused = await other.call('mobile_change_sim_ezcom', { serial });
    expect(refused).toMatchObject({ error_code: 'SIM_NOT_OWNED' });
    // A serial linked to nobody is refused in the same words.
    expect(await other.call('mobile_change_sim_ezcom', { serial: serialOf(nextNumber()) })).toMatchObject({
      error_code: 'SIM_NOT_OWNED',
      message: refused['message'],
    });
    const [{ count } = { count: -1 }] = await sandbox.app.db.query<{ count: number }>(
      `select count(*)::int as count from sim_change_requests where msisdn = $1 and kind = 'ezcom'`,
      [other.msisdn],
    );
    expect(count).toBe(0);
    // The owner may change to their own extra SIM.
    expect(await owner.call('mobile_change_sim_ezcom', { serial })).toMatchObject({ error_code: '0' });
  });
});

describe('payment return confirmation (issue 47 item 5)', () => {
  it("issue 47 item 5: the return pages' read answers the caller's own payments only", async () => {
    const payer = await signIn();
    const body = {
      msisdn: payer.msisdn,
      package_code: 'BIG120',
      pay_method: 'VNPTWALLET',
      product_type: 'DATA' as const,
      request_time: '20250601090000',
    };
    const opened = await sandbox.post('/api/payment/payment_package_reg_v2', {
      ...body,
      trans_id: await signTransId(sandbox.app.config.paymentSecret, body),
    });
    const gateway = String(opened['redirect_url']);
    const paymentId = gateway.split('/').pop() ?? '';
    const info = (trans_id: string, caller = payer) =>
      caller.call('mobile_payment_transaction_info', { trans_id });
    expect(await info(paymentId)).toMatchObject({
      result: {
        TRANS_ID: paymentId,
        KIND: 'PACKAGE',
        STATUS: 'PENDING',
        AMOUNT: 120_000,
        PACKAGE_CODE: 'BIG120',
      },
    });
    await fetch(`${sandbox.url}${gateway}`, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'decline' }),
      redirect: 'manual',
    });
    expect(await info(paymentId)).toMatchObject({ result: { STATUS: 'FAILED', AMOUNT: 120_000 } });

    // A top-up order reads the same way.
    const topUp = await payer.call('mobile_payment_recharge_v2', {
      kind: 'GATEWAY',
      amount: 50_000,
      request_id: `consent-${payer.msisdn}`,
    });
    const orderId = String((topUp['result'] as { TRANS_ID: string }).TRANS_ID);
    expect(await info(orderId)).toMatchObject({
      result: { KIND: 'TOPUP', STATUS: 'PENDING', AMOUNT: 50_000, TARGET_MSISDN: payer.msisdn },
    });

    // Unknown, or another subscriber's: the same refusal, nothing of the payment.
    const stranger = await signIn();
    for (const answer of [
      await info('FAKE123'),
      await info(paymentId, stranger),
      await info(orderId, stranger),
    ])
      expect(answer).toEqual(expect.objectContaining({ error_code: '1' }));
    expect(
      await sandbox.post('/api/mobile/mobile_payment_transaction_info', { trans_id: paymentId }),
    ).toMatchObject({ error_code: '401' });
  });
});
