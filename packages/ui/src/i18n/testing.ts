import { createInstance } from 'i18next';
import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { UiLocale } from './index';
import { defaultUiLocale, uiNamespace, uiResources } from './index';

/**
 * A private, synchronously initialised i18next instance with only the ui resources, for unit
 * tests and Storybook. It is also registered with react-i18next, so components work without a provider.
 */
export function initUiI18n(locale: UiLocale = defaultUiLocale): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: defaultUiLocale,
    supportedLngs: ['vi', 'en-US'],
    ns: [uiNamespace],
    defaultNS: uiNamespace,
    resources: uiResources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
