import type { Decorator } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { UiLocale } from '@selfcare/ui/i18n';
import { defaultUiLocale, uiLocales } from '@selfcare/ui/i18n';
import { darkThemeClass, lightThemeClass, vars } from '@selfcare/ui';
import { initUiI18n } from '../packages/ui/src/i18n/testing';

export const themeClasses = { light: lightThemeClass, dark: darkThemeClass } as const;
export type ThemeName = keyof typeof themeClasses;

const i18n = initUiI18n(defaultUiLocale);

const isLocale = (value: unknown): value is UiLocale => uiLocales.includes(value as UiLocale);

/**
 * Wraps every story in the ui catalogue and the chosen theme. The locale is read from
 * `globals.locale` on every render, so a test can switch it with `updateGlobals` or the URL's globals.
 */
function UiContext({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  useEffect(() => {
    // Radix portals dialogs and toasts to <body>, so the theme class goes there too.
    const { body } = document;
    body.classList.remove(...Object.values(themeClasses));
    body.classList.add(themeClasses[theme]);
  }, [theme]);

  return (
    <I18nextProvider i18n={i18n}>
      {/* A landmark, as on a real page: axe's `region` rule checks that all content sits in one. */}
      <main
        className={themeClasses[theme]}
        style={{ padding: 16, background: vars.color.background, color: vars.color.text }}
      >
        {children}
      </main>
    </I18nextProvider>
  );
}

export const withUiContext: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : defaultUiLocale;
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  // Resources are bundled, so this switch is synchronous and the first paint is already right.
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  // Set while rendering, not in an effect: the story checks read it right after the story renders,
  // and on a busy machine an effect could still be pending then.
  document.documentElement.lang = locale;
  return (
    <UiContext theme={theme}>
      <Story />
    </UiContext>
  );
};
