/** Sample usage of stories and tests (never exported): fixed days, so stories draw the same bars every time. */
import {
  addDays,
  dailyUsageTotals,
  type BillRecord,
  type TopUpRecord,
  type UsageRange,
  type UsageRecord,
} from '@selfcare/domain';

export const sampleToday = '2026-11-25';

const MB = 1024 * 1024;

/** A day's lines: calls, a message and data sessions that grow and shrink through the week. */
function linesOf(day: string, index: number): UsageRecord[] {
  const at = (hour: number) => `${day}T${String(hour).padStart(2, '0')}:15:00+07:00`;
  const iso = (hour: number) => new Date(at(hour)).toISOString();
  const lines: UsageRecord[] = [
    {
      counterpart: '0913456789',
      callType: 'Gọi nội mạng',
      kind: 'call',
      durationSeconds: 60 + ((index * 47) % 600),
      bytes: 0,
      charge: index % 3 === 0 ? 0 : 880 * (1 + (index % 4)),
      startedAt: iso(9),
    },
    {
      counterpart: 'm3-world',
      callType: 'Data 4G',
      kind: 'data',
      durationSeconds: 1_800,
      bytes: (20 + ((index * 37) % 180)) * MB,
      charge: 0,
      startedAt: iso(20),
    },
  ];
  if (index % 2 === 0)
    lines.push({
      counterpart: '0903123456',
      callType: 'SMS ngoại mạng',
      kind: 'sms',
      durationSeconds: 0,
      bytes: 0,
      charge: 350,
      startedAt: iso(12),
    });
  return lines;
}

/** The usage of the `days` days up to sampleToday, newest first. */
export function sampleUsage(days: number): UsageRecord[] {
  return Array.from({ length: days }, (_, index) => linesOf(addDays(sampleToday, -index), index))
    .flat()
    .sort((a, b) => (b.startedAt ?? '').localeCompare(a.startedAt ?? ''));
}

export const rangeOf = (days: number): UsageRange => ({
  from: addDays(sampleToday, -(days - 1)),
  to: sampleToday,
});

export const sampleDays = (days: number) => dailyUsageTotals(sampleUsage(days), rangeOf(days));

export const sampleTopUps: TopUpRecord[] = [
  { at: '2026-11-20T03:00:00.000Z', amount: 100_000, channel: 'Thẻ cào' },
  { at: '2026-11-02T12:30:00.000Z', amount: 50_000, channel: 'Ví VNPT Money' },
  { at: '2026-10-11T09:10:00.000Z', amount: 200_000, channel: 'Ngân hàng' },
];

export const sampleBills: BillRecord[] = [
  { period: '10/2026', amount: 182_000, paid: false, issuedAt: '2026-11-01' },
  { period: '09/2026', amount: 155_000, paid: true, issuedAt: '2026-10-01' },
  { period: '08/2026', amount: 210_000, paid: undefined, issuedAt: '2026-09-01' },
];
