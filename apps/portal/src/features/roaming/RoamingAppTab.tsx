import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Link } from '@selfcare/ui';
import { config } from '../../config/env';
import { checkedHref } from '../../lib/safeNavigation';
import * as styles from './roaming.css';

/** ROAM-012: the operator app's address, with packageCode when a package is chosen. */
export function operatorAppHref(
  packageCode: string | undefined,
  base: string = config.roamingAppUrl,
): string {
  if (!packageCode) return base;
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${new URLSearchParams({ packageCode }).toString()}`;
}

/** ROAM-012, ROAM-013: the operator-app tab: a link out and a redirecting screen with a way back. */
export function RoamingAppTab({
  packageCode,
  onBack,
}: {
  packageCode: string | undefined;
  onBack: () => void;
}) {
  const { t } = useTranslation(['roaming', 'errors']);
  const [redirecting, setRedirecting] = useState(false);
  // Issue 23: the app's address passes the navigation guard like every address the portal leaves for.
  const appHref = checkedHref(operatorAppHref(packageCode));
  if (redirecting) {
    return (
      <div className={styles.panel} role="status">
        <p className={styles.lead}>{t('app.redirecting')}</p>
        <Link
          href="#transfer"
          onClick={(event) => {
            event.preventDefault();
            setRedirecting(false);
            onBack();
          }}
        >
          {t('app.back')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <p className={styles.lead}>{t('app.lead')}</p>
      {appHref === undefined ? (
        <p role="alert">{t('errors:unsafeLink')}</p>
      ) : (
        <Button asChild>
          <a href={appHref} onClick={() => setRedirecting(true)}>
            {t('app.open')}
          </a>
        </Button>
      )}
    </div>
  );
}
