import type { UiArea } from '@selfcare/ui/i18n';
import type { UiCatalogue, UiTextLoaders } from '@selfcare/ui/i18n/textLoaders';
import type { i18n } from 'i18next';
import { loadNamespaces, supportedLanguages, type Language } from './i18n';

/**
 * Issue 22: the `ui` namespace arrives in pieces. The shell loads its base (the common texts and the
 * shell's own areas: header, footer, sign-in); every other ui feature area (`roaming`, `packages` …)
 * is merged into it under its key when a route that declares `ui:<area>` opens, so components keep
 * reading `t('roaming.list.title')` from `useTranslation('ui')`. See docs/decisions/speed.md.
 */
export type UiAreaNamespace = `ui:${UiArea}`;

export const isUiAreaNamespace = (namespace: string): namespace is UiAreaNamespace =>
  namespace.startsWith('ui:');

/** The areas one app instance has opened so far, and where their texts come from. */
interface UiAreaState {
  readonly inUse: Set<UiArea>;
  readonly texts: UiTextLoaders;
}
const states = new WeakMap<i18n, UiAreaState>();

/**
 * Gives an instance its area state and returns how it reads the whole `ui` namespace in a language:
 * the base with every area in use. i18next calls that on first use and before a language change, so
 * a switch waits for the areas on screen in the new language too.
 */
export function uiNamespaceOf(
  instance: i18n,
  texts: UiTextLoaders,
): (language: Language) => Promise<UiCatalogue> {
  const state: UiAreaState = { inUse: new Set(), texts };
  states.set(instance, state);
  return async (language) => {
    const areas = [...state.inUse];
    const [base, ...pieces] = await Promise.all([
      texts.base(language),
      ...areas.map((area) => texts.area(area, language)),
    ]);
    return { ...base, ...Object.fromEntries(areas.map((area, index) => [area, pieces[index]])) };
  };
}

const hasArea = (instance: i18n, language: string, area: UiArea) =>
  instance.getResource(language, 'ui', area) !== undefined;

/**
 * Makes the areas' texts part of the `ui` namespace in the active language, each fetched once, in
 * parallel with the namespace's base when that is not there yet.
 */
export async function loadUiAreas(instance: i18n, areas: readonly UiArea[]): Promise<void> {
  const state = states.get(instance);
  // An instance made elsewhere (a test's) has the whole namespace or none: read it whole.
  if (!state) return loadNamespaces(instance, ['ui']);
  for (const area of areas) state.inUse.add(area);
  forgetLanguagesWithout(instance, areas);
  const language = instance.language as Language;
  const missing = areas.filter((area) => !hasArea(instance, language, area));
  const [, pieces] = await Promise.all([
    loadNamespaces(instance, ['ui']),
    Promise.all(missing.map((area) => state.texts.area(area, language))),
  ]);
  missing.forEach((area, index) => {
    // The base's read may have brought it already (it reads every area in use).
    if (!hasArea(instance, language, area))
      instance.addResourceBundle(language, 'ui', { [area]: pieces[index] }, true, true);
  });
}

/**
 * The `ui` texts of another language, read before these areas were in use, lack them: dropped, so a
 * switch to that language reads the namespace again with every area in use (the pieces already
 * fetched are cached modules, so nothing is downloaded twice).
 */
function forgetLanguagesWithout(instance: i18n, areas: readonly UiArea[]) {
  for (const language of supportedLanguages) {
    if (language === instance.language || !instance.hasResourceBundle(language, 'ui')) continue;
    if (areas.some((area) => !hasArea(instance, language, area)))
      instance.removeResourceBundle(language, 'ui');
  }
}

const reported = new Set<string>();

/**
 * i18next's missing-key handler: a `ui` key whose area is not loaded means a route uses a ui component
 * whose area its `withNamespaces` does not declare. Said on the console (the e2e suites fail on any
 * console error), once per area and language.
 */
export function reportUndeclaredArea(instance: i18n) {
  return (languages: readonly string[], namespace: string, key: string) => {
    const area = key.split('.')[0] ?? key;
    for (const language of languages) {
      if (namespace !== 'ui' || !instance.hasResourceBundle(language, 'ui')) continue;
      if (instance.getResource(language, 'ui', area) !== undefined || reported.has(`${language}:${area}`))
        continue;
      reported.add(`${language}:${area}`);
      console.error(
        `Missing ui text "${key}" (${language}): declare 'ui:${area}' in the withNamespaces of the route that shows it`,
      );
    }
  };
}
