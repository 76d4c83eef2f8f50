import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** SHELL-040 (GAP): any unknown path shows a not-found page with a link home (no silent redirect). */
export function Component() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={paths.home.getHref()}>{t('notFound.home')}</Link>
    </section>
  );
}
