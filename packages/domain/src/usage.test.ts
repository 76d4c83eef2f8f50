import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkUsageRange,
  CSV_BOM,
  csvField,
  dailyUsageTotals,
  daysOf,
  defaultUsageRange,
  filterUsage,
  oldestUsageDay,
  usageCsv,
  usageCsvFileName,
  usageMeasureOf,
  usageTotals,
  type UsageCsvText,
  type UsageRecord,
} from './usage';

const today = '2026-11-25';

const line = (overrides: Partial<UsageRecord>): UsageRecord => ({
  counterpart: '0912345678',
  callType: 'Gọi nội mạng',
  kind: 'call',
  durationSeconds: 0,
  bytes: 0,
  charge: 0,
  startedAt: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

describe('usage range (CONST-78 / ACC-42)', () => {
  it('CONST-78 ACC-42 the history reaches back 90 days, today included', () => {
    expect(oldestUsageDay(today)).toBe('2026-08-28');
    expect(daysOf({ from: oldestUsageDay(today), to: today })).toHaveLength(90);
  });

  it('CONST-78 accepts any range inside the last 90 days', () => {
    expect(checkUsageRange({ from: '2026-08-28', to: today }, today)).toEqual({
      ok: true,
      value: { from: '2026-08-28', to: today },
    });
    expect(checkUsageRange({ from: today, to: today }, today).ok).toBe(true);
  });

  it('CONST-78 refuses 91 days, a start before the 90 days, an end before the start, the future, a non-day', () => {
    expect(checkUsageRange({ from: '2026-08-27', to: today }, today)).toMatchObject({ error: 'tooLong' });
    expect(checkUsageRange({ from: '2026-08-20', to: '2026-08-30' }, today)).toMatchObject({
      error: 'tooOld',
    });
    expect(checkUsageRange({ from: '2026-11-10', to: '2026-11-09' }, today)).toMatchObject({
      error: 'endBeforeStart',
    });
    expect(checkUsageRange({ from: '2026-11-10', to: '2026-11-26' }, today)).toMatchObject({
      error: 'inFuture',
    });
    expect(checkUsageRange({ from: '2026-02-30', to: today }, today)).toMatchObject({ error: 'invalidDate' });
  });

  it('CONST-78 every accepted range is at most 90 days within the 90 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200, max: 20 }), fc.integer({ min: -200, max: 20 }), (a, b) => {
        const result = checkUsageRange({ from: addDays(today, a), to: addDays(today, b) }, today);
        if (result.ok) {
          expect(daysOf(result.value).length).toBeLessThanOrEqual(90);
          expect(result.value.from >= oldestUsageDay(today) && result.value.to <= today).toBe(true);
        }
      }),
    );
  });

  it('the default range is the last 30 days and passes the rule', () => {
    expect(defaultUsageRange(today)).toEqual({ from: '2026-10-27', to: today });
    expect(checkUsageRange(defaultUsageRange(today), today).ok).toBe(true);
  });

  it('days cross months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
  });
});

