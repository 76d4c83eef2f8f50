/** News display rules (§3 ENT-43, SRCH-10). */

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The operator's time zone: news dates are shown as Vietnamese calendar days. */
export const NEWS_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** A news DATETIME as a calendar day in the locale ('vi' gives '05/03/2025'); undefined when it is not a date. */
export function formatNewsDate(dateTime: string | undefined, locale: string): string | undefined {
  if (!dateTime) return undefined;
  const date = new Date(dateTime);
  if (Number.isNaN(date.getTime())) return undefined;
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
