import { uiResources } from '@selfcare/ui/i18n';
import type { i18n } from 'i18next';
import errorsEnUS from '../locales/errors/en-US.json';
import errorsVi from '../locales/errors/vi.json';
import { coreResources, createCoreI18n, type Language } from './i18nCore';

export * from './i18nCore';

type Catalogue = Record<string, unknown>;

/** Each feature keeps its texts beside it: features/<name>/locales/<language>.json → namespace <name>. */
const featureFiles = import.meta.glob<Catalogue>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

function featureNamespaces(language: Language): Record<string, Catalogue> {
  return Object.fromEntries(
    Object.entries(featureFiles)
      .map(([file, texts]) => [/features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(file), texts] as const)
      .filter(([match]) => match?.[2] === language)
      .map(([match, texts]) => [match?.[1] ?? '', texts]),
  );
}

/**
 * Every namespace in both languages: the portal's own, the shared `errors` (what a failed call
 * tells the user, lib/apiErrorMessage.ts), each feature's and the ui package's.
 */
export const portalResources: Record<Language, Record<string, Catalogue>> = {
  vi: { ...coreResources.vi, errors: errorsVi, ...featureNamespaces('vi'), ...uiResources.vi },
  'en-US': {
    ...coreResources['en-US'],
    errors: errorsEnUS,
    ...featureNamespaces('en-US'),
    ...uiResources['en-US'],
  },
};

/** Adds the ui and feature texts to an instance made by createCoreI18n (the lazy shell does this first). */
export function registerAllTexts(instance: i18n): i18n {
  for (const [language, namespaces] of Object.entries(portalResources)) {
    for (const [namespace, texts] of Object.entries(namespaces)) {
      if (!instance.hasResourceBundle(language, namespace))
        instance.addResourceBundle(language, namespace, texts);
    }
  }
  return instance;
}

/** An instance with every text (tests, and anything rendered outside the shell). */
export function createI18n(language: Language): i18n {
  return registerAllTexts(createCoreI18n(language));
}
