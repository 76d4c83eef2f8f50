/** News display rules (§3 ENT-43, SRCH-10). */

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The operator's time zone: news dates are shown as Vietnamese calendar days. */
export const NEWS_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Vietnam has kept UTC+7 all year, without daylight saving, since 13 June 1975. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const SINCE_FIXED_OFFSET = Date.UTC(1975, 5, 13);

/** The order of day, month and year in the portal's two languages' numeric dates. */
const dayOrders: Readonly<Record<string, (day: string, month: string, year: string) => string>> = {
  vi: (day, month, year) => `${day}/${month}/${year}`,
  'en-US': (day, month, year) => `${month}/${day}/${year}`,
};

/**
 * A news DATETIME as a calendar day in the locale ('vi' gives '05/03/2025'); undefined when it is not a date.
 * Written out for the portal's two languages rather than built with Intl.DateTimeFormat (issue 22): the first
 * Intl format a page builds loads the browser's ICU data and the time zone's, some 20 ms on the home's first
 * render on a slow phone. Another language, and a date before Vietnam's offset was fixed, go to Intl.
 */
export function formatNewsDate(dateTime: string | undefined, locale: string): string | undefined {
  if (!dateTime) return undefined;
  const date = new Date(dateTime);
  const time = date.getTime();
  if (Number.isNaN(time)) return undefined;
  const order = dayOrders[locale];
  const local = new Date(time + VIETNAM_OFFSET_MS);
  const year = local.getUTCFullYear();
  if (!order || time < SINCE_FIXED_OFFSET || year > 9999) return intlNewsDate(date, locale);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return order(twoDigits(local.getUTCDate()), twoDigits(local.getUTCMonth() + 1), String(year));
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
