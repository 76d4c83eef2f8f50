import { useTranslation } from 'react-i18next';
import { config } from '../../config/env';

/** SHELL-032 (GAP): /version shows the app version and the build mode, no sign-in needed. */
export function Component() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="version-title">
      <h1 id="version-title">{t('version.title')}</h1>
      <dl>
        <dt>{t('version.app')}</dt>
        <dd data-testid="app-version">{config.version}</dd>
        <dt>{t('version.mode')}</dt>
        <dd>{import.meta.env.MODE}</dd>
      </dl>
    </section>
  );
}
