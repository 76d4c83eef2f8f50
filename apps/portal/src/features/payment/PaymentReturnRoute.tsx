import { formatPrice } from '@selfcare/domain';
import { Button, Card } from '@selfcare/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { sessionKeys } from '../../lib/storage';
import * as styles from './payment.css';
import { readPaymentOutcome } from './paymentOutcome';

/** PKG-28, PKG-30: the outcome of a package payment, in the reader's language, with the package saved before leaving (ENT-18). */
export function Component() {
  const { t, i18n } = useTranslation('payment');
  const [query] = useSearchParams();
  const outcome = readPaymentOutcome(query);
  const [packageName] = useState(
    () => window.sessionStorage.getItem(sessionKeys.savedPackageName) ?? outcome.packageCode ?? '',
  );
  return (
    <section className={styles.page} aria-labelledby="payment-result-title">
      <Card elevated padding="lg">
        <h1 id="payment-result-title" className={styles.title[outcome.status]}>
          {t(`result.${outcome.status}.title`)}
        </h1>
        <p>{t(`result.${outcome.status}.body`, { name: packageName })}</p>
        {outcome.status !== 'unknown' ? (
          <dl className={styles.facts}>
            <dt>{t('result.package')}</dt>
            <dd>{packageName}</dd>
            {outcome.amount !== undefined ? (
              <>
                <dt>{t('result.amount')}</dt>
                <dd>{formatPrice(outcome.amount, i18n.language)}</dd>
              </>
            ) : null}
            {outcome.transactionId ? (
              <>
                <dt>{t('result.transaction')}</dt>
                <dd>{outcome.transactionId}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        <div className={styles.actions}>
          <Button asChild>
            <Link to={paths.services.getHref()}>
              {t(outcome.status === 'success' ? 'result.more' : 'result.again')}
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.home.getHref()}>{t('result.home')}</Link>
          </Button>
        </div>
      </Card>
    </section>
  );
}
