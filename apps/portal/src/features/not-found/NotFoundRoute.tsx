import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** SHELL-040 (GAP): any unknown path shows a not-found page with a link home (no silent redirect). */
export function Component() {
  const { t } = useTranslation('not-found');
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('title')}</h1>
      <p>{t('body')}</p>
      <Link to={paths.home.getHref()}>{t('home')}</Link>
    </section>
  );
}
