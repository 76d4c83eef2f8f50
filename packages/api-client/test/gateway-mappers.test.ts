/** Linked services and the home gateway (issue 17): mappers fed by the contract's own parse of the samples. */
import { describe, expect, it } from 'vitest';
import {
  contractAccountRecord,
  decryptContractField,
  encryptContractField,
  gatewayDeviceRecord,
  gatewayRecord,
  rebootScheduleRecord,
  wifiScheduleRecord,
  wlanRecord,
} from '../src/contract';
import {
  rebootScheduleRequest,
  toGatewayDevice,
  toHomeGateway,
  toLinkedService,
  toRebootSchedule,
  toWifiNetwork,
  toWifiSchedule,
  wifiScheduleRequest,
} from '../src/mappers';

describe('linked services', () => {
  it('ACC-76 ENT-41 a field sealed by the cipher opens with the same secret and with no other', async () => {
    const sealed = await encryptContractField('secret-1', 'hcm_fiber_0101');
    expect(sealed).not.toContain('hcm_fiber');
    expect(await decryptContractField('secret-1', sealed)).toBe('hcm_fiber_0101');
    await expect(decryptContractField('secret-2', sealed)).rejects.toThrow();
    await expect(decryptContractField('secret-1', 'c2hvcnQ=')).rejects.toThrow();
  });

  it('ACC-76 ENT-41 maps a decrypted contract account with its kind, status and packages', async () => {
    const record = contractAccountRecord.parse({
      ACCOUNT: 'enc:hcm_fiber_0101',
      PRODUCT_LINE: 'enc:FIBER',
      CONTACT: 'enc:0943234567',
      STATUS: 'ACTIVE',
      PACKAGES: [{ PACKAGE_CODE: 'HOME_NET_150', PACKAGE_NAME: 'Home Net 150 Mbps' }],
    });
    expect(await toLinkedService(record, (text) => Promise.resolve(text.slice(4)))).toEqual({
      account: 'hcm_fiber_0101',
      productLine: 'FIBER',
      contact: '0943234567',
      kind: 'internet',
      status: 'active',
      packages: [{ code: 'HOME_NET_150', name: 'Home Net 150 Mbps' }],
    });
  });

  it('ACC-76 reads a record without status or packages as unknown with none', async () => {
    const record = contractAccountRecord.parse({ ACCOUNT: 'a', PRODUCT_LINE: 'MYTV', CONTACT: 'c' });
    expect(await toLinkedService(record, (text) => text)).toMatchObject({
      kind: 'tv',
      status: 'unknown',
      packages: [],
    });
  });
});

describe('home gateway', () => {
  it('ACC-77 maps the gateway', () => {
    const record = gatewayRecord.parse({
      account: 'a',
      serial: 'S1',
      model: 'GW040',
      firmware: null,
      online: 0,
    });
    expect(toHomeGateway(record)).toEqual({
      account: 'a',
      serial: 'S1',
      model: 'GW040',
      firmware: undefined,
      online: false,
    });
  });

  it('ACC-78 maps wifi networks and devices', () => {
    expect(
      toWifiNetwork(wlanRecord.parse({ index: '2', ssid: 'Nha Lan 5G', band: '5GHz', enabled: 1 })),
    ).toEqual({
      index: 2,
      name: 'Nha Lan 5G',
      band: '5GHz',
      enabled: true,
    });
    expect(
      toGatewayDevice(gatewayDeviceRecord.parse({ mac: 'aa:bb:cc:00:00:01', host_name: '', ip: null })),
    ).toEqual({
      mac: 'aa:bb:cc:00:00:01',
      name: undefined,
      ip: undefined,
      band: undefined,
    });
  });

  it('ACC-80 maps schedules (days once each, Monday first) and builds their bodies', () => {
    expect(
      toWifiSchedule(
        wifiScheduleRecord.parse({
          schedule_id: 'w1',
          off_time: '23:00',
          on_time: '06:00',
          days: [3, 1, '1'],
        }),
      ),
    ).toEqual({ id: 'w1', offAt: '23:00', onAt: '06:00', days: [1, 3] });
    expect(
      toRebootSchedule(rebootScheduleRecord.parse({ schedule_id: 'r1', time: '03:00', days: [7] })),
    ).toEqual({
      id: 'r1',
      at: '03:00',
      days: [7],
    });
    expect(wifiScheduleRequest('a', { offAt: '23:00', onAt: '06:00', days: [1, 2] })).toEqual({
      account: 'a',
      off_time: '23:00',
      on_time: '06:00',
      days: [1, 2],
    });
    expect(rebootScheduleRequest('a', { at: '03:00', days: [7] })).toEqual({
      account: 'a',
      time: '03:00',
      days: [7],
    });
  });
});
