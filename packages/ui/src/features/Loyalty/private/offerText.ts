import { formatNewsDate, formatPoints, nameIn, type LocalizedName } from '@selfcare/domain';
import { useTranslation } from 'react-i18next';

/** How the offers area writes points, days and a server name in the reader's language. */
export function useOfferText() {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language;
  return {
    t,
    language,
    points: (points: number) => t('loyalty.points', { points: formatPoints(points, language) }),
    /** A 'YYYY-MM-DD' day, read as the day in Vietnam. */
    day: (day: string) => formatNewsDate(`${day}T12:00:00+07:00`, language) ?? day,
    name: (name: LocalizedName) => nameIn(name, language),
  };
}
