import { describe, expect, it } from 'vitest';
import { serviceAccountInfoRecord } from '../src/contract';
import { toServiceAccountInfo } from '../src/mappers';

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
});
