import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { LanguageSwitch } from './LanguageSwitch';
import * as styles from './Layout.css';

export function Layout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();

  // SHELL: the page scrolls to the top on each path change.
  useEffect(() => window.scrollTo(0, 0), [pathname]);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
    document.title = t('app.name');
  }, [i18n.language, t]);

  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      <header className={styles.header}>
        <Link to={paths.home.getHref()} className={styles.brand}>
          {t('app.name')}
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
