import { describe, expect, it } from 'vitest';
import { billingRecord, refillRecord, usageDetailRequest, usageRecord } from '../src/contract';
import { toBillRecord, toTopUpRecord, toUsageRecord, usageDetailParams, usageKindOf } from '../src/mappers';
import { usageWire } from './fixtures';

describe('usage mappers (issue 17)', () => {
  it('ENT-42 API-069 API-070 a usage line with its assumed kind, charge, volume and start', () => {
    expect(toUsageRecord(usageRecord.parse(usageWire.call))).toEqual({
      counterpart: '0912345678',
      callType: 'Gọi nội mạng',
      kind: 'call',
      durationSeconds: 75,
      bytes: 0,
      charge: 1500,
      startedAt: '2026-11-20T03:00:00.000Z',
    });
  });

  it('ENT-42 the three spec fields alone still make a line (kind from CALL_TYPE, zeros)', () => {
    expect(toUsageRecord(usageRecord.parse({ B_SUBS: '0912', CALL_TYPE: null, DURATION: '61' }))).toEqual({
      counterpart: '0912',
      callType: undefined,
      kind: 'call',
      durationSeconds: 61,
      bytes: 0,
      charge: 0,
      startedAt: undefined,
    });
  });

  it('ENT-42 reads the kind from USAGE_TYPE, else from the CALL_TYPE label', () => {
    expect(usageKindOf('data', 'Gọi')).toBe('data');
    expect(usageKindOf(undefined, 'SMS nội mạng')).toBe('sms');
    expect(usageKindOf(undefined, 'Tin nhắn')).toBe('sms');
    expect(usageKindOf(undefined, 'Data 4G')).toBe('data');
    expect(usageKindOf(undefined, 'GPRS')).toBe('data');
    expect(usageKindOf('FAX', 'Gọi quốc tế')).toBe('call');
  });

  it('API-069 API-070 CONST-78 the request carries the range, and the type unless all', () => {
    const range = { from: '2026-11-01', to: '2026-11-25' };
    expect(usageDetailParams(range, 'all')).toEqual({ from_date: '2026-11-01', to_date: '2026-11-25' });
    expect(usageDetailRequest.parse(usageDetailParams(range, 'sms'))).toEqual({
      from_date: '2026-11-01',
      to_date: '2026-11-25',
      usage_type: 'sms',
    });
    expect(usageDetailRequest.safeParse({ from_date: '1/11/2026' }).success).toBe(false);
  });

  it('API-068 a top-up', () => {
    expect(toTopUpRecord(refillRecord.parse(usageWire.refill))).toEqual({
      at: '2026-11-01T02:00:00.000Z',
      amount: 100000,
      channel: 'Thẻ cào',
    });
  });

  it('API-067 a bill: paid as a flag, the issue day without its time', () => {
    expect(toBillRecord(billingRecord.parse(usageWire.bill))).toEqual({
      period: '10/2026',
      amount: 182000,
      paid: true,
      issuedAt: '2026-11-01',
    });
    expect(toBillRecord(billingRecord.parse({ AMOUNT: 0, PAID: null })).paid).toBeUndefined();
  });
});