describe('usage filter and totals (ENT-42)', () => {
  const records = [
    line({ kind: 'call', durationSeconds: 65, charge: 1_500 }),
    line({ kind: 'sms', charge: 300 }),
    line({ kind: 'data', bytes: 5 * 1024 * 1024, durationSeconds: 600, counterpart: 'm3-world' }),
  ];

  it('ENT-42 filters by kind; all keeps every line', () => {
    expect(filterUsage(records, 'all')).toHaveLength(3);
    expect(filterUsage(records, 'sms').map((record) => record.kind)).toEqual(['sms']);
  });

  it('ENT-42 adds up calls, seconds, messages, bytes and charges', () => {
    expect(usageTotals(records)).toEqual({
      calls: 1,
      callSeconds: 65,
      messages: 1,
      dataBytes: 5 * 1024 * 1024,
      charge: 1_800,
    });
  });

  it('per day: every day of the range, zeros included, by the Vietnam calendar day', () => {
    const days = dailyUsageTotals(
      [
        // 23:30 UTC on the 20th is the 21st in Vietnam.
        line({ startedAt: '2026-11-20T23:30:00.000Z', durationSeconds: 60 }),
        line({ startedAt: '2026-11-21T01:00:00.000Z', kind: 'sms', charge: 250 }),
        line({ startedAt: '2026-10-01T01:00:00.000Z', durationSeconds: 99 }), // outside the range
        line({ startedAt: undefined, durationSeconds: 99 }),
      ],
      { from: '2026-11-20', to: '2026-11-22' },
    );
    expect(days.map((day) => day.date)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(days[0]).toMatchObject({ calls: 0, messages: 0 });
    expect(days[1]).toMatchObject({ calls: 1, callSeconds: 60, messages: 1, charge: 250 });
    expect(days[2]).toMatchObject({ calls: 0, charge: 0 });
  });

  it('per day: an empty history is a row of zeros for each day', () => {
    const days = dailyUsageTotals([], { from: '2026-08-28', to: today });
    expect(days).toHaveLength(90);
    expect(days.every((day) => day.charge === 0 && day.calls === 0)).toBe(true);
  });

  it('the chart draws money for all kinds and each kind in its own unit', () => {
    expect(usageMeasureOf('all')).toBe('charge');
    expect(usageMeasureOf('call')).toBe('callSeconds');
    expect(usageMeasureOf('sms')).toBe('messages');
    expect(usageMeasureOf('data')).toBe('dataBytes');
  });
});

describe('usage CSV export', () => {
  const text: UsageCsvText = {
    headers: {
      time: 'Thời gian',
      kind: 'Loại',
      counterpart: 'Số/điểm truy cập',
      callType: 'Chi tiết',
      duration: 'Thời lượng',
      volume: 'Dung lượng',
      charge: 'Cước (đ)',
    },
    kindName: (kind) => ({ call: 'Cuộc gọi', sms: 'Tin nhắn', data: 'Dữ liệu' })[kind],
  };

  it('starts with the BOM so Excel reads Vietnamese, a header, CRLF lines', () => {
    const csv = usageCsv([], text, 'vi');
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}Thời gian,Loại,Số/điểm truy cập,Chi tiết,Thời lượng,Dung lượng,Cước (đ)\r\n`);
  });

  it('CONST-37 CONST-38 ACC-41 ACC-05 durations and volumes with the display rules, local time, charge in dong', () => {
    const csv = usageCsv(
      [
        line({ startedAt: '2026-11-20T23:30:05.000Z', durationSeconds: 3_909, charge: 12_300 }),
        line({ kind: 'sms', callType: 'SMS', startedAt: '2026-11-21T01:00:00.000Z', charge: 300 }),
        line({
          kind: 'data',
          callType: 'Data',
          counterpart: 'm3-world',
          durationSeconds: 125,
          bytes: 1.5 * 1024 * 1024,
          startedAt: '2026-11-21T02:00:00.000Z',
        }),
      ],
      text,
      'vi',
    );
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('2026-11-21 06:30:05,Cuộc gọi,0912345678,Gọi nội mạng,1:05:09,,12300');
    expect(lines[2]).toBe('2026-11-21 08:00:00,Tin nhắn,0912345678,SMS,,,300');
    // '1,5 MB' holds a comma (the Vietnamese decimal mark), so it is quoted.
    expect(lines[3]).toBe('2026-11-21 09:00:00,Dữ liệu,m3-world,Data,02:05,"1,5 MB",0');
    expect(lines[4]).toBe('');
  });

  it('escapes quotes, separators and line breaks, and disarms formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+84912345678')).toBe("'+84912345678");
  });

  it('every field reads back as itself (RFC 4180 quoting)', () => {
    const unquote = (field: string) =>
      field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
    fc.assert(
      fc.property(fc.string(), (value) => {
        const back = unquote(csvField(value));
        expect(back === value || back === `'${value}`).toBe(true);
      }),
    );
  });

  it('names the file by kind and range', () => {
    expect(usageCsvFileName({ from: '2026-10-27', to: today }, 'all')).toBe(
      'lich-su-su-dung_all_2026-10-27_2026-11-25.csv',
    );
  });
});
