import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from '../locales/en-US.json';
import vi from '../locales/vi.json';

/**
 * What the entry needs to render its first frame: the languages and the portal's own few texts.
 * Everything else (ui and feature texts) is registered by the lazy shell (lib/i18n.ts).
 */
export const supportedLanguages = ['vi', 'en-US'] as const;
export type Language = (typeof supportedLanguages)[number];

/** ENT: the chosen language is remembered in local storage under `language`. */
export const languageStorageKey = 'language';

export const coreResources = { vi: { portal: vi }, 'en-US': { portal: enUS } };

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.includes(value as Language);
}

export function readStoredLanguage(storage: Pick<Storage, 'getItem'>): Language {
  const stored = storage.getItem(languageStorageKey);
  return isLanguage(stored) ? stored : 'vi';
}

/** One i18next instance per app, Vietnamese by default, with the portal namespace only. */
export function createCoreI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'vi',
    supportedLngs: [...supportedLanguages],
    ns: ['portal'],
    defaultNS: 'portal',
    resources: coreResources,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
