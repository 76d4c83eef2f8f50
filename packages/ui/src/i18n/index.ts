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

/** A feature area of the ui namespace (`shell`, `roaming` ...): one key of features/locales.ts. */
export type UiArea = keyof typeof featureMessages.vi;

/**
 * The areas the shell itself shows on every page (header, footer, menus, toasts, the offline banner,
 * the sign-in dialog): they load with the namespace's common texts. Every other area loads with the
 * routes that declare it (`withNamespaces(['ui:roaming'], …)` in the portal; i18n/textLoaders.ts).
 */
export const uiShellAreas = ['shell', 'auth'] as const satisfies readonly UiArea[];

export type { UiMessages } from './locales/types';
