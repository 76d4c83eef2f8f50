import { describe, expect, it } from 'vitest';
import {
  canHoldNumber,
  canLinkAnotherSim,
  holdMinutesLeft,
  MULTISIM_MAX_SIMS,
  numberHoldExpiresAt,
  shortSimSerial,
  sim4gContactDeadline,
  validateSimDelivery,
  validateSimSerial,
  type SimDeliveryForm,
} from './sim';

const at = new Date('2026-03-10T08:00:00Z');

describe('multi-SIM (ACC-28)', () => {
  it('ACC-28 a SIM serial is 19 or 20 digits starting 8984; spaces are ignored', () => {
    expect(validateSimSerial('8984 0200 0012 3456 789')).toEqual({ ok: true, value: '8984020000123456789' });
    expect(validateSimSerial('89840200001234567890').ok).toBe(true);
    expect(validateSimSerial('898402000012345678')).toEqual({ ok: false, error: 'IDS_SIM_SERIAL_INVALID' });
    expect(validateSimSerial('1234020000123456789').ok).toBe(false);
    expect(validateSimSerial('898402000012345678901').ok).toBe(false);
  });

  it('ACC-28 another SIM may be linked only below the maximum', () => {
    expect(canLinkAnotherSim(0)).toEqual({ ok: true, value: MULTISIM_MAX_SIMS - 1 });
    expect(canLinkAnotherSim(MULTISIM_MAX_SIMS)).toEqual({
      ok: false,
      error: 'IDS_MULTISIM_FULL',
      params: { n: MULTISIM_MAX_SIMS },
    });
  });

  it('ACC-28 a serial is shortened to its last eight digits', () => {
    expect(shortSimSerial('8984020000123456789')).toBe('…2345 6789');
  });
});

describe('4G SIM change (ACC-30, ACC-31)', () => {
  it('CONST-87 ACC-31 staff get in touch within 3 days of the acceptance', () => {
    expect(sim4gContactDeadline(at).toISOString()).toBe('2026-03-13T08:00:00.000Z');
  });
});

describe('number hold (ACC-36)', () => {
  it('CONST-79 ACC-36 a number is held 60 minutes', () => {
    const expires = numberHoldExpiresAt(at);
    expect(expires.toISOString()).toBe('2026-03-10T09:00:00.000Z');
    expect(holdMinutesLeft(expires, at)).toBe(60);
    expect(holdMinutesLeft(expires, new Date(at.getTime() + 59 * 60_000 + 1))).toBe(1);
    expect(holdMinutesLeft(expires, new Date(at.getTime() + 61 * 60_000))).toBe(0);
    // A browser clock behind the server's never shows more than the hold lasts.
    expect(holdMinutesLeft(expires, new Date(at.getTime() - 5_000))).toBe(60);
  });

  it('CONST-79 ACC-36 one hold at a time, at most 3 a day', () => {
    expect(canHoldNumber({ active: 0, today: 2 })).toEqual({ ok: true, value: true });
    expect(canHoldNumber({ active: 1, today: 1 })).toEqual({
      ok: false,
      error: 'IDS_NUMBER_HOLD_ONE_AT_A_TIME',
    });
    expect(canHoldNumber({ active: 0, today: 3 })).toEqual({
      ok: false,
      error: 'IDS_NUMBER_HOLD_STOCK_FULL',
      params: { n: 3 },
    });
  });
});

describe('SIM delivery (ACC-35)', () => {
  const empty: SimDeliveryForm = {
    method: 'home',
    provinceId: '',
    districtId: '',
    wardId: '',
    street: '',
    storeAddress: '',
  };

  it('ACC-35 home delivery needs the whole address', () => {
    expect(validateSimDelivery(empty)).toEqual({
      ok: false,
      errors: {
        provinceId: 'IDS_FIELD_REQUIRED',
        districtId: 'IDS_FIELD_REQUIRED',
        wardId: 'IDS_FIELD_REQUIRED',
        street: 'IDS_FIELD_REQUIRED',
      },
    });
    const home = { ...empty, provinceId: '1', districtId: '2', wardId: '3', street: '12 Lê Lợi' };
    expect(validateSimDelivery(home).ok).toBe(true);
  });

  it('ACC-35 store pickup needs the province and the store only', () => {
    expect(validateSimDelivery({ ...empty, method: 'store', provinceId: '1' })).toEqual({
      ok: false,
      errors: { storeAddress: 'IDS_FIELD_REQUIRED' },
    });
    expect(
      validateSimDelivery({ ...empty, method: 'store', provinceId: '1', storeAddress: '9 Hàng Bài' }).ok,
    ).toBe(true);
  });
});
