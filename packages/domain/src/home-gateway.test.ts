import { describe, expect, it } from 'vitest';
import {
  GATEWAY_SCHEDULE_LIMIT,
  clockMinutes,
  formatMac,
  mergeGatewayDevices,
  normaliseWeekdays,
  scheduleErrorField,
  validateRebootSchedule,
  validateWifiSchedule,
  type RebootSchedule,
  type WifiSchedule,
} from './home-gateway';

const nightly: WifiSchedule = { id: 'w1', offAt: '23:00', onAt: '06:00', days: [1, 2, 3, 4, 5] };
const weekly: RebootSchedule = { id: 'r1', at: '03:00', days: [7] };

describe('gateway schedules', () => {
  it('ACC-80 reads 24-hour HH:mm times only', () => {
    expect(clockMinutes('00:00')).toBe(0);
    expect(clockMinutes('23:59')).toBe(1439);
    expect(clockMinutes(' 07:30 ')).toBe(450);
    for (const bad of ['24:00', '7:30', '07:60', '0730', '', '07:30 pm'])
      expect(clockMinutes(bad)).toBeUndefined();
  });

  it('ACC-80 keeps each weekday once, Monday first', () => {
    expect(normaliseWeekdays([7, 1, 1, 9, 3])).toEqual([1, 3, 7]);
  });

  it('ACC-80 a wifi schedule needs valid, different times and a day', () => {
    expect(validateWifiSchedule({ offAt: '25:00', onAt: '06:00', days: [1] }, [])).toEqual({
      ok: false,
      error: 'timeInvalid',
    });
    expect(validateWifiSchedule({ offAt: '06:00', onAt: '06:00', days: [1] }, [])).toMatchObject({
      error: 'sameTimes',
    });
    expect(validateWifiSchedule({ offAt: '22:00', onAt: '06:00', days: [] }, [])).toMatchObject({
      error: 'daysRequired',
    });
    expect(validateWifiSchedule({ offAt: '22:00', onAt: '06:00', days: [3, 1] }, [])).toEqual({
      ok: true,
      value: { offAt: '22:00', onAt: '06:00', days: [1, 3] },
    });
  });

  it('ACC-80 refuses a wifi schedule that overlaps another, across midnight and the week end', () => {
    // Friday 23:00 → Saturday 06:00 already off: Saturday 05:00 → 07:00 overlaps it.
    expect(validateWifiSchedule({ offAt: '05:00', onAt: '07:00', days: [6] }, [nightly])).toMatchObject({
      error: 'overlaps',
    });
    // Saturday 06:00 → 08:00 starts when the other ends: no overlap.
    expect(validateWifiSchedule({ offAt: '06:00', onAt: '08:00', days: [6] }, [nightly]).ok).toBe(true);
    // Sunday 23:00 → Monday 01:00 wraps past the week end into Monday's 00:00 … 06:00 of a Sunday-night schedule.
    const sundayNight: WifiSchedule = { id: 'w2', offAt: '00:00', onAt: '02:00', days: [1] };
    expect(validateWifiSchedule({ offAt: '23:00', onAt: '01:00', days: [7] }, [sundayNight])).toMatchObject({
      error: 'overlaps',
    });
  });

  it(`ACC-80 refuses a schedule beyond ${GATEWAY_SCHEDULE_LIMIT} of a kind`, () => {
    const many = Array.from({ length: GATEWAY_SCHEDULE_LIMIT }, (_, i) => ({
      ...weekly,
      id: `r${i}`,
      days: [],
    }));
    expect(validateRebootSchedule({ at: '04:00', days: [1] }, many)).toEqual({
      ok: false,
      error: 'limitReached',
      params: { n: GATEWAY_SCHEDULE_LIMIT },
    });
  });

  it('ACC-80 a reboot schedule needs a valid time and a day, and no twin on a shared day', () => {
    expect(validateRebootSchedule({ at: '3:00', days: [7] }, [])).toMatchObject({ error: 'timeInvalid' });
    expect(validateRebootSchedule({ at: '03:00', days: [] }, [])).toMatchObject({ error: 'daysRequired' });
    expect(validateRebootSchedule({ at: '03:00', days: [6, 7] }, [weekly])).toMatchObject({
      error: 'overlaps',
    });
    expect(validateRebootSchedule({ at: '03:00', days: [6] }, [weekly])).toEqual({
      ok: true,
      value: { at: '03:00', days: [6] },
    });
  });

  it('ACC-80 names the field each refusal concerns', () => {
    expect(scheduleErrorField('timeInvalid')).toBe('time');
    expect(scheduleErrorField('sameTimes')).toBe('time');
    expect(scheduleErrorField('daysRequired')).toBe('days');
    expect(scheduleErrorField('overlaps')).toBe('form');
  });
});

describe('gateway devices', () => {
  it('ACC-79 formats a MAC address as upper-case colon pairs from the usual forms', () => {
    for (const form of ['aa:bb:cc:dd:ee:0f', 'AA-BB-CC-DD-EE-0F', 'aabb.ccdd.ee0f', 'AABBCCDDEE0F']) {
      expect(formatMac(form)).toBe('AA:BB:CC:DD:EE:0F');
    }
    for (const bad of ['aa:bb:cc:dd:ee', 'aa:bb-cc:dd:ee:ff', 'gg:bb:cc:dd:ee:ff', ''])
      expect(formatMac(bad)).toBeUndefined();
  });

  it('ACC-78 ACC-79 merges connected and blocked devices, one row per MAC, named ones first', () => {
    const devices = mergeGatewayDevices(
      [
        { mac: 'aa:bb:cc:00:00:02', name: 'Tivi phòng khách', ip: '192.168.1.3', band: '5GHz' },
        { mac: 'aa:bb:cc:00:00:01', name: undefined, ip: '192.168.1.2', band: '2.4GHz' },
        { mac: 'aa:bb:cc:00:00:03', name: 'Điện thoại Lan', ip: '192.168.1.4', band: '5GHz' },
      ],
      [
        { mac: 'AA-BB-CC-00-00-03', name: undefined, ip: undefined, band: undefined },
        { mac: 'aa:bb:cc:00:00:04', name: 'Máy tính bảng', ip: undefined, band: undefined },
      ],
    );
    expect(devices.map((d) => [d.mac, d.name, d.blocked])).toEqual([
      ['AA:BB:CC:00:00:03', 'Điện thoại Lan', true],
      ['AA:BB:CC:00:00:04', 'Máy tính bảng', true],
      ['AA:BB:CC:00:00:02', 'Tivi phòng khách', false],
      ['AA:BB:CC:00:00:01', undefined, false],
    ]);
    expect(devices[0]?.ip).toBe('192.168.1.4');
  });
});
