import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCampaignDay } from './campaign-day';

const intl = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    ...(language === 'vi'
      ? ({ day: '2-digit', month: '2-digit', year: 'numeric' } as const)
      : ({ dateStyle: 'medium' } as const)),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

describe('a calendar day for the reader', () => {
  it('LAND-49 LAND-53 writes a campaign day in Vietnamese and in English', () => {
    expect(formatCampaignDay('2025-02-26', 'vi')).toBe('26/02/2025');
    expect(formatCampaignDay('2025-02-26', 'en-US')).toBe('Feb 26, 2025');
    expect(formatCampaignDay('not a day', 'vi')).toBe('not a day');
  });

  it('writes every day exactly as Intl does, in both languages and another', () => {
    const days = fc
      .date({
        min: new Date('1000-01-01T00:00:00Z'),
        max: new Date('9999-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, fc.constantFrom('vi', 'en-US', 'fr-FR'), (day, language) => {
        expect(formatCampaignDay(day, language)).toBe(intl(day, language));
      }),
      { numRuns: 3000 },
    );
  });
});
