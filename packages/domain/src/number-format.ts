/** Intl number formats, built once per locale and style (building one is far slower than using it). */

const cache = new Map<string, Intl.NumberFormat>();

/** A cached Intl.NumberFormat for the locale passed in; `style` names the options for the cache key. */
export function numberFormat(
  locale: string,
  style: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${locale}|${style}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** The thousands separator of the portal's languages, by language subtag (CLDR: both group every 3 digits). */
const groupSeparators: Readonly<Record<string, string>> = { vi: '.', en: ',' };

/**
 * A whole number with the reader's grouping ('vi' gives '50.000', 'en-US' '50,000'), rounded half away from
 * zero, as Intl.NumberFormat with no fraction digits writes it.
 *
 * Written out for the portal's two languages rather than built with Intl (issue 22): the first Intl format a page
 * builds loads the browser's ICU data, about 17 ms at full speed and four times that on a slow phone, in the
 * middle of the first render; prices and points are on the first screen of the home and the catalogue. Another
 * language, and a number too large for plain digits, go to Intl.
 */
export function formatWholeNumber(value: number, locale: string): string {
  const separator = groupSeparators[locale.split('-')[0] ?? ''];
  if (separator === undefined || !Number.isFinite(value) || Math.abs(value) >= 1e21)
    return numberFormat(locale, 'integer', { maximumFractionDigits: 0 }).format(value);
  const rounded = Math.round(Math.abs(value));
  // Intl keeps the sign of a negative that rounds to zero ('-0').
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
