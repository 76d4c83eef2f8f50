import { EmptyState, BillPayment, BillTransfer, type BillPayMethod, type PaymentError } from '@selfcare/ui';
import { toBillPaymentStart } from '@selfcare/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../lib/LoadFailure';
import { leaveForPayment } from '../../lib/packages/redirect';
import * as pageStyles from '../../lib/pageStyles.css';
import { checkedHref } from '../../lib/safeNavigation';
import { usePortalQueries } from '../../lib/services';
import { useCallMutation } from '../../lib/useCallMutation';
import { paymentErrorOf } from './paymentError';
import { useBillTransfer } from './useBillTransfer';
import { useRequestId } from './useRequestId';

/**
 * ACC-45, ERR-45, ERR-46: the subscriber's payment code with its amount due and billing months, paid
 * through the gateway (as the packages payment) or by bank transfer with a QR code (ACC-46, polled).
 */
export function Component() {
  const { t } = useTranslation(['payments', 'errors']);
  const { paymentQueries } = usePortalQueries();
  const accounts = useQuery(paymentQueries.billAccounts());
  const billCode = accounts.data?.[0]?.billCode;
  const detail = useQuery({ ...paymentQueries.billDetail(billCode ?? ''), enabled: billCode !== undefined });
  const pay = useCallMutation('product_ttc_billcode_update_info', {
    map: (answer) => toBillPaymentStart(answer.result),
  });
  const requestId = useRequestId();
  const [error, setError] = useState<PaymentError | undefined>(undefined);
  const [transactionId, setTransactionId] = useState<string | undefined>(undefined);
  const transfer = useBillTransfer(transactionId, billCode);

  const payBill = async (method: BillPayMethod) => {
    if (billCode === undefined) return;
    setError(undefined);
    const payment = { bill_code: billCode, pay_method: method };
    const outcome = await pay.run({ ...payment, request_id: requestId.idFor(payment) });
    if (!outcome.ok) {
      setError(paymentErrorOf(outcome));
      return;
    }
    requestId.settled();
    if (method === 'QR') {
      setTransactionId(outcome.data.transactionId);
      return;
    }
    const gateway = checkedHref(outcome.data.redirectUrl);
    if (gateway === undefined) setError({ message: t('errors:unsafeLink') });
    else leaveForPayment(gateway);
  };

  const failed = accounts.isError ? accounts.error : detail.isError ? detail.error : transfer.transfer.error;
  return (
    <section className={pageStyles.page} aria-labelledby="bill-title">
      <div>
        <h1 id="bill-title" className={pageStyles.title}>
          {t('bill.title')}
        </h1>
        <p>{t('bill.lead')}</p>
      </div>
      {failed ? (
        <LoadFailure error={failed} />
      ) : accounts.data?.length === 0 ? (
        <EmptyState title={t('bill.noneTitle')} />
      ) : transactionId !== undefined && transfer.transfer.data ? (
        <BillTransfer
          transfer={transfer.transfer.data}
          state={transfer.state}
          onBack={() => setTransactionId(undefined)}
        />
      ) : (
        <BillPayment
          detail={detail.data}
          loading={accounts.isPending || detail.isPending}
          onPay={(method) => void payBill(method)}
          paying={pay.isPending}
          error={error}
        />
      )}
    </section>
  );
}
