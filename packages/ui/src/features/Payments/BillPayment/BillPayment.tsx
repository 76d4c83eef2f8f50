import { billAmountDue, formatPrice, isBillSettled, type BillDetail } from '@selfcare/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { ChoiceGroup } from '../private/ChoiceGroup';
import { PaymentAlert, type PaymentError } from '../private/PaymentAlert';
import * as styles from '../private/payments.css';

export type BillPayMethod = 'GATEWAY' | 'QR';

export interface BillPaymentProps {
  /** API-083: the payment code, its amount due and bills; undefined while loading. */
  detail: BillDetail | undefined;
  loading?: boolean;
  onPay: (method: BillPayMethod) => void;
  paying?: boolean;
  /** The refusal of the last payment (ERR-45 already paid, ERR-46 code missing …). */
  error?: PaymentError | undefined;
}

/** ACC-45: the amount due of the subscriber's payment code, its billing months, and how to pay it. */
export function BillPayment({ detail, loading = false, onPay, paying = false, error }: BillPaymentProps) {
  const { t, i18n } = useTranslation('ui');
  const [method, setMethod] = useState<BillPayMethod>('GATEWAY');
  const price = (amount: number) => formatPrice(amount, i18n.language);

  if (loading || detail === undefined)
    return (
      <div role="status" aria-label={t('payments.bill.loading')}>
        <Skeleton shape="rect" height={160} />
      </div>
    );

  const due = billAmountDue(detail.bills);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay(method);
  };

  return (
    <form className={styles.form} aria-label={t('payments.bill.label')} onSubmit={submit} noValidate>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('payments.bill.code')}</dt>
        <dd className={styles.code}>{detail.billCode}</dd>
        {detail.customerName ? (
          <>
            <dt className={styles.term}>{t('payments.bill.customer')}</dt>
            <dd>{detail.customerName}</dd>
          </>
        ) : null}
        <dt className={styles.term}>{t('payments.bill.due')}</dt>
        <dd className={styles.strong}>{price(due)}</dd>
      </dl>
      <table className={styles.table}>
        <caption className={styles.note}>{t('payments.bill.bills')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {t('payments.bill.period')}
            </th>
            <th scope="col" className={styles.cell}>
              {t('payments.bill.amount')}
            </th>
            <th scope="col" className={styles.cell}>
              {t('payments.bill.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {detail.bills.map((bill) => (
            <tr key={bill.id}>
              <td className={styles.cell}>{bill.period}</td>
              <td className={styles.cell}>{price(bill.amount)}</td>
              <td className={styles.cell}>
                <Badge tone={bill.paid ? 'positive' : 'caution'}>
                  {bill.paid ? t('payments.bill.paid') : t('payments.bill.unpaid')}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <PaymentAlert error={error} />
      {isBillSettled(detail.bills) ? (
        <p role="status" className={styles.done}>
          {t('payments.bill.settled')}
        </p>
      ) : (
        <>
          <ChoiceGroup<BillPayMethod>
            legend={t('payments.bill.method')}
            choices={[
              { value: 'GATEWAY', label: t('payments.bill.gateway') },
              { value: 'QR', label: t('payments.bill.qr') },
            ]}
            value={method}
            onChange={setMethod}
          />
          <Button type="submit" loading={paying}>
            {t('payments.bill.pay', { amount: price(due) })}
          </Button>
        </>
      )}
    </form>
  );
}
