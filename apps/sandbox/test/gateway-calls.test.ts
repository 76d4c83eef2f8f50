/**
 * Linked services and the home gateway (issue 17, ACC-76 … ACC-80): the caller's own contract accounts,
 * encrypted; every gateway call answers only for a home internet account billed with the caller (a forged or
 * another subscriber's account gets GW01 and changes nothing); the schedule rules hold on the server too.
 */
import { decryptContractField, gatewayRefusals } from '@selfcare/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractAccountKeyDefault } from '../src/config';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const nextNumber = numberSeries(72);
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

type Body = Record<string, unknown>;
interface Caller {
  call(name: string, body?: Body): Promise<Body>;
}

async function callerOf(msisdn: string, byOtp = false): Promise<Caller> {
  const session = byOtp ? await sandbox.login(msisdn) : await sandbox.loginWithPassword(msisdn);
  return { call: (name, body = {}) => sandbox.post(`/api/mobile/${name}`, { ...body, session }) };
}

const result = <T>(answer: Body) => answer['result'] as T;
const internetOwner = '0943234567';
const ownAccount = 'hcm_fiber_0101';
/** The postpaid 0913456789's fiber account: changes in this file happen here. */
const postpaidOwner = '0913456789';
const postpaidAccount = 'hni_fiber_0201';

describe('linked services', () => {
  it('ACC-76 ENT-41 lists the caller’s own accounts, the three fields encrypted, with status and packages', async () => {
    const owner = await callerOf(internetOwner);
    const rows = result<Body[]>(await owner.call('cust_get_subscribers_by_invoice2'));
    expect(rows).toHaveLength(2);
    const open = (text: unknown) => decryptContractField(contractAccountKeyDefault, String(text));
    expect(String(rows[0]?.['ACCOUNT'])).not.toContain('fiber');
    expect(await open(rows[0]?.['ACCOUNT'])).toBe(ownAccount);
    expect(await open(rows[0]?.['PRODUCT_LINE'])).toBe('FIBER');
    expect(await open(rows[1]?.['PRODUCT_LINE'])).toBe('MYTV');
    expect(rows[0]).toMatchObject({ STATUS: 'ACTIVE', PACKAGES: [{ PACKAGE_CODE: 'HOME_NET_150' }] });
  });

  it('ACC-76 a subscriber without linked accounts gets an empty list', async () => {
    const stranger = await callerOf(nextNumber(), true);
    expect(await stranger.call('cust_get_subscribers_by_invoice2')).toMatchObject({
      error_code: '0',
      result: [],
    });
  });
});

