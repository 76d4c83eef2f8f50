import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeCanvas } from 'qrcode.react';
import type { DeviceKind, RoamingPackage, Transaction } from '@selfcare/domain';
import {
  formatFee,
  formatPhoneDisplay,
  formatPrice,
  QR_LONG_PRESS_MS,
  ROAMING_QR_SIZE_PX,
} from '@selfcare/domain';
import { Button } from '../../../components/Button/Button';
import { Dialog, DialogClose } from '../../../components/Dialog/Dialog';
import { Link } from '../../../components/Link/Link';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { srOnly } from '../../../components/private/srOnly.css';
import { Pair } from '../private/Pair';
import { PriceText } from '../private/PriceText';
import * as shared from '../private/shared.css';
import * as styles from './RoamingQrPayment.css';

/** Secondary actions of the payment screen, reported for analytics (ROAM-010). */
export type RoamingQrInteraction = 'saveQr' | 'transactionInfo' | 'coupon';

export interface RoamingQrPaymentProps {
  device: DeviceKind;
  /** The subscriber number as sent (84 form): shown as 0xxx xxx xxx (ROAM-070). */
  msisdn: string;
  pkg: RoamingPackage;
  /** The created transaction (ROAM-065); undefined while it is being created. */
  transaction: Transaction | undefined;
  /** ROAM-066: the QR text. */
  qrText: string | undefined;
  qrState: 'loading' | 'ready' | 'error';
  onRetryQr: () => void;
  /** ROAM-076: opens the bank chooser. */
  onPay: () => void;
  /** ROAM-078: turn data roaming off. */
  onTurnOff: () => void;
  turningOff?: boolean;
  /** ROAM-077: opens the payment guide. */
  onShowGuide: () => void;
  onInteraction?: (name: RoamingQrInteraction) => void;
}

