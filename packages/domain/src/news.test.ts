import { describe, expect, it } from 'vitest';
import { formatNewsDate, newsSummary } from './news';

describe('news display', () => {
  it('SRCH-07 shows DATETIME as a Vietnamese calendar day, in the locale', () => {
    // 20:00 UTC is already the next day in Vietnam (UTC+7).
    expect(formatNewsDate('2025-03-04T20:00:00Z', 'vi')).toBe('05/03/2025');
    expect(formatNewsDate('2025-03-04T20:00:00Z', 'en-US')).toBe('03/05/2025');
    expect(formatNewsDate('not a date', 'vi')).toBeUndefined();
    expect(formatNewsDate(undefined, 'vi')).toBeUndefined();
  });

  it('SRCH-10 uses EN_DESCRIPTION only in English', () => {
    const item = { englishDescription: 'New data packages' };
    expect(newsSummary(item, 'en-US')).toBe('New data packages');
    expect(newsSummary(item, 'vi')).toBeUndefined();
    expect(newsSummary({ englishDescription: ' ' }, 'en-US')).toBeUndefined();
  });
});
