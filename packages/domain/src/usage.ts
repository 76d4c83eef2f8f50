/**
 * Usage detail and history of the signed-in subscriber (issue 17; ENT-42, CONST-78 / ACC-42): the range
 * rule, the type filter, the totals per day the chart draws, and the CSV export. Days are Vietnam's
 * calendar days; nothing here reads the clock (today is passed in).
 */
import { formatBytes } from './bytes';
import { HISTORY_MAX_DAYS } from './constants';
import { parseIsoDate, type IsoDate } from './dates';
import { vietnamDateOf } from './promotions';
import { fail, ok, type Result } from './result';
import { formatDuration } from './time';

/** What a usage line is: a call, a text message or a data session (ENT-42's CALL_TYPE, read by the mapper). */
export const USAGE_KINDS = ['call', 'sms', 'data'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];
/** The page's type filter: one kind or all of them. */
export type UsageKindFilter = 'all' | UsageKind;

/** ENT-42: one usage line (B_SUBS, CALL_TYPE, DURATION and the assumed charge, volume and start time). */
export interface UsageRecord {
  /** The other party (B_SUBS): a number, or the access point of a data session. */
  readonly counterpart: string | undefined;
  /** The operator's own label of the line (CALL_TYPE), e.g. 'Gọi nội mạng'. */
  readonly callType: string | undefined;
  readonly kind: UsageKind;
  /** Duration in seconds (0 for a text message). */
  readonly durationSeconds: number;
  /** Data volume in bytes (0 unless a data session). */
  readonly bytes: number;
  /** What the line cost, in dong (0 when a bundle covered it). */
  readonly charge: number;
  /** When it started, an ISO instant; undefined when the server did not say. */
  readonly startedAt: string | undefined;
}

/** API-068 (assumed fields): one top-up of a prepaid account. */
export interface TopUpRecord {
  /** An ISO instant. */
  readonly at: string | undefined;
  /** In dong. */
  readonly amount: number;
  /** How it was paid (the operator's label: scratch card, bank, wallet …). */
  readonly channel: string | undefined;
}

/** API-067 (assumed fields): one monthly bill of a postpaid account. */
export interface BillRecord {
  /** The billed month, 'MM/YYYY'. */
  readonly period: string | undefined;
  /** In dong. */
  readonly amount: number;
  /** undefined when the server did not say. */
  readonly paid: boolean | undefined;
  /** 'YYYY-MM-DD'. */
  readonly issuedAt: IsoDate | undefined;
}

/** An inclusive range of calendar days. */
export interface UsageRange {
  readonly from: IsoDate;
  readonly to: IsoDate;
}

const DAY_MS = 86_400_000;

const dayNumber = (date: IsoDate): number | undefined => {
  const parts = parseIsoDate(date);
  return parts ? Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS : undefined;
};
const dateOfDayNumber = (day: number): IsoDate => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The calendar day `days` after `date` (before it when negative). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const day = dayNumber(date);
  if (day === undefined) throw new RangeError(`not a calendar day: ${date}`);
  return dateOfDayNumber(day + days);
}

/** CONST-78: the oldest day the history reaches on `today` (today counts as one of the 90 days). */
export function oldestUsageDay(today: IsoDate): IsoDate {
  return addDays(today, -(HISTORY_MAX_DAYS - 1));
}

/** Days shown when the address names no range (assumed): the last 30, today included. */
export const DEFAULT_USAGE_DAYS = 30;

export function defaultUsageRange(today: IsoDate): UsageRange {
  return { from: addDays(today, -(DEFAULT_USAGE_DAYS - 1)), to: today };
}

/** Why a range is refused; the ui words each one. */
export type UsageRangeProblem = 'invalidDate' | 'endBeforeStart' | 'tooLong' | 'tooOld' | 'inFuture';

/**
 * CONST-78 / ACC-42: a range is two real days, the end not before the start, at most 90 days long, inside
 * the 90 days that end today. The sandbox answers the first three with a 400 (the page never sends them).
 */
export function checkUsageRange(range: UsageRange, today: IsoDate): Result<UsageRange, UsageRangeProblem> {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  const now = dayNumber(today);
  if (from === undefined || to === undefined || now === undefined) return fail('invalidDate');
  if (to < from) return fail('endBeforeStart');
  if (to - from + 1 > HISTORY_MAX_DAYS) return fail('tooLong', { days: HISTORY_MAX_DAYS });
  if (to > now) return fail('inFuture');
  if (from < now - (HISTORY_MAX_DAYS - 1)) return fail('tooOld', { days: HISTORY_MAX_DAYS });
  return ok(range);
}

/** Every day of a range, oldest first. */
export function daysOf(range: UsageRange): IsoDate[] {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  if (from === undefined || to === undefined) return [];
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => dateOfDayNumber(from + index));
}

