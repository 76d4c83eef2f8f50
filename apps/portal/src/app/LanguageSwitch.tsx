import type { ShellLanguage } from '@selfcare/ui';
import { useTranslation } from 'react-i18next';
import { isLanguage, languageStorageKey } from '../lib/i18n';

/** SHELL-089: the current language and a chooser that remembers the choice (local storage `language`). */
export function useLanguageChoice(): [ShellLanguage, (language: ShellLanguage) => void] {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'vi';
  const choose = (next: ShellLanguage) => {
    window.localStorage.setItem(languageStorageKey, next);
    void i18n.changeLanguage(next);
  };
  return [language, choose];
}
