/**
 * Family group and home combo (issue 18): the server keeps every family rule whatever the portal sends —
 * master only, no self-removal, the 500 MB floor, a code for each master change — and parallel changes to
 * one group stay consistent. Groups here are started by fresh numbers, so no other file's data is touched.
 */
import { familyOtpServices } from '@selfcare/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const nextNumber = numberSeries(61);
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

type Service = (typeof familyOtpServices)[keyof typeof familyOtpServices];

/** Sends the caller a code for one master change and returns it. */
async function codeFor(msisdn: string, service: Service): Promise<string> {
  const sent = await sandbox.post('/api/mobile/otp_send', { msisdn, otp_service: service });
  expect(sent).toMatchObject({ error_code: '0' });
  return sandbox.latestCode(msisdn);
}

interface Caller {
  msisdn: string;
  session: string;
  call(name: string, body?: Record<string, unknown>): Promise<Record<string, unknown>>;
}

async function signIn(msisdn = nextNumber()): Promise<Caller> {
  const session = await sandbox.login(msisdn);
  return {
    msisdn,
    session,
    call: (name, body = {}) => sandbox.post(`/api/mobile/${name}`, { ...body, session }),
  };
}

/** A fresh number that starts a GD4 group (ACC-25: registering a pack makes a subscriber in no group its master). */
async function newMaster(): Promise<Caller> {
  const master = await signIn();
  const otp = await codeFor(master.msisdn, familyOtpServices.upgradePack);
  expect(await master.call('family_master_upgrade_pack', { pack_code: 'GD4', otp })).toMatchObject({
    error_code: '0',
  });
  return master;
}

/** Issue 47: the master's code invites the number; the code it received (read out to the master) adds it. */
async function addMember(master: Caller, member: string) {
  const otp = await codeFor(master.msisdn, familyOtpServices.addMember);
  const invited = await master.call('family_master_add_member', { member_msisdn: member, otp });
  if (invited['error_code'] !== '0') return invited;
  const consent = await sandbox.latestCode(member);
  return master.call('family_master_confirm_member', { member_msisdn: member, otp: consent });
}

const numbersOf = (answer: Record<string, unknown>) =>
  (answer['result'] as { msisdn: string }[]).map((row) => row.msisdn);

