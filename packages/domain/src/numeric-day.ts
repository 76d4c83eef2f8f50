/** A calendar day in figures, as the portal's two languages write it (news days, campaign days). */

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The order of day, month and year in each language's numeric dates. */
const dayOrders: Readonly<Record<string, (day: string, month: string, year: string) => string>> = {
  vi: (day, month, year) => `${day}/${month}/${year}`,
  'en-US': (day, month, year) => `${month}/${day}/${year}`,
};

/**
 * The day of `date`'s UTC fields as Intl.DateTimeFormat writes it with a 2-digit day and month and a numeric year
 * ('vi' gives '05/03/2025', 'en-US' '03/05/2025'); undefined for another language or a year outside 1000–9999,
 * which the caller leaves to Intl.
 *
 * Written out rather than built with Intl (issue 22): the first Intl format a page builds loads the browser's
 * ICU data, some 20–30 ms of a first render on a slow phone, and these days are on the first screens.
 */
export function numericDay(date: Date, language: string): string | undefined {
  const order = dayOrders[language];
  const year = date.getUTCFullYear();
  if (!order || year < 1000 || year > 9999) return undefined;
  return order(twoDigits(date.getUTCDate()), twoDigits(date.getUTCMonth() + 1), String(year));
}
