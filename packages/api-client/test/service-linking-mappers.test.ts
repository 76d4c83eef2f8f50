import { describe, expect, it } from 'vitest';
import { debtMonthRecord, serviceAccountInfoRecord } from '../src/contract';
import { toDebtMonth, toServiceAccountInfo } from '../src/mappers';

describe('service linking mappers', () => {
  it('ACC-75 API-046 a lookup keeps the masked owner as sent, with kind, status and whether it is linked', () => {
    const record = serviceAccountInfoRecord.parse({
      ACCOUNT: 'hni_fiber_0777',
      PRODUCT_LINE: 'FIBER',
      OWNER_NAME: 'Nguyễn V** A*',
      ADDRESS: null,
      PACKAGE_NAME: 'Home Net 150 Mbps',
      STATUS: 'ACTIVE',
      LINKED: 1,
    });
    expect(toServiceAccountInfo(record)).toEqual({
      account: 'hni_fiber_0777',
      kind: 'internet',
      ownerName: 'Nguyễn V** A*',
      address: undefined,
      packageName: 'Home Net 150 Mbps',
      status: 'active',
      linked: true,
    });
  });

  it('ACC-74 API-048 a mobile number found by phone_get_info reads as a mobile, not linked when LINKED is left out', () => {
    const record = serviceAccountInfoRecord.parse({ ACCOUNT: '84917770002', PRODUCT_LINE: 'MOBILE' });
    expect(toServiceAccountInfo(record)).toMatchObject({ kind: 'mobile', linked: false, status: 'unknown' });
  });

  it('ACC-43 API-053 a billed month reads its cycle, amounts sent as text and its due day', () => {
    const record = debtMonthRecord.parse({
      BILL_CYCLE: '10/2026',
      CHARGE: '220000',
      PAID_AMOUNT: 20000,
      DEBT: '200000',
      DUE_DATE: '2026-11-30',
    });
    expect(toDebtMonth(record)).toEqual({
      month: { year: 2026, month: 10 },
      charge: 220_000,
      paid: 20_000,
      owed: 200_000,
      dueOn: '2026-11-30',
    });
    const odd = debtMonthRecord.parse({
      BILL_CYCLE: '?',
      CHARGE: 1,
      PAID_AMOUNT: 2,
      DEBT: -1,
      DUE_DATE: '30/11',
    });
    expect(toDebtMonth(odd)).toMatchObject({ month: undefined, owed: 0, dueOn: undefined });
  });
});
