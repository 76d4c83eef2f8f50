import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{t('home.title')}</h1>
      <p>{t('home.lead')}</p>
      <h2>{t('home.servicesTitle')}</h2>
      <ul>
        <li>{t('home.packages')}</li>
        <li>{t('home.roaming')}</li>
        <li>{t('home.support')}</li>
      </ul>
    </section>
  );
}
