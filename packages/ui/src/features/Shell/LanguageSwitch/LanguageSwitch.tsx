import { useTranslation } from 'react-i18next';
import type { ShellLanguage } from '../types';
import * as styles from './LanguageSwitch.css';

const languages: readonly ShellLanguage[] = ['vi', 'en-US'];

export interface LanguageSwitchProps {
  language: ShellLanguage;
  onLanguageChange: (language: ShellLanguage) => void;
}

/** SHELL-089: vi / en-US; each option is named in its own language. */
export function LanguageSwitch({ language, onLanguageChange }: LanguageSwitchProps) {
  const { t } = useTranslation('ui');
  return (
    <div role="group" aria-label={t('shell.language.label')} className={styles.group}>
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.option}
          aria-pressed={language === option}
          onClick={() => onLanguageChange(option)}
        >
          {t(`shell.language.${option}`)}
        </button>
      ))}
    </div>
  );
}