describe('family group (API-054 … API-064)', () => {
  it('ACC-24 ROLE-13 the seeded master, a member and a subscriber without a group', async () => {
    const master = await sandbox.loginWithPassword('0914567890');
    expect(await sandbox.post('/api/mobile/family_check_family_status', { session: master })).toMatchObject({
      result: { in_group: 1, is_master: 1, master_msisdn: '84914567890', max_members: 6 },
    });
    const member = await sandbox.loginWithPassword('0915678901');
    expect(await sandbox.post('/api/mobile/family_check_family_status', { session: member })).toMatchObject({
      result: { in_group: 1, is_master: 0, master_msisdn: '84914567890' },
    });
    expect(
      numbersOf(await sandbox.post('/api/mobile/family_member_data_remain_ver2', { session: member }))[0],
    ).toBe('84914567890');
    const loner = await signIn();
    expect(await loner.call('family_check_family_status')).toMatchObject({
      result: { in_group: 0, is_master: 0, master_msisdn: null },
    });
    expect(await loner.call('family_member_data_remain_ver2')).toMatchObject({ result: [] });
  });

  it('ROLE-14 ROLE-16 ACC-16 ACC-18 a master adds and removes a member, each with its own code', async () => {
    const master = await newMaster();
    const member = nextNumber();
    expect(await master.call('family_check_subs_status', { member_msisdn: member })).toMatchObject({
      result: { can_join: 1 },
    });
    // ROLE-16: no code, or the code of another change, changes nothing.
    expect(
      await master.call('family_master_add_member', { member_msisdn: member, otp: '000000' }),
    ).toMatchObject({
      error_code: expect.stringMatching(/^55\d|539$/),
    });
    expect(await addMember(master, member)).toMatchObject({
      error_code: '0',
      result: { msisdn: member, total_volume: 5120 },
    });
    expect(numbersOf(await master.call('family_master_list_members_ver2'))).toEqual([master.msisdn, member]);
    expect(await master.call('family_check_subs_status', { member_msisdn: member })).toMatchObject({
      result: { can_join: 0 },
    });
    const removeCode = await codeFor(master.msisdn, familyOtpServices.removeMember);
    expect(
      await master.call('family_master_del_member', { member_msisdn: member, otp: removeCode }),
    ).toMatchObject({ error_code: '0' });
    expect(numbersOf(await master.call('family_master_list_members_ver2'))).toEqual([master.msisdn]);
  });

  it('ROLE-14 ROLE-15 a member manages nothing but may leave; the master can neither remove nor lose themselves', async () => {
    const master = await newMaster();
    const member = await signIn();
    await addMember(master, member.msisdn);
    expect(await member.call('family_master_list_members_ver2')).toMatchObject({ error_code: '2' });
    expect(
      await member.call('family_master_del_member', { member_msisdn: master.msisdn, otp: '123456' }),
    ).toMatchObject({ error_code: '2' });
    expect(
      await master.call('family_master_del_member', { member_msisdn: master.msisdn, otp: '123456' }),
    ).toMatchObject({ error_code: '4' });
    expect(await master.call('family_member_leave')).toMatchObject({ error_code: '4' });
    expect(await member.call('family_member_leave')).toMatchObject({ error_code: '0' });
    expect(await member.call('family_check_family_status')).toMatchObject({ result: { in_group: 0 } });
    expect(await member.call('family_member_leave')).toMatchObject({ error_code: '8' });
  });

  it('ACC-13 ACC-14 VAL-57 limits: data is not lowered under 500 MB left; raising it and voice are fine', async () => {
    const master = await newMaster();
    const member = nextNumber();
    await addMember(master, member);
    await sandbox.app.db.query('update family_members set remain_volume_mb = 300 where msisdn = $1', [
      member,
    ]);
    const setLimit = async (body: Record<string, unknown>) => {
      sandbox.clock.advance(61_000); // one code a minute per change
      const otp = await codeFor(master.msisdn, familyOtpServices.setVolume);
      return master.call('family_set_volume_for_sub', { member_msisdn: member, otp, ...body });
    };
    expect(await setLimit({ volume: 4096 })).toMatchObject({ error_code: '6' });
    expect(await setLimit({ volume: 6144, volume_call: 0 })).toMatchObject({
      error_code: '0',
      result: { total_volume: 6144, remain_volume: 1324, total_volume_call: 0, remain_volume_call: 0 },
    });
  });

  it('bad input gets a 400 in the operator shape', async () => {
    const master = await newMaster();
    const response = await sandbox.postRaw(
      '/api/mobile/family_master_add_member',
      JSON.stringify({ session: master.session, member_msisdn: 'abc', otp: '123456' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'BAD_REQUEST' });
    // CONST-56: past the slider's maximum is bad input too, found once the member's row is read.
    const member = nextNumber();
    await addMember(master, member);
    const otp = await codeFor(master.msisdn, familyOtpServices.setVolume);
    expect(
      await master.call('family_set_volume_for_sub', { member_msisdn: member, volume: 999_999, otp }),
    ).toMatchObject({ error_code: 'BAD_REQUEST' });
  });

  it('ACC-25 a master sees the packs and moves the group to another one with a code', async () => {
    const master = await newMaster();
    const packs = (await master.call('family_master_list_advanced_pack'))['result'] as {
      pack_code: string;
      is_current: number;
    }[];
    expect(packs.map((pack) => [pack.pack_code, pack.is_current])).toEqual([
      ['GD4', 1],
      ['GD6', 0],
      ['GD8', 0],
    ]);
    const otp = await codeFor(master.msisdn, familyOtpServices.upgradePack).catch(async () => {
      sandbox.clock.advance(61_000);
      return codeFor(master.msisdn, familyOtpServices.upgradePack);
    });
    expect(await master.call('family_master_upgrade_pack', { pack_code: 'GD8', otp })).toMatchObject({
      error_code: '0',
    });
    expect(await master.call('family_check_family_status')).toMatchObject({
      result: { pack_code: 'GD8', max_members: 8 },
    });
  });
});

describe('parallel changes to one group stay consistent', () => {
  it('two masters inviting the same number, accepted at once: one group gets it', async () => {
    const [first, second] = await Promise.all([newMaster(), newMaster()]);
    const member = await signIn();
    const [firstCode, secondCode] = await Promise.all([
      codeFor(first.msisdn, familyOtpServices.addMember),
      codeFor(second.msisdn, familyOtpServices.addMember),
    ]);
    const invited = await Promise.all([
      first.call('family_master_add_member', { member_msisdn: member.msisdn, otp: firstCode }),
      second.call('family_master_add_member', { member_msisdn: member.msisdn, otp: secondCode }),
    ]);
    expect(invited.map((answer) => answer['error_code'])).toEqual(['0', '0']);
    const answers = await Promise.all(
      [first, second].map((master) =>
        member.call('family_member_answer_invite', { master_msisdn: master.msisdn, answer: 'accept' }),
      ),
    );
    // The second finds the number in a group, or its invitation spent by the first: refused either way.
    expect(answers.map((answer) => answer['error_code']).sort()).toEqual([
      '0',
      expect.stringMatching(/^(3|11)$/),
    ]);
    const [{ count } = { count: 0 }] = await sandbox.app.db.query<{ count: number }>(
      'select count(*)::int as count from family_members where msisdn = $1',
      [member.msisdn],
    );
    expect(count).toBe(1);
  });

  it('a member leaving while the master removes them and sets their limit: one removal, no half state', async () => {
    const master = await newMaster();
    const member = await signIn();
    await addMember(master, member.msisdn);
    const [removeCode, limitCode] = await Promise.all([
      codeFor(master.msisdn, familyOtpServices.removeMember),
      codeFor(master.msisdn, familyOtpServices.setVolume),
    ]);
    const answers = await Promise.all([
      member.call('family_member_leave'),
      master.call('family_master_del_member', { member_msisdn: member.msisdn, otp: removeCode }),
      master.call('family_set_volume_for_sub', {
        member_msisdn: member.msisdn,
        volume: 8192,
        otp: limitCode,
      }),
    ]);
    const removals = answers.slice(0, 2).filter((answer) => answer['error_code'] === '0');
    expect(removals).toHaveLength(1);
    expect(numbersOf(await master.call('family_master_list_members_ver2'))).toEqual([master.msisdn]);
  });
});

describe('home combo (ACC-27, PKG-51)', () => {
  it('the seeded master has a combo; a subscriber registers one, not twice', async () => {
    const master = await sandbox.loginWithPassword('0914567890');
    expect(await sandbox.post('/api/mobile/home_combo_get_remain_info', { session: master })).toMatchObject({
      result: { package_code: 'HOME2', items: [{ unit: 'MB' }, { unit: 'MIN' }] },
    });
    const subscriber = await signIn();
    expect(await subscriber.call('home_combo_get_remain_info')).toMatchObject({
      result: { package_code: null, items: [] },
    });
    expect(await subscriber.call('mobile_home_combo_ccbs_reg', { package_code: 'HOME1' })).toMatchObject({
      error_code: '0',
    });
    expect(await subscriber.call('mobile_home_combo_ccbs_reg', { package_code: 'HOME1' })).toMatchObject({
      error_code: '05',
    });
    const list = (await subscriber.call('mobile_home_combo_package_ccbs_list'))['result'] as {
      package_code: string;
      is_registered: number;
    }[];
    expect(list.filter((pkg) => pkg.is_registered === 1).map((pkg) => pkg.package_code)).toEqual(['HOME1']);
  });
});
