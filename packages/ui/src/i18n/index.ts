import { enUS } from './locales/en-US';
import { vi } from './locales/vi';
import { featureMessages } from '../features/locales';

/** The i18next namespace that ui components read with `useTranslation('ui')`. */
export const uiNamespace = 'ui';

export const uiLocales = ['vi', 'en-US'] as const;
export type UiLocale = (typeof uiLocales)[number];
export const defaultUiLocale: UiLocale = 'vi';

/** Register these into the portal's i18next instance: `i18n.addResourceBundle(...)` or `resources`. */
export const uiResources = {
  vi: { [uiNamespace]: { ...vi, ...featureMessages.vi } },
  'en-US': { [uiNamespace]: { ...enUS, ...featureMessages['en-US'] } },
} as const;

export type { UiMessages } from './locales/types';
