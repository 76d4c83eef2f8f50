import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/Link/Link';
import * as panel from '../private/panel.css';

export interface AppPromoProps {
  iosHref: string;
  androidHref: string;
  headingLevel?: 2 | 3;
}

/**
 * The app's store links in the home's flow. SHELL-108 keeps the floating download box off the home
 * page, so the home says it here instead, once, where it does not cover anything.
 */
export function AppPromo({ iosHref, androidHref, headingLevel = 2 }: AppPromoProps) {
  const { t } = useTranslation('ui');
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={panel.panel} aria-label={t('home.app.title')}>
      <Heading className={panel.title}>{t('home.app.title')}</Heading>
      <p className={panel.lead}>{t('home.app.lead')}</p>
      <ul className={panel.list}>
        <li>
          <Link href={iosHref} external>
            {t('home.app.ios')}
          </Link>
        </li>
        <li>
          <Link href={androidHref} external>
            {t('home.app.android')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
