import { uiResources } from '@selfcare/ui/i18n';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from '../locales/en-US.json';
import vi from '../locales/vi.json';

export const supportedLanguages = ['vi', 'en-US'] as const;
export type Language = (typeof supportedLanguages)[number];

/** ENT: the chosen language is remembered in local storage under `language`. */
export const languageStorageKey = 'language';

type Catalogue = Record<string, unknown>;

/** Each feature keeps its texts beside it: features/<name>/locales/<language>.json → namespace <name>. */
const featureFiles = import.meta.glob<Catalogue>('../features/*/locales/*.json', { eager: true, import: 'default' });

function featureNamespaces(language: Language): Record<string, Catalogue> {
  return Object.fromEntries(
    Object.entries(featureFiles)
      .map(([file, texts]) => [/features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(file), texts] as const)
      .filter(([match]) => match?.[2] === language)
      .map(([match, texts]) => [match?.[1] ?? '', texts]),
  );
}

/** Every namespace in both languages: the portal's own, each feature's and the ui package's. */
export const portalResources: Record<Language, Record<string, Catalogue>> = {
  vi: { portal: vi, ...featureNamespaces('vi'), ...uiResources.vi },
  'en-US': { portal: enUS, ...featureNamespaces('en-US'), ...uiResources['en-US'] },
};

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.includes(value as Language);
}

export function readStoredLanguage(storage: Pick<Storage, 'getItem'>): Language {
  const stored = storage.getItem(languageStorageKey);
  return isLanguage(stored) ? stored : 'vi';
}

/** One i18next instance per app (and per test), Vietnamese by default. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'vi',
    supportedLngs: [...supportedLanguages],
    ns: Object.keys(portalResources.vi),
    defaultNS: 'portal',
    resources: portalResources,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
