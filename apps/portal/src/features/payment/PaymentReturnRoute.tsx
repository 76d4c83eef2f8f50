import { formatPrice, type ConfirmedPayment } from '@selfcare/domain';
import { Button, Card } from '@selfcare/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useConfirmedPayment } from '../../lib/confirmedPayment';
import { LoadFailure } from '../../lib/LoadFailure';
import * as styles from './payment.css';

/** The payment's facts as the server gave them. */
function Facts({ payment }: { payment: ConfirmedPayment }) {
  const { t, i18n } = useTranslation('payment');
  return (
    <dl className={styles.facts}>
      <dt>{t('result.package')}</dt>
      <dd>{payment.packageName ?? payment.packageCode}</dd>
      <dt>{t('result.amount')}</dt>
      <dd>{formatPrice(payment.amount, i18n.language)}</dd>
      <dt>{t('result.transaction')}</dt>
      <dd>{payment.transactionId}</dd>
    </dl>
  );
}

/**
 * PKG-28, PKG-30: the outcome of a package payment, in the reader's language. Issue 47: the return address
 * names the transaction and nothing more is taken from it; the outcome, the package and the amount are what
 * the server confirms for the signed-in subscriber's own payment, and a payment it does not confirm shows no
 * outcome at all.
 */
export function Component() {
  const { t } = useTranslation('payment');
  const { search } = useLocation();
  const confirmation = useConfirmedPayment(search, ['package']);
  const state = confirmation.state;
  // A payment still pending reads as 'no result yet' (the 'unknown' texts).
  const heading = state === 'failure' ? 'unconfirmed' : state === 'pending' ? 'unknown' : state;
  const tone = state === 'success' || state === 'failed' ? state : 'unknown';
  const packageName =
    'payment' in confirmation
      ? (confirmation.payment.packageName ?? confirmation.payment.packageCode ?? '')
      : '';
  return (
    <section className={styles.page} aria-labelledby="payment-result-title">
      <Card elevated padding="lg">
        <h1 id="payment-result-title" className={styles.title[tone]}>
          {t(`result.${heading}.title`)}
        </h1>
        {state === 'failure' ? (
          <LoadFailure error={confirmation.error} onRetry={confirmation.retry} />
        ) : (
          <p role={state === 'checking' ? 'status' : undefined}>
            {t(`result.${heading}.body`, { name: packageName })}
          </p>
        )}
        {'payment' in confirmation ? <Facts payment={confirmation.payment} /> : null}
        <div className={styles.actions}>
          {state === 'pending' ? (
            <Button variant="secondary" onClick={confirmation.refresh}>
              {t('result.check')}
            </Button>
          ) : null}
          <Button asChild>
            <Link to={paths.services.getHref()}>
              {t(state === 'success' ? 'result.more' : 'result.again')}
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
