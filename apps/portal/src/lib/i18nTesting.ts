import { uiResources } from '@selfcare/ui/i18n';
import type { i18n } from 'i18next';
import { coreResources, createPortalI18n, supportedLanguages, type Language } from './i18n';
import { byNamespace, type Catalogue } from './i18nNamespaces';

/**
 * For tests only (the app fetches each namespace when a route needs it, lib/withNamespaces.ts):
 * every namespace in both languages, read straight from the same files the app loads.
 */
const files = byNamespace({
  ...import.meta.glob<Catalogue>('../features/*/locales/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Catalogue>('../locales/*/*.json', { eager: true, import: 'default' }),
});

function resourcesIn(language: Language): Record<string, Catalogue> {
  const fromFiles = Object.entries(files).map(([namespace, texts]) => [namespace, texts[language] ?? {}]);
  return { ...coreResources[language], ...Object.fromEntries(fromFiles), ...uiResources[language] };
}

/** Every namespace in both languages: the portal's own, the shared ones, each feature's and the ui package's. */
const portalResources = Object.fromEntries(
  supportedLanguages.map((language) => [language, resourcesIn(language)]),
) as Record<Language, Record<string, Catalogue>>;

/** An app instance with every text already there, so a test renders any component at once. */
export function createI18n(language: Language): i18n {
  const instance = createPortalI18n(language);
  for (const [lng, namespaces] of Object.entries(portalResources))
    for (const [namespace, texts] of Object.entries(namespaces))
      instance.addResourceBundle(lng, namespace, texts);
  return instance;
}
