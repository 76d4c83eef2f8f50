import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNewsDate, NEWS_TIME_ZONE, newsSummary } from './news';

describe('news display', () => {
  it('SRCH-07 shows DATETIME as a Vietnamese calendar day, in the locale', () => {
    // 20:00 UTC is already the next day in Vietnam (UTC+7).
    expect(formatNewsDate('2025-03-04T20:00:00Z', 'vi')).toBe('05/03/2025');
    expect(formatNewsDate('2025-03-04T20:00:00Z', 'en-US')).toBe('03/05/2025');
    expect(formatNewsDate('not a date', 'vi')).toBeUndefined();
    expect(formatNewsDate(undefined, 'vi')).toBeUndefined();
  });

  it('SRCH-07 writes every day exactly as Intl.DateTimeFormat does in Vietnam’s time zone, in both languages', () => {
    const intl = (date: Date, locale: string) =>
      new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: NEWS_TIME_ZONE,
      }).format(date);
    const dates = fc.date({
      min: new Date('1960-01-01T00:00:00Z'),
      max: new Date('2200-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(dates, fc.constantFrom('vi', 'en-US', 'fr-FR'), (date, locale) => {
        expect(formatNewsDate(date.toISOString(), locale)).toBe(intl(date, locale));
      }),
      { numRuns: 3000 },
    );
  });

  it('SRCH-10 uses EN_DESCRIPTION only in English', () => {
    const item = { englishDescription: 'New data packages' };
    expect(newsSummary(item, 'en-US')).toBe('New data packages');
    expect(newsSummary(item, 'vi')).toBeUndefined();
    expect(newsSummary({ englishDescription: ' ' }, 'en-US')).toBeUndefined();
  });
});
