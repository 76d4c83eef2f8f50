/** Calendar dates without time zone, as the rules compare them. */

/** A calendar day as 'YYYY-MM-DD'. */
export type IsoDate = string;

/** The parts of a real calendar day, or undefined for text that is not one (e.g. '2023-02-29'). */
export function parseIsoDate(date: IsoDate): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real = probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? { year, month, day } : undefined;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as a day and a time in Vietnam ('20/11/2026, 15:00'); text that is no instant stays as it is. */
export function formatVietnamDateTime(dateTime: string, locale: string): string {
  const date = new Date(dateTime);
  if (Number.isNaN(date.getTime())) return dateTime;
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    dateTimeFormats.set(locale, format);
  }
  return format.format(date);
}
