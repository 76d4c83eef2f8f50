import {
  formatBytes,
  formatDuration,
  formatNewsDate,
  formatPrice,
  type IsoDate,
  type UsageMeasure,
} from '@selfcare/domain';

/** A calendar day in the reader's format ('vi': 05/11/2026); the day is Vietnam's, so read at noon there. */
export function formatDay(day: IsoDate, locale: string): string {
  return formatNewsDate(`${day}T12:00:00+07:00`, locale) ?? day;
}

/** One day's figure as text: money, a duration (CONST-37), a count, or bytes (CONST-38). */
export function formatMeasure(measure: UsageMeasure, value: number, locale: string): string {
  if (measure === 'charge') return formatPrice(value, locale);
  if (measure === 'callSeconds') return formatDuration(value);
  if (measure === 'dataBytes') return formatBytes(value, locale);
  return new Intl.NumberFormat(locale).format(value);
}
