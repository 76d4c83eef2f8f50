import { useTranslation } from 'react-i18next';

/** A route that fails to load shows a message in the user's language, never a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <section role="alert">
      <h1>{t('errors.pageTitle')}</h1>
      <p>{t('errors.pageBody')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('errors.retry')}
      </button>
    </section>
  );
}