describe('home gateway', () => {
  it('ACC-77 ACC-78 ACC-79 reads the gateway, two wifi networks, connected and blocked devices', async () => {
    const owner = await callerOf(internetOwner);
    const account = { account: ownAccount };
    expect(await owner.call('gnms_get_by_optical', account)).toMatchObject({
      result: { account: ownAccount, model: 'iGate GW040-H', online: 1 },
    });
    expect(result<Body[]>(await owner.call('gnms_get_list_wlan', account)).map((w) => w['band'])).toEqual([
      '2.4GHz',
      '5GHz',
    ]);
    expect(result<Body[]>(await owner.call('gnms_get_connected_user_infor', account))).toHaveLength(4);
    expect(result<Body[]>(await owner.call('gnms_get_block_client', account))).toEqual([
      expect.objectContaining({ host_name: 'Máy tính bảng của bé' }),
    ]);
    expect(result<Body[]>(await owner.call('gnms_get_on_off_wifi_schedule', account))).toHaveLength(1);
    expect(result<Body[]>(await owner.call('gnms_get_reboot_schedule', account))).toHaveLength(1);
  });

  it('ACC-77 … ACC-80 a forged or another subscriber’s account gets GW01 on every gateway call and changes nothing', async () => {
    const intruder = await callerOf(internetOwner);
    const bodies: [string, Body][] = [
      ['gnms_get_by_optical', {}],
      ['gnms_get_list_wlan', {}],
      ['gnms_get_connected_user_infor', {}],
      ['gnms_get_block_client', {}],
      ['gnms_get_on_off_wifi_schedule', {}],
      ['gnms_get_reboot_schedule', {}],
      ['gnms_block_client_access', { mac: '02:1A:05:00:00:01' }],
      ['gnms_unblock_client_access', { mac: '02:1A:05:00:00:05' }],
      ['gnms_on_off_wifi_schedule', { off_time: '12:00', on_time: '13:00', days: [1] }],
      ['gnms_reboot_device_schedule', { time: '12:00', days: [1] }],
      ['gnms_control_schedule_deletion', { schedule_id: 'hcm_fiber_0101-r1' }],
      ['gnms', { action: 'reboot' }],
    ];
    for (const account of [postpaidAccount, 'hcm_mytv_0102', 'e2e_fiber_00', 'made_up_0000']) {
      for (const [name, body] of bodies) {
        const answer = await intruder.call(name, { account, ...body });
        expect(answer, `${name} ${account}`).toMatchObject({ error_code: gatewayRefusals.notFound });
        expect(answer['result'], `${name} ${account}`).toBeUndefined();
      }
    }
    const owner = await callerOf(postpaidOwner);
    expect(
      result<Body[]>(await owner.call('gnms_get_reboot_schedule', { account: postpaidAccount })),
    ).toEqual([]);
  });

  it('ACC-79 blocks and unblocks a device; the same change twice is refused; a bad MAC is a 400', async () => {
    const owner = await callerOf(postpaidOwner);
    const account = { account: postpaidAccount };
    const connected = result<Body[]>(await owner.call('gnms_get_connected_user_infor', account));
    const mac = String(connected[0]?.['mac']).toLowerCase().replaceAll(':', '-');
    expect(await owner.call('gnms_block_client_access', { ...account, mac })).toMatchObject({
      error_code: '0',
    });
    expect(await owner.call('gnms_block_client_access', { ...account, mac })).toMatchObject({
      error_code: gatewayRefusals.deviceState,
    });
    const blocked = result<Body[]>(await owner.call('gnms_get_block_client', account)).map((d) => d['mac']);
    expect(blocked).toContain(connected[0]?.['mac']);
    expect(result<Body[]>(await owner.call('gnms_get_connected_user_infor', account))).toHaveLength(
      connected.length - 1,
    );
    expect(await owner.call('gnms_unblock_client_access', { ...account, mac })).toMatchObject({
      error_code: '0',
    });
    expect(await owner.call('gnms_unblock_client_access', { ...account, mac })).toMatchObject({
      error_code: gatewayRefusals.deviceState,
    });
    const bad = await sandbox.postRaw(
      '/api/mobile/gnms_block_client_access',
      JSON.stringify({
        ...account,
        mac: 'not-a-mac',
        session: await sandbox.loginWithPassword(postpaidOwner),
      }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error_code: 'BAD_REQUEST' });
  });

  it('ACC-80 adds, lists and deletes schedules; overlaps, bad times and deleted ids are refused', async () => {
    const owner = await callerOf(postpaidOwner);
    const account = { account: postpaidAccount };
    const night = await owner.call('gnms_on_off_wifi_schedule', {
      ...account,
      off_time: '23:00',
      on_time: '06:00',
      days: [5],
    });
    expect(night).toMatchObject({ error_code: '0', result: { off_time: '23:00', days: [5] } });
    // Saturday 05:00 is still Friday night's off time.
    expect(
      await owner.call('gnms_on_off_wifi_schedule', {
        ...account,
        off_time: '05:00',
        on_time: '07:00',
        days: [6],
      }),
    ).toMatchObject({ error_code: gatewayRefusals.scheduleOverlaps });
    const reboot = await owner.call('gnms_reboot_device_schedule', {
      ...account,
      time: '04:00',
      days: [7, 3],
    });
    expect(reboot).toMatchObject({ error_code: '0', result: { time: '04:00', days: [3, 7] } });
    const id = String(result<Body>(reboot)['schedule_id']);
    expect(
      result<Body[]>(await owner.call('gnms_get_reboot_schedule', account)).map((s) => s['schedule_id']),
    ).toEqual([id]);
    expect(await owner.call('gnms_control_schedule_deletion', { ...account, schedule_id: id })).toMatchObject(
      {
        error_code: '0',
      },
    );
    expect(await owner.call('gnms_control_schedule_deletion', { ...account, schedule_id: id })).toMatchObject(
      {
        error_code: gatewayRefusals.noSuchItem,
      },
    );
    expect(result<Body[]>(await owner.call('gnms_get_reboot_schedule', account))).toEqual([]);
    const session = await sandbox.loginWithPassword(postpaidOwner);
    const badTime = await sandbox.postRaw(
      '/api/mobile/gnms_reboot_device_schedule',
      JSON.stringify({ ...account, time: '25:00', days: [1], session }),
    );
    expect(badTime.status).toBe(400);
    expect(
      await owner.call('gnms_control_schedule_deletion', {
        ...account,
        schedule_id: String(result<Body>(night)['schedule_id']),
      }),
    ).toMatchObject({ error_code: '0' });
  });

  it('ACC-80 two parallel identical restart schedules: one is kept, the other refused as an overlap', async () => {
    const owner = await callerOf(postpaidOwner);
    const body = { account: postpaidAccount, time: '02:00', days: [2] };
    const answers = await Promise.all([
      owner.call('gnms_reboot_device_schedule', body),
      owner.call('gnms_reboot_device_schedule', body),
    ]);
    expect(answers.map((a) => a['error_code']).sort()).toEqual(
      ['0', gatewayRefusals.scheduleOverlaps].sort(),
    );
    const kept = result<Body[]>(await owner.call('gnms_get_reboot_schedule', { account: postpaidAccount }));
    expect(kept).toHaveLength(1);
    await owner.call('gnms_control_schedule_deletion', {
      account: postpaidAccount,
      schedule_id: kept[0]?.['schedule_id'],
    });
  });

  it('ACC-77 restarts now, refuses another restart while it comes back, and switches one wifi network', async () => {
    const owner = await callerOf(postpaidOwner);
    const account = { account: postpaidAccount };
    expect(await owner.call('gnms', { ...account, action: 'reboot' })).toMatchObject({ error_code: '0' });
    expect(await owner.call('gnms_get_by_optical', account)).toMatchObject({ result: { online: 0 } });
    expect(await owner.call('gnms', { ...account, action: 'reboot' })).toMatchObject({
      error_code: gatewayRefusals.restarting,
    });
    sandbox.clock.advance(3 * 60_000);
    expect(await owner.call('gnms', { ...account, action: 'set_wlan', index: 2, enabled: 0 })).toMatchObject({
      error_code: '0',
    });
    expect(result<Body[]>(await owner.call('gnms_get_list_wlan', account))[1]).toMatchObject({ enabled: 0 });
    expect(await owner.call('gnms', { ...account, action: 'set_wlan', index: 9, enabled: 1 })).toMatchObject({
      error_code: gatewayRefusals.noSuchItem,
    });
    await owner.call('gnms', { ...account, action: 'set_wlan', index: 2, enabled: 1 });
  });
});
