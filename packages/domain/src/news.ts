/** News display rules (§3 ENT-43, SRCH-10). */
import { numericDay } from './numeric-day';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The operator's time zone: news dates are shown as Vietnamese calendar days. */
export const NEWS_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Vietnam has kept UTC+7 all year, without daylight saving, since 13 June 1975. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const SINCE_FIXED_OFFSET = Date.UTC(1975, 5, 13);

/**
 * A news DATETIME as a calendar day in the locale ('vi' gives '05/03/2025'); undefined when it is not a date.
 * Vietnam's day is the UTC day seven hours later (numericDay, without Intl: issue 22); another language, and a
 * date before Vietnam's offset was fixed, go to Intl.
 */
export function formatNewsDate(dateTime: string | undefined, locale: string): string | undefined {
  if (!dateTime) return undefined;
  const date = new Date(dateTime);
  const time = date.getTime();
  if (Number.isNaN(time)) return undefined;
  const written =
    time < SINCE_FIXED_OFFSET ? undefined : numericDay(new Date(time + VIETNAM_OFFSET_MS), locale);
  return written ?? intlNewsDate(date, locale);
}

function intlNewsDate(date: Date, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: NEWS_TIME_ZONE,
    });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

/** SRCH-10 (UNSPEC): EN_DESCRIPTION is the summary in English; §3 gives no Vietnamese summary field, so vi shows none. */
export function newsSummary(
  item: { readonly englishDescription: string | undefined },
  language: string,
): string | undefined {
  return language.toLowerCase().startsWith('en') && item.englishDescription?.trim()
    ? item.englishDescription
    : undefined;
}
