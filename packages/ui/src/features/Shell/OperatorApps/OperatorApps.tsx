import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import type { OperatorAppLinks } from '@selfcare/domain';
import { Button } from '../../../components/Button/Button';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { srOnly } from '../../../components/private/srOnly.css';
import * as styles from './OperatorApps.css';

export interface OperatorAppsProps {
  /** The apps with their store links (domain operatorAppLinks); ignored unless `state` is 'ready'. */
  apps: readonly OperatorAppLinks[];
  state: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  /** What the QR code holds: this page's address, so a phone that scans it gets the store links. */
  qrValue: string;
}

/** SHELL-009, ACC-97: the operator's apps, each with its store links, and a QR code to open them on a phone. */
export function OperatorApps({ apps, state, onRetry, qrValue }: OperatorAppsProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('shell.apps.title')}
      </h1>
      <p className={styles.intro}>{t('shell.apps.intro')}</p>
      {/* The store links first: on a phone they are what is needed; on a desktop the QR sits beside them. */}
      <div className={styles.layout}>
        <AppList apps={apps} state={state} onRetry={onRetry} />
        <figure className={styles.qrPanel}>
          <div className={styles.qrFrame}>
            <QRCodeSVG
              value={qrValue}
              size={styles.QR_SIZE_PX}
              level="M"
              bgColor="transparent"
              fgColor="currentColor"
              role="img"
              aria-label={t('shell.apps.qrLabel')}
            />
          </div>
          <figcaption className={styles.qrCaption}>{t('shell.apps.qrCaption')}</figcaption>
        </figure>
      </div>
    </section>
  );
}

function AppList({ apps, state, onRetry }: Pick<OperatorAppsProps, 'apps' | 'state' | 'onRetry'>) {
  const { t } = useTranslation('ui');
  if (state === 'loading') {
    return (
      <div aria-busy="true">
        <span role="status" className={srOnly}>
          {t('shell.apps.loading')}
        </span>
        <ul className={styles.list}>
          {[0, 1, 2].map((index) => (
            <li key={index} className={styles.card}>
              <Skeleton width={160} height={27} />
              <Skeleton width={240} height={32} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div className={styles.failure} role="alert">
        <p className={styles.message}>{t('shell.apps.error')}</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('shell.apps.retry')}
        </Button>
      </div>
    );
  }
  if (apps.length === 0) return <p className={styles.message}>{t('shell.apps.empty')}</p>;
  return (
    <ul className={styles.list}>
      {apps.map(({ app, appStore, playStore }) => {
        const name = app.name ?? app.androidPackage;
        return (
          <li key={app.androidPackage} className={styles.card}>
            <h2 className={styles.appName}>{name}</h2>
            <div className={styles.stores}>
              {appStore ? <StoreLink href={appStore} label={t('shell.apps.appStore', { name })} /> : null}
              {playStore ? <StoreLink href={playStore} label={t('shell.apps.playStore', { name })} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function StoreLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation('ui');
  return (
    <Button asChild size="sm" variant="secondary">
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <span className={srOnly}> {t('common.opensInNewTab')}</span>
      </a>
    </Button>
  );
}
