/** A campaign's day ('2025-02-26', no time) as the reader writes it (issue 21: a landing page's dates). */
import { numericDay } from './numeric-day';

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '26/02/2025' in Vietnamese, 'Feb 26, 2025' in English (Intl's day-month-year and medium date styles); the
 * text as given when it is not a day.
 *
 * Written out for the portal's two languages rather than built with Intl.DateTimeFormat (issue 22, as
 * numericDay); another language goes to Intl.
 */
export function formatCampaignDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const year = date.getUTCFullYear();
  if (language === 'vi') return numericDay(date, language) ?? intlCampaignDay(date, language);
  if (language === 'en-US' && year >= 1000 && year <= 9999)
    return `${ENGLISH_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`;
  return intlCampaignDay(date, language);
}

function intlCampaignDay(date: Date, language: string): string {
  const options: Intl.DateTimeFormatOptions =
    language === 'vi' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date);
}
