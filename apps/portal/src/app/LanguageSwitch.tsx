import { useTranslation } from 'react-i18next';
import { languageStorageKey, supportedLanguages, type Language } from '../lib/i18n';
import * as styles from './Layout.css';

/** SHELL: vi / en-US switch; the choice is remembered (local storage `language`). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const choose = (language: Language) => {
    window.localStorage.setItem(languageStorageKey, language);
    void i18n.changeLanguage(language);
  };
  return (
    <div role="group" aria-label={t('language.label')} className={styles.languages}>
      {supportedLanguages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.languageButton}
          aria-pressed={i18n.language === language}
          onClick={() => choose(language)}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