/** The Vietnam calendar day a line started on, or undefined without a valid start. */
export function usageDayOf(record: Pick<UsageRecord, 'startedAt'>): IsoDate | undefined {
  if (!record.startedAt) return undefined;
  const instant = new Date(record.startedAt);
  return Number.isNaN(instant.getTime()) ? undefined : vietnamDateOf(instant);
}

/** The lines of one kind (all of them for 'all'). */
export function filterUsage(records: readonly UsageRecord[], kind: UsageKindFilter): UsageRecord[] {
  return kind === 'all' ? [...records] : records.filter((record) => record.kind === kind);
}

/** What a set of lines adds up to. */
export interface UsageTotals {
  readonly calls: number;
  readonly callSeconds: number;
  readonly messages: number;
  readonly dataBytes: number;
  readonly charge: number;
}

/** One day's totals, for the chart and its table. */
export interface DailyUsage extends UsageTotals {
  readonly date: IsoDate;
}

const NO_USE: UsageTotals = { calls: 0, callSeconds: 0, messages: 0, dataBytes: 0, charge: 0 };

const addLine = (totals: UsageTotals, record: UsageRecord): UsageTotals => ({
  calls: totals.calls + (record.kind === 'call' ? 1 : 0),
  callSeconds: totals.callSeconds + (record.kind === 'call' ? Math.max(0, record.durationSeconds) : 0),
  messages: totals.messages + (record.kind === 'sms' ? 1 : 0),
  dataBytes: totals.dataBytes + (record.kind === 'data' ? Math.max(0, record.bytes) : 0),
  charge: totals.charge + Math.max(0, record.charge),
});

export function usageTotals(records: readonly UsageRecord[]): UsageTotals {
  return records.reduce(addLine, NO_USE);
}

/** The totals of every day of the range, oldest first, days without use as zeros; lines outside it are left out. */
export function dailyUsageTotals(records: readonly UsageRecord[], range: UsageRange): DailyUsage[] {
  const byDay = new Map<IsoDate, UsageTotals>(daysOf(range).map((date) => [date, NO_USE]));
  for (const record of records) {
    const day = usageDayOf(record);
    const totals = day === undefined ? undefined : byDay.get(day);
    if (day !== undefined && totals) byDay.set(day, addLine(totals, record));
  }
  return [...byDay].map(([date, totals]) => ({ date, ...totals }));
}

/** The figure the chart draws for a type filter: money for all kinds together, else the kind's own unit. */
export type UsageMeasure = 'charge' | 'callSeconds' | 'messages' | 'dataBytes';

export function usageMeasureOf(kind: UsageKindFilter): UsageMeasure {
  return kind === 'call'
    ? 'callSeconds'
    : kind === 'sms'
      ? 'messages'
      : kind === 'data'
        ? 'dataBytes'
        : 'charge';
}

// CSV export

/** The column titles and the kind's name in the reader's language (the ui's texts). */
export interface UsageCsvText {
  readonly headers: Readonly<
    Record<'time' | 'kind' | 'counterpart' | 'callType' | 'duration' | 'volume' | 'charge', string>
  >;
  readonly kindName: (kind: UsageKind) => string;
}

/** Excel reads a UTF-8 file as its legacy code page unless it starts with the byte-order mark. */
export const CSV_BOM = '\uFEFF';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, semicolon, quote or line break, quotes doubled.
 * A field a spreadsheet would run as a formula (= + - @, tab, CR first) is prefixed with an apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (fields: readonly string[]) => fields.map(csvField).join(',');

/** A line's start as Vietnam's local time, 'YYYY-MM-DD HH:mm:ss' (a spreadsheet reads it as a date). */
function localTimeOf(startedAt: string | undefined): string {
  if (!startedAt) return '';
  const instant = new Date(startedAt);
  if (Number.isNaN(instant.getTime())) return '';
  const local = new Date(instant.getTime() + 7 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
}

/**
 * The lines as a CSV file's text: BOM, a header, one line per record, CRLF endings. Durations (CONST-37)
 * and volumes (CONST-38) as the page shows them; the charge as a plain number of dong so it adds up.
 */
export function usageCsv(records: readonly UsageRecord[], text: UsageCsvText, locale: string): string {
  const { headers } = text;
  const header = csvLine([
    headers.time,
    headers.kind,
    headers.counterpart,
    headers.callType,
    headers.duration,
    headers.volume,
    headers.charge,
  ]);
  const lines = records.map((record) =>
    csvLine([
      localTimeOf(record.startedAt),
      text.kindName(record.kind),
      record.counterpart ?? '',
      record.callType ?? '',
      record.kind === 'sms' ? '' : formatDuration(record.durationSeconds),
      record.kind === 'data' ? formatBytes(record.bytes, locale) : '',
      String(Math.max(0, record.charge)),
    ]),
  );
  return `${CSV_BOM}${[header, ...lines].join('\r\n')}\r\n`;
}

/** The export's file name: the range it covers, ASCII only. */
export function usageCsvFileName(range: UsageRange, kind: UsageKindFilter): string {
  return `lich-su-su-dung_${kind}_${range.from}_${range.to}.csv`;
}
