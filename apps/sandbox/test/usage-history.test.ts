import { addDays, vietnamDateOf } from '@selfcare/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
let prepaid: string;
let postpaid: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  prepaid = await sandbox.loginWithPassword('0912345678');
  postpaid = await sandbox.loginWithPassword('0913456789');
});
afterAll(async () => {
  await sandbox.close();
});

interface Line {
  B_SUBS: string;
  CALL_TYPE: string;
  DURATION: number;
  USAGE_TYPE: string;
  CHARGE: number;
  VOLUME_BYTES: number;
  START_TIME: string;
}

const today = () => vietnamDateOf(new Date(sandbox.clock.now()));
const usage = async (path: string, session: string, body: Record<string, unknown> = {}) =>
  sandbox.post(`/api/mobile/${path}`, { session, ...body });
const linesOf = (answer: Record<string, unknown>) => answer['result'] as Line[];
const dayOf = (line: Line) => vietnamDateOf(new Date(line.START_TIME));

describe('usage detail (API-069, API-070, issue 17)', () => {
  it('CONST-78 90 days of calls, messages and data sessions with volumes, newest first', async () => {
    const answer = await usage('mobile_prepaid_hist_detail', prepaid, {
      from_date: addDays(today(), -89),
      to_date: today(),
    });
    expect(answer['error_code']).toBe('0');
    const lines = linesOf(answer);
    expect(new Set(lines.map((line) => line.USAGE_TYPE))).toEqual(new Set(['CALL', 'SMS', 'DATA']));
    expect(new Set(lines.map(dayOf)).size).toBeGreaterThan(80);
    expect(lines.filter((line) => line.USAGE_TYPE === 'DATA').every((line) => line.VOLUME_BYTES > 0)).toBe(
      true,
    );
    expect(lines.filter((line) => line.USAGE_TYPE === 'SMS').every((line) => line.DURATION === 0)).toBe(true);
    const times = lines.map((line) => Date.parse(line.START_TIME));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Math.max(...times)).toBeLessThanOrEqual(sandbox.clock.now());
  });

  it('CONST-78 without a range answers the last 30 days', async () => {
    const days = new Set(linesOf(await usage('mobile_post_hist_detail', postpaid)).map(dayOf));
    expect([...days].every((day) => day >= addDays(today(), -29) && day <= today())).toBe(true);
    expect(days.size).toBeGreaterThan(20);
  });

  it('filters by the range (Vietnam days) and the type on the server', async () => {
    const day = addDays(today(), -5);
    const lines = linesOf(
      await usage('mobile_post_hist_detail', postpaid, { from_date: day, to_date: day, usage_type: 'data' }),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => dayOf(line) === day && line.USAGE_TYPE === 'DATA')).toBe(true);
  });

  it('each subscriber reads only their own lines (the session decides, not the body)', async () => {
    const body = { from_date: addDays(today(), -9), to_date: today(), msisdn: '84913456789' };
    const own = linesOf(await usage('mobile_prepaid_hist_detail', prepaid, body));
    const other = linesOf(await usage('mobile_post_hist_detail', postpaid, body));
    expect(own).not.toEqual(other);
    expect(await usage('mobile_prepaid_hist_detail', 'no-such-session')).toMatchObject({ error_code: '401' });
  });

  it('CONST-78 ACC-42 a range over 90 days, an end before the start or older than 90 days is a 400', async () => {
    const refusals = [
      { from_date: addDays(today(), -90), to_date: today() },
      { from_date: addDays(today(), -3), to_date: addDays(today(), -4) },
      { from_date: addDays(today(), -120), to_date: addDays(today(), -100) },
      { from_date: '2026-02-30', to_date: '2026-03-01' },
      { from_date: '01/11/2026' },
    ];
    for (const body of refusals) {
      const response = await sandbox.postRaw(
        '/api/mobile/mobile_prepaid_hist_detail',
        JSON.stringify({ session: prepaid, ...body }),
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ error_code: 'BAD_REQUEST' });
    }
  });
});

describe('top-ups and bills (API-067, API-068)', () => {
  it('API-068 a prepaid account has top-ups of the last 90 days, a postpaid one none', async () => {
    const refills = (await usage('mobile_prepaid_refill_history', prepaid))['result'] as {
      REFILL_TIME: string;
      AMOUNT: number;
      CHANNEL: string;
    }[];
    expect(refills.length).toBeGreaterThan(3);
    expect(refills.every((refill) => refill.AMOUNT >= 20_000 && refill.CHANNEL.length > 0)).toBe(true);
    expect((await usage('mobile_prepaid_refill_history', postpaid))['result']).toEqual([]);
  });

  it('API-067 a postpaid account has its monthly bills, newest first, a prepaid one none', async () => {
    const bills = (await usage('mobile_post_billing_history', postpaid))['result'] as {
      BILL_CYCLE: string;
      PAID: number;
    }[];
    expect(bills).toHaveLength(6);
    expect(bills[0]).toMatchObject({ PAID: 0 });
    expect(bills[0]?.BILL_CYCLE).toMatch(/^\d{2}\/\d{4}$/);
    expect((await usage('mobile_post_billing_history', prepaid))['result']).toEqual([]);
  });
});
