import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uiTextLoaders, type UiTextLoaders } from '@selfcare/ui/i18n/textLoaders';
import enUS from '../locales/en-US.json';
import vi from '../locales/vi.json';
import { namespaceLoaders, type NamespaceLoaders } from './i18nNamespaces';
import { reportUndeclaredArea, uiNamespaceOf } from './uiAreas';

/**
 * The portal's i18next instance. The entry carries only the frame's own texts (the `portal`
 * namespace: loading, a route that failed); every other namespace (a feature's, the shared ones,
 * the ui package's) is fetched in the active language only, when a route needs it
 * (lib/withNamespaces.ts) or when the language changes (i18next loads the namespaces in use first).
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

/**
 * An i18next backend that reads a namespace through its dynamic import (one chunk per language);
 * `ui` is read in pieces (lib/uiAreas.ts).
 */
function namespaceBackend(
  loaders: NamespaceLoaders,
  readUi: (language: Language) => Promise<Record<string, unknown>>,
): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language: string, namespace: string) => {
      if (namespace === 'ui' && isLanguage(language)) return readUi(language);
      const load = loaders[namespace]?.[language as Language];
      return load ? load() : Promise.reject(new Error(`No texts for ${namespace} in ${language}`));
    },
  };
}

/**
 * One instance per app, Vietnamese by default. There is no fallback language: the parity test keeps
 * every key in both, and a fallback would make i18next fetch the Vietnamese texts beside the English.
 */
export function createPortalI18n(
  language: Language,
  loaders: NamespaceLoaders = namespaceLoaders,
  uiTexts: UiTextLoaders = uiTextLoaders,
): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(namespaceBackend(loaders, uiNamespaceOf(instance, uiTexts)))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...supportedLanguages],
      load: 'currentOnly',
      ns: ['portal'],
      defaultNS: 'portal',
      // Its own object: i18next adds every loaded bundle into the one it is given.
      resources: { vi: { ...coreResources.vi }, 'en-US': { ...coreResources['en-US'] } },
      // The bundled `portal` namespace is there from the start; the rest comes through the backend.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
      // Only to report a ui area a route forgot to declare (lib/uiAreas.ts); nothing is saved.
      saveMissing: true,
      missingKeyHandler: reportUndeclaredArea(instance),
    });
  return instance;
}

/** Fetches the namespaces (active language) that are not there yet; rejects when one fails to load. */
export function loadNamespaces(instance: i18n, namespaces: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    void instance.loadNamespaces([...namespaces], (error: unknown) =>
      error ? reject(toError(error)) : resolve(),
    );
  });
}

function toError(error: unknown): Error {
  const first: unknown = Array.isArray(error) ? error[0] : error;
  return first instanceof Error ? first : new Error(String(first));
}
