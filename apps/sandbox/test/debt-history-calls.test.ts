/**
 * Billing history of a linked account (issue 17, ACC-43, API-053): the seeded months of an account linked to
 * the caller, newest first, 12 of them, the latest open and (0943234567's home internet) the one before it
 * overdue; another's, an unlinked or a made-up account is refused alike, and a malformed one is a 400.
 */
import { linkRefusals } from '@selfcare/api-client/contract';
import { debtMonthStateOf, vietnamDateOf } from '@selfcare/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

interface Month {
  BILL_CYCLE: string;
  CHARGE: number;
  PAID_AMOUNT: number;
  DEBT: number;
  DUE_DATE: string;
}

async function historyOf(msisdn: string, account: string) {
  const session = await sandbox.loginWithPassword(msisdn);
  return sandbox.post('/api/mobile/cust_nonmobile_lichsu_no', { account, session });
}

const cycleKey = (cycle: string) => `${cycle.slice(3)}-${cycle.slice(0, 2)}`;
const refused = {
  error_code: linkRefusals.notLinked,
  message: 'Tài khoản không có trong danh sách liên kết của quý khách.',
};

describe('billing history of a linked account', () => {
  it('ACC-43 API-053 answers 12 months newest first: older paid, the latest open, one overdue', async () => {
    const answer = await historyOf('0943234567', 'hcm_fiber_0101');
    expect(answer).toMatchObject({ error_code: '0' });
    const months = answer['result'] as Month[];
    expect(months).toHaveLength(12);
    const keys = months.map((month) => cycleKey(month.BILL_CYCLE));
    expect(keys).toEqual([...keys].sort().reverse());
    const today = vietnamDateOf(new Date());
    const states = months.map((month) =>
      debtMonthStateOf({ owed: month.DEBT, dueOn: month.DUE_DATE }, today),
    );
    expect(states).toEqual(['open', 'overdue', ...Array.from({ length: 10 }, () => 'paid')]);
    for (const month of months) expect(month.DEBT).toBe(month.CHARGE - month.PAID_AMOUNT);
  });

  it('ACC-43 a fixed line and MyTV have their months too, none overdue', async () => {
    const tv = (await historyOf('0944345678', 'dng_mytv_0301'))['result'] as Month[];
    const phone = (await historyOf('0944345678', 'dng_phone_0302'))['result'] as Month[];
    expect(tv).toHaveLength(12);
    expect(phone).toHaveLength(12);
    expect(phone.slice(1).every((month) => month.DEBT === 0)).toBe(true);
  });

  it('ACC-43 another subscriber’s, an unlinked and a made-up account are refused alike', async () => {
    expect(await historyOf('0944345678', 'hcm_fiber_0101')).toEqual(expect.objectContaining(refused));
    expect(await historyOf('0912345678', 'hni_fiber_0501')).toEqual(expect.objectContaining(refused));
    const madeUp = await historyOf('0912345678', 'no_such_account');
    expect(madeUp).toEqual(expect.objectContaining(refused));
    expect(madeUp).not.toHaveProperty('result');
  });

  it('API-053 a malformed account is a 400 in the operator’s shape', async () => {
    const session = await sandbox.loginWithPassword('0943234567');
    for (const account of ['có dấu', 'a b', '']) {
      const answer = await sandbox.postRaw(
        '/api/mobile/cust_nonmobile_lichsu_no',
        JSON.stringify({ account, session }),
      );
      expect(answer.status, account).toBe(400);
      expect(await answer.json()).toMatchObject({ error_code: 'BAD_REQUEST' });
    }
  });
});
