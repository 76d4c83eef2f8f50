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
