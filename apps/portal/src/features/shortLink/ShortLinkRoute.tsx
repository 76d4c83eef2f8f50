import { useTranslation } from 'react-i18next';
import { useShortLink } from './useShortLink';

/** LAND-55: the short-link page: a short wait while the link is resolved, then the page it leads to. */
export function Component() {
  const { t } = useTranslation('shortLink');
  useShortLink();
  return (
    <section aria-labelledby="short-link-title" aria-busy="true">
      <h1 id="short-link-title">{t('title')}</h1>
      <p role="status">{t('busy')}</p>
    </section>
  );
}
