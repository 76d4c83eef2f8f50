import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{t('title')}</h1>
      <p>{t('lead')}</p>
      <h2>{t('servicesTitle')}</h2>
      <ul>
        <li>{t('packages')}</li>
        <li>{t('roaming')}</li>
        <li>{t('support')}</li>
      </ul>
    </section>
  );
}
