/**
 * Issue 47 item 4: the global SMS budget per hour (services/sms-budget.ts), with a budget of five codes so the
 * test can spend it. The clock is moved to an hour of its own, far ahead, so no other file's codes count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

const hourMs = 3_600_000;
const budget = 5;
let sandbox: TestSandbox;
const nextNumber = numberSeries(79);
let hourStart = 0;
beforeAll(async () => {
  sandbox = await startTestSandbox({ smsBudgetPerHour: budget });
  const now = sandbox.clock.now();
  hourStart = (Math.floor(now / hourMs) + 24 * 400) * hourMs;
  sandbox.clock.advance(hourStart + 60_000 - now);
});
afterAll(async () => {
  await sandbox.close();
});

const sendCode = (msisdn: string) =>
  sandbox.post('/api/mobile/otp_send', { msisdn, otp_service: 'authen_msisdn' });

interface AlarmsReport {
  alarms: { kind: string; message: string; raisedAt: string }[];
  smsBudget: { perHour: number; hourStartedAt: string; sent: number };
}
const alarmsReport = async () =>
  (await (await fetch(`${sandbox.url}/__sandbox/api/alarms`)).json()) as AlarmsReport;

describe('issue 47 item 4: the global SMS budget', () => {
  it('issue 47 item 4: an ALARM at 80 % of the hour, "system busy" for everyone at 100 %, both on /__sandbox/api/alarms, and the next hour sends again', async () => {
    const alarmLines = () => sandbox.logs.filter((line) => line.startsWith('ALARM '));
    for (let send = 1; send <= budget; send += 1) {
      expect(await sendCode(nextNumber())).toMatchObject({ error_code: '0' });
      if (send === Math.ceil(budget * 0.8) - 1) expect(alarmLines()).toEqual([]);
    }
    expect(alarmLines()).toEqual([
      expect.stringMatching(/^ALARM sms-budget-80: 4 of the 5 codes of the hour/),
      expect.stringMatching(/^ALARM sms-budget-spent: all 5 codes of the hour .* are spent/),
    ]);
    const busy = await sendCode(nextNumber());
    expect(busy).toMatchObject({
      error_code: 'system_busy',
      message: 'Hệ thống đang bận, vui lòng thử lại sau.',
    });
    expect(busy['wait_seconds']).toBe(3600 - 60);
    expect(await sendCode(nextNumber())).toMatchObject({ error_code: 'system_busy' });
    // Each alarm once an hour, however many sends are refused.
    expect(alarmLines()).toHaveLength(2);

    const report = await alarmsReport();
    const hourIso = new Date(hourStart).toISOString();
    expect(report.smsBudget).toEqual({ perHour: budget, hourStartedAt: hourIso, sent: budget });
    expect(report.alarms.filter((alarm) => alarm.raisedAt >= hourIso).map((alarm) => alarm.kind)).toEqual([
      'sms-budget-spent',
      'sms-budget-80',
    ]);
    expect((await fetch(`${sandbox.url}/__sandbox/api/alarms?limit=0`)).status).toBe(400);

    sandbox.clock.advance(hourMs);
    expect(await sendCode(nextNumber())).toMatchObject({ error_code: '0' });
    expect((await alarmsReport()).smsBudget.sent).toBe(1);
  });
});
