import { formatPhoneDisplay, STATUS_CHECK_USSD, SUBSCRIBER_INFO_SMS } from '@selfcare/domain';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { Link } from '../../../components/Link/Link';
import * as styles from '../private/tttb.css';

// The QR library loads after the page's first screen (the ways are below the hero); its frame keeps the size meanwhile.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** Where the three ways lead (the portal checks and builds each address). */
export interface SubscriberInfoLinks {
  /** LAND-01 (1): the app's store pages. */
  readonly appStore: string;
  readonly googlePlay: string;
  /** What the QR code opens on a phone (the app's download page). */
  readonly qrValue: string;
  /** LAND-01 (2): the update website, with the msisdn query when the number is known. */
  readonly website: string;
  /** LAND-01 (3): the store finder. */
  readonly stores: string;
}

export interface SubscriberInfoUpdateProps {
  /** LAND-02: the subscriber's number (any form), when known. */
  number?: string | undefined;
  links: SubscriberInfoLinks;
  /** The callback form (CallbackPhoneForm), placed after the three ways. */
  callbackForm: ReactNode;
  /** Told the id of each link pressed (the campaign log, LAND-71); the link is followed anyway. */
  onAction?: (id: string) => void;
}

/**
 * LAND-01 … LAND-05: the subscriber-information page under its landing hero: the number, the three ways to update (the app by QR
 * and store links, the website, a store with an ID card), the callback form, and the hints to text TTTB
 * to 1414 (CONST-22) and to dial *110# for the status (CONST-23).
 */
export function SubscriberInfoUpdate({ number, links, callbackForm, onAction }: SubscriberInfoUpdateProps) {
  const { t } = useTranslation('ui');
  const waysId = useId();
  const hintsId = useId();
  const pressed = (id: string) => () => onAction?.(id);
  return (
    <div className={styles.page}>
      {number ? (
        <p className={styles.number}>
          <span>{t('landingTttb.number')}</span>
          <span className={styles.numberValue}>{formatPhoneDisplay(number)}</span>
        </p>
      ) : null}
      <section className={styles.section} aria-labelledby={waysId}>
        <h2 id={waysId} className={styles.sectionTitle}>
          {t('landingTttb.ways.title')}
        </h2>
        <ol className={styles.ways}>
          <li className={styles.way}>
            <h3 className={styles.wayTitle}>{t('landingTttb.ways.app.title')}</h3>
            <p className={styles.wayText}>{t('landingTttb.ways.app.text')}</p>
            <div className={styles.qrFrame}>
              <Suspense fallback={null}>
                <QRCodeSVG
                  value={links.qrValue}
                  size={styles.QR_SIZE_PX}
                  level="M"
                  bgColor="transparent"
                  fgColor="currentColor"
                  role="img"
                  aria-label={t('landingTttb.ways.app.qrLabel')}
                />
              </Suspense>
            </div>
            <div className={styles.storeLinks}>
              <Button asChild variant="secondary">
                <a href={links.appStore} onClick={pressed('app-store')}>
                  {t('landingTttb.ways.app.appStore')}
                </a>
              </Button>
              <Button asChild variant="secondary">
                <a href={links.googlePlay} onClick={pressed('google-play')}>
                  {t('landingTttb.ways.app.googlePlay')}
                </a>
              </Button>
            </div>
          </li>
          <li className={styles.way}>
            <h3 className={styles.wayTitle}>{t('landingTttb.ways.website.title')}</h3>
            <p className={styles.wayText}>{t('landingTttb.ways.website.text')}</p>
            <Link href={links.website} onClick={pressed('website')}>
              {t('landingTttb.ways.website.link')}
            </Link>
          </li>
          <li className={styles.way}>
            <h3 className={styles.wayTitle}>{t('landingTttb.ways.store.title')}</h3>
            <p className={styles.wayText}>{t('landingTttb.ways.store.text')}</p>
            <Link href={links.stores} onClick={pressed('stores')}>
              {t('landingTttb.ways.store.link')}
            </Link>
          </li>
        </ol>
      </section>
      {callbackForm}
      <section className={styles.section} aria-labelledby={hintsId}>
        <h2 id={hintsId} className={styles.sectionTitle}>
          {t('landingTttb.hints.title')}
        </h2>
        <ul className={styles.hints}>
          <li>
            {t('landingTttb.hints.sms', {
              text: SUBSCRIBER_INFO_SMS.text,
              shortCode: SUBSCRIBER_INFO_SMS.shortCode,
            })}
          </li>
          <li>{t('landingTttb.hints.ussd', { code: STATUS_CHECK_USSD })}</li>
        </ul>
      </section>
    </div>
  );
}
