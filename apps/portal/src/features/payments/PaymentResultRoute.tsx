import { formatPrice, type ConfirmedPayment } from '@selfcare/domain';
import { Button, Card } from '@selfcare/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useConfirmedPayment } from '../../lib/confirmedPayment';
import { LoadFailure } from '../../lib/LoadFailure';
import * as pageStyles from '../../lib/pageStyles.css';

/** The payment's facts as the server gave them. */
function Facts({ payment }: { payment: ConfirmedPayment }) {
  const { t, i18n } = useTranslation(['payments']);
  return (
    <dl>
      <dt>{t('result.amount')}</dt>
      <dd>{formatPrice(payment.amount, i18n.language)}</dd>
      <dt>{t('result.transaction')}</dt>
      <dd>{payment.transactionId}</dd>
    </dl>
  );
}

/**
 * Issue 19: where the gateway sends the browser back after a top-up or a bill payment (as PKG-30 does).
 * Issue 47: only the transaction id is taken from the address; the outcome, the kind and the amount are what
 * the server confirms for the signed-in subscriber's own payment, and an unconfirmed one shows no outcome.
 */
export function Component() {
  const { t } = useTranslation(['payments']);
  const { search } = useLocation();
  const confirmation = useConfirmedPayment(search, ['topup', 'cardCode', 'bill']);
  const state = confirmation.state;
  const payment = 'payment' in confirmation ? confirmation.payment : undefined;
  const kind = payment?.kind === 'bill' ? 'bill' : 'topup';
  const again = kind === 'bill' ? 'thanh-toan-dich-vu' : 'nap-tien';
  const body =
    state === 'success' || state === 'failed'
      ? t(`result.${state}.${kind}`)
      : state === 'pending'
        ? t('result.unknown.body')
        : state === 'checking'
          ? t('result.checking.body')
          : state === 'unconfirmed'
            ? t('result.unconfirmed.body')
            : undefined;
  const heading = state === 'failure' ? 'unconfirmed' : state === 'pending' ? 'unknown' : state;
  return (
    <section className={pageStyles.page} aria-labelledby="payment-result-title">
      <Card elevated padding="lg">
        <h1 id="payment-result-title" className={pageStyles.title}>
          {t(`result.${heading}.title`)}
        </h1>
        {state === 'failure' ? <LoadFailure error={confirmation.error} onRetry={confirmation.retry} /> : null}
        {body !== undefined ? <p role={state === 'checking' ? 'status' : undefined}>{body}</p> : null}
        {payment ? <Facts payment={payment} /> : null}
        {state === 'pending' ? (
          <>
            <Button variant="secondary" onClick={confirmation.refresh}>
              {t('result.check')}
            </Button>{' '}
          </>
        ) : null}
        <Button asChild>
          <Link to={paths.features.getHref(again)}>
            {kind === 'bill' ? t('result.againBill') : t('result.againTopUp')}
          </Link>
        </Button>{' '}
        <Button asChild variant="secondary">
          <Link to={paths.home.getHref()}>{t('result.home')}</Link>
        </Button>
      </Card>
    </section>
  );
}