/** ROAM-069 … ROAM-077, ROAM-082 … ROAM-085: the QR payment screen and its QR and transaction modals. */
export function RoamingQrPayment(props: RoamingQrPaymentProps) {
  const {
    device,
    msisdn,
    pkg,
    transaction,
    qrText,
    qrState,
    onRetryQr,
    onPay,
    onTurnOff,
    turningOff = false,
    onShowGuide,
    onInteraction,
  } = props;
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pressTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [saveImage, setSaveImage] = useState<string | undefined>(undefined);
  const [infoOpen, setInfoOpen] = useState(false);
  const [couponUsed, setCouponUsed] = useState(false);
  const money = (amount: number) => formatPrice(amount, i18n.language);
  const fee = transaction ? formatFee(transaction.feeAmount, i18n.language) : undefined;
  const ready = qrState === 'ready' && qrText !== undefined && transaction !== undefined;

  const openSave = () => {
    onInteraction?.('saveQr');
    setSaveImage(canvasRef.current?.toDataURL('image/png') ?? '');
  };
  // ROAM-083, ROAM-084: on iOS a 500 ms long-press on the QR opens the save-to-Photos instruction.
  const cancelPress = () => clearTimeout(pressTimer.current);
  const startPress = () => {
    if (device !== 'IOS' || !ready) return;
    cancelPress();
    pressTimer.current = setTimeout(openSave, QR_LONG_PRESS_MS);
  };

  return (
    <section className={shared.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('roaming.qr.title')}
      </h2>
      <dl className={shared.summary}>
        <Pair label={t('roaming.qr.number')} value={formatPhoneDisplay(msisdn)} />
        <Pair label={t('roaming.qr.package')} value={pkg.name} />
        <Pair
          label={t('roaming.qr.price')}
          value={<PriceText price={pkg.price} cycle={pkg.cycleDescription} />}
        />
      </dl>
      <div
        className={styles.qrBox}
        onPointerDown={startPress}
        onPointerUp={cancelPress}
        onPointerLeave={cancelPress}
        onPointerCancel={cancelPress}
        onContextMenu={(event) => {
          if (device === 'IOS') event.preventDefault();
        }}
        aria-busy={qrState === 'loading'}
      >
        {ready ? (
          <QRCodeCanvas
            ref={canvasRef}
            value={qrText}
            size={ROAMING_QR_SIZE_PX}
            level="M"
            role="img"
            aria-label={t('roaming.qr.qrLabel', {
              amount: money(transaction.finalAmount),
              id: transaction.id,
            })}
            data-testid="roaming-qr"
            data-qr-text={qrText}
          />
        ) : qrState === 'error' ? (
          <div className={styles.qrError} role="alert">
            <p className={shared.muted}>{t('roaming.qr.qrError')}</p>
            <Button size="sm" variant="secondary" onClick={onRetryQr}>
              {t('roaming.qr.qrRetry')}
            </Button>
          </div>
        ) : (
          <>
            <Skeleton shape="rect" width={ROAMING_QR_SIZE_PX} height={ROAMING_QR_SIZE_PX} />
            <span role="status" className={srOnly}>
              {t('roaming.qr.qrLoading')}
            </span>
          </>
        )}
      </div>
      <div className={shared.centeredActions}>
        <Button variant="ghost" size="sm" disabled={!ready} onClick={openSave}>
          {device === 'IOS' ? t('roaming.qr.saveQr') : t('roaming.qr.downloadQr')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={!transaction}
          onClick={() => {
            onInteraction?.('transactionInfo');
            setInfoOpen(true);
          }}
        >
          {t('roaming.qr.info')}
        </Button>
      </div>
      {device === 'IOS' && ready ? <p className={styles.hint}>{t('roaming.qr.longPressHint')}</p> : null}
      <dl className={shared.summary}>
        <Pair
          label={t('roaming.qr.fee')}
          value={fee === undefined ? '—' : fee.kind === 'free' ? t('roaming.qr.free') : fee.text}
        />
      </dl>
      <p className={styles.amount} aria-live="polite">
        <span className={styles.amountLabel}>{t('roaming.qr.finalAmount')}</span>
        {transaction ? money(transaction.finalAmount) : <Skeleton width={160} height={38} />}
      </p>
      <div className={styles.coupon}>
        <div>
          <p className={styles.couponTitle}>{t('roaming.qr.coupon')}</p>
          <p className={styles.couponNote}>{t('roaming.qr.couponNote')}</p>
        </div>
        <Link
          href="#coupon"
          aria-pressed={couponUsed}
          role="button"
          onClick={(event) => {
            event.preventDefault();
            onInteraction?.('coupon');
            setCouponUsed((used) => !used);
          }}
        >
          {couponUsed ? t('roaming.qr.couponApplied') : t('roaming.qr.useCoupon')}
        </Link>
      </div>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onTurnOff} loading={turningOff}>
          {t('roaming.qr.turnOff')}
        </Button>
        <Button onClick={onPay} disabled={!ready}>
          {t('roaming.qr.pay')}
        </Button>
      </div>
      <p className={shared.muted}>
        {t('roaming.qr.note')}{' '}
        <Link
          href="#payment-guide"
          onClick={(event) => {
            event.preventDefault();
            onShowGuide();
          }}
        >
          {t('roaming.qr.guideLink')}
        </Link>
      </p>
      <Dialog
        open={saveImage !== undefined}
        onOpenChange={(open) => !open && setSaveImage(undefined)}
        title={t('roaming.qr.saveTitle')}
        size="sm"
      >
        <div className={shared.stack}>
          <p className={shared.muted}>
            {device === 'IOS' ? t('roaming.qr.saveIos') : t('roaming.qr.saveAndroid')}
          </p>
          {saveImage ? (
            <img
              className={styles.savedImage}
              src={saveImage}
              alt={
                transaction
                  ? t('roaming.qr.qrLabel', { amount: money(transaction.finalAmount), id: transaction.id })
                  : ''
              }
            />
          ) : null}
          {device !== 'IOS' && saveImage ? (
            <Button asChild>
              <a href={saveImage} download={`vietqr-${transaction?.id ?? 'roaming'}.png`}>
                {t('roaming.qr.downloadQr')}
              </a>
            </Button>
          ) : null}
        </div>
      </Dialog>
      <Dialog
        open={infoOpen}
        onOpenChange={setInfoOpen}
        title={t('roaming.qr.info')}
        size="sm"
        footer={
          <DialogClose asChild>
            <Button variant="secondary">{t('roaming.qr.back')}</Button>
          </DialogClose>
        }
      >
        {transaction ? (
          <dl className={shared.summary}>
            <Pair label={t('roaming.qr.transactionId')} value={transaction.id} />
            <Pair label={t('roaming.qr.package')} value={pkg.name} />
            <Pair label={t('roaming.qr.price')} value={money(transaction.amount)} />
            <Pair
              label={t('roaming.qr.fee')}
              value={fee?.kind === 'amount' ? fee.text : t('roaming.qr.free')}
            />
            <Pair label={t('roaming.qr.discount')} value={money(transaction.discountAmount)} />
            <Pair label={t('roaming.qr.finalAmount')} value={money(transaction.finalAmount)} />
          </dl>
        ) : null}
      </Dialog>
    </section>
  );
}
