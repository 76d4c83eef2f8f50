import { formatPrice } from '@selfcare/domain';
import { Button, Card } from '@selfcare/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import * as pageStyles from '../../lib/pageStyles.css';
import { readPaymentResult } from './paymentResult';

/** Issue 19: where the gateway sends the browser back after a top-up or a bill payment (as PKG-30 does). */
export function Component() {
  const { t, i18n } = useTranslation(['payments']);
  const [query] = useSearchParams();
  const result = readPaymentResult(query);
  const again = result.kind === 'bill' ? 'thanh-toan-dich-vu' : 'nap-tien';
  return (
    <section className={pageStyles.page} aria-labelledby="payment-result-title">
      <Card elevated padding="lg">
        <h1 id="payment-result-title" className={pageStyles.title}>
          {t(`result.${result.status}.title`)}
        </h1>
        <p>
          {result.status === 'unknown'
            ? t('result.unknown.body')
            : t(`result.${result.status}.${result.kind}`)}
        </p>
        {result.status !== 'unknown' ? (
          <dl>
            {result.amount !== undefined ? (
              <>
                <dt>{t('result.amount')}</dt>
                <dd>{formatPrice(result.amount, i18n.language)}</dd>
              </>
            ) : null}
            {result.transactionId ? (
              <>
                <dt>{t('result.transaction')}</dt>
                <dd>{result.transactionId}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        <Button asChild>
          <Link to={paths.features.getHref(again)}>
            {result.kind === 'bill' ? t('result.againBill') : t('result.againTopUp')}
          </Link>
        </Button>{' '}
        <Button asChild variant="secondary">
          <Link to={paths.home.getHref()}>{t('result.home')}</Link>
        </Button>
      </Card>
    </section>
  );
}
