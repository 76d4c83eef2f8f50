import { WEEKDAYS, type RebootSchedule, type Weekday, type WifiSchedule } from '@selfcare/domain';
import { useTranslation } from 'react-i18next';

/** 2024-01-01 was a Monday: day d of the ISO week is 2024-01-0d. */
const dateOf = (day: Weekday) => new Date(Date.UTC(2024, 0, day));

/** Weekday names in the reader's language, and one line that says what a schedule does. */
export function useScheduleText() {
  const { t, i18n } = useTranslation('ui');
  const names = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
  const dayName = (day: Weekday) => names.format(dateOf(day));
  const daysText = (days: readonly Weekday[]) =>
    days.length === WEEKDAYS.length ? t('linkedServices.schedules.everyDay') : days.map(dayName).join(', ');
  return {
    dayName,
    wifi: (s: Pick<WifiSchedule, 'offAt' | 'onAt' | 'days'>) =>
      t('linkedServices.schedules.wifiItem', { off: s.offAt, on: s.onAt, days: daysText(s.days) }),
    reboot: (s: Pick<RebootSchedule, 'at' | 'days'>) =>
      t('linkedServices.schedules.rebootItem', { at: s.at, days: daysText(s.days) }),
  };
}
