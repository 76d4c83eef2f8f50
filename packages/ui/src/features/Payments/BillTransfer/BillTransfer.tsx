import { formatPrice, type BillPaymentState, type BillTransfer as Transfer } from '@selfcare/domain';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import * as styles from '../private/payments.css';

// The QR library loads with the transfer, not with the bill page (its frame is sized, nothing moves).
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

export interface BillTransferProps {
  /** API-085: what to transfer. */
  transfer: Transfer;
  /** API-084, CONST-03: the state the page polls; 'timedOut' once the checks are used up. */
  state: BillPaymentState | 'timedOut';
  onBack: () => void;
}

/** ACC-45, ACC-46: the bill's bank transfer as a VietQR code and in words, with the transfer's state. */
export function BillTransfer({ transfer, state, onBack }: BillTransferProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  const amount = formatPrice(transfer.amount, i18n.language);
  return (
    <section className={styles.form} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.strong}>
        {t('payments.transfer.label')}
      </h2>
      <p className={styles.note}>{t('payments.transfer.lead')}</p>
      <div className={styles.qrFrame}>
        <Suspense fallback={null}>
          <QRCodeSVG
            value={transfer.qrContent}
            size={styles.QR_SIZE_PX}
            marginSize={2}
            role="img"
            aria-label={t('payments.transfer.qr', { amount })}
          />
        </Suspense>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('payments.transfer.amount')}</dt>
        <dd className={styles.strong}>{amount}</dd>
        {transfer.bankName ? (
          <>
            <dt className={styles.term}>{t('payments.transfer.bank')}</dt>
            <dd>{transfer.bankName}</dd>
          </>
        ) : null}
        {transfer.accountNumber ? (
          <>
            <dt className={styles.term}>{t('payments.transfer.account')}</dt>
            <dd className={styles.code}>{transfer.accountNumber}</dd>
          </>
        ) : null}
        {transfer.transferNote ? (
          <>
            <dt className={styles.term}>{t('payments.transfer.note')}</dt>
            <dd className={styles.code}>{transfer.transferNote}</dd>
          </>
        ) : null}
      </dl>
      <p
        role="status"
        className={state === 'paid' ? styles.done : state === 'failed' ? styles.alert : styles.note}
      >
        {t(`payments.transfer.${state}`)}
      </p>
      {state === 'paid' ? null : (
        <Button variant="secondary" onClick={onBack}>
          {t('payments.transfer.back')}
        </Button>
      )}
    </section>
  );
}
