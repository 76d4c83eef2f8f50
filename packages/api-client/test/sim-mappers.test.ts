import { describe, expect, it } from 'vitest';
import {
  simOrderRequestOf,
  toEzcomCheck,
  toMultiSimStatus,
  toNumberHold,
  toSim4gEligibility,
  toSim4gRequest,
  toSimNumberOffer,
} from '../src/mappers';

const delivery = {
  provinceId: '1',
  districtId: '2',
  wardId: '3',
  street: ' 12 Lê Lợi ',
  storeAddress: '9 Hàng Bài',
} as const;

describe('SIM mappers (ACC-28 … ACC-36)', () => {
  it('ACC-28 API-073 the multi-SIM service and its extra SIMs', () => {
    expect(
      toMultiSimStatus({ REGISTERED: true, SIMS: [{ SERIAL: '8984020000123456789', LINKED_AT: 'x' }] }),
    ).toEqual({ registered: true, sims: [{ serial: '8984020000123456789', linkedAt: 'x' }] });
  });

  it('ACC-30 API-071 API-072 a refusal keeps its reason, an acceptance its contact day', () => {
    expect(toSim4gEligibility({ ELIGIBLE: false, REASON: 'Đã là SIM 4G' })).toEqual({
      eligible: false,
      reason: 'Đã là SIM 4G',
    });
    expect(toSim4gEligibility({ ELIGIBLE: true, REASON: 'ignored' }).reason).toBeUndefined();
    expect(toSim4gRequest({ REQUEST_ID: '5', CONTACT_BY: '2026-03-13T08:00:00Z' })).toEqual({
      requestId: '5',
      contactBy: new Date('2026-03-13T08:00:00Z'),
    });
  });

  it('VAL-61 API-077 the EZCom check carries the subscriber type', () => {
    expect(toEzcomCheck({ SUBSCRIBER_TYPE: 'postpaid', ALLOWED: false })).toEqual({
      subscriberType: 'postpaid',
      allowed: false,
    });
  });

  it('ACC-35 ACC-36 numbers and holds read in the local form', () => {
    expect(toSimNumberOffer({ NUMBER: '84886123456', PRICE: 50000 })).toEqual({
      number: '0886123456',
      price: 50000,
    });
    expect(toNumberHold({ HOLD_ID: '3', NUMBER: '84886123456', EXPIRES_AT: '2026-03-10T09:00:00Z' })).toEqual(
      { holdId: '3', number: '0886123456', expiresAt: new Date('2026-03-10T09:00:00Z') },
    );
  });

  it('ACC-35 the order sends only the chosen delivery’s fields', () => {
    expect(simOrderRequestOf('3', { ...delivery, method: 'home' })).toEqual({
      hold_id: '3',
      province_id: '1',
      delivery: 'home',
      district_id: '2',
      precinct_id: '3',
      street: '12 Lê Lợi',
    });
    expect(simOrderRequestOf('3', { ...delivery, method: 'store' })).toEqual({
      hold_id: '3',
      province_id: '1',
      delivery: 'store',
      store_address: '9 Hàng Bài',
    });
  });
});
