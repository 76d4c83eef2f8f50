import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LandingFooterContent } from '../types';
import { ActionLink } from '../private/actionLink';
import * as shared from '../private/landing.css';
import * as styles from './LandingFooter.css';

export type LandingFooterProps = LandingFooterContent;

// The QR library loads after the page's first screen (the footer is below it); its frame keeps the size meanwhile.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** LAND-24, LAND-36, LAND-51: the store buttons and a QR code to get the app on a phone, and the small print. */
export function LandingFooter({
  title,
  lead,
  appStoreHref,
  playStoreHref,
  qrValue,
  note,
}: LandingFooterProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <section className={styles.footer} aria-labelledby={titleId}>
      <div className={styles.copy}>
        <h2 id={titleId} className={shared.blockTitle}>
          {title}
        </h2>
        {lead ? <p className={shared.lead}>{lead}</p> : null}
        <div className={styles.stores}>
          {appStoreHref ? (
            <ActionLink
              size="md"
              link={{
                id: 'app-store',
                label: t('landing.stores.appStore'),
                href: appStoreHref,
                variant: 'secondary',
              }}
            />
          ) : null}
          {playStoreHref ? (
            <ActionLink
              size="md"
              link={{
                id: 'play-store',
                label: t('landing.stores.playStore'),
                href: playStoreHref,
                variant: 'secondary',
              }}
            />
          ) : null}
        </div>
        {note ? <p className={styles.note}>{note}</p> : null}
      </div>
      {qrValue ? (
        <figure className={styles.qr}>
          <div className={styles.qrFrame}>
            <Suspense fallback={null}>
              <QRCodeSVG
                value={qrValue}
                size={styles.QR_SIZE_PX}
                level="M"
                bgColor="transparent"
                fgColor="currentColor"
                role="img"
                aria-label={t('landing.stores.qrLabel')}
              />
            </Suspense>
          </div>
          <figcaption className={styles.caption}>{t('landing.stores.qrCaption')}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}
