import { useState } from 'react';
import { Button } from '../../../components/Button/Button';
import { CodeImage, type CodeKind } from '../private/CodeImage';
import { useOfferText } from '../private/offerText';
import * as styles from './VoucherCode.css';

export interface VoucherCodeProps {
  code: string;
  /** The voucher's last day, 'YYYY-MM-DD'. */
  expiresOn?: string | undefined;
  /** Which code image shows first. */
  initialKind?: CodeKind;
  /** Copies the text (the clipboard by default); injected by stories and tests. */
  copy?: (text: string) => Promise<void>;
}

// Async, so a browser without a clipboard (an insecure page) rejects instead of throwing.
const clipboardCopy = async (text: string) => navigator.clipboard.writeText(text);

/** LOY-48: a voucher's code as text, QR or barcode (the member card's renderers), with a copy button. */
export function VoucherCode({ code, expiresOn, initialKind = 'qr', copy = clipboardCopy }: VoucherCodeProps) {
  const text = useOfferText();
  const { t } = text;
  const [kind, setKind] = useState<CodeKind>(initialKind);
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | undefined>();
  const label = t(kind === 'qr' ? 'loyaltyOffers.code.qrLabel' : 'loyaltyOffers.code.barcodeLabel', { code });
  return (
    <div className={styles.root}>
      <p className={styles.label}>{t('loyaltyOffers.code.label')}</p>
      <p className={styles.code}>{code}</p>
      <div className={`${styles.frame} ${kind === 'qr' ? styles.qr : styles.barcode}`}>
        <CodeImage kind={kind} value={code} label={label} className={styles.svg} />
      </div>
      {expiresOn === undefined || expiresOn === '' ? null : (
        <p className={styles.label}>{t('loyaltyOffers.code.expiresOn', { date: text.day(expiresOn) })}</p>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            copy(code).then(
              () => setCopied('copied'),
              () => setCopied('copyFailed'),
            );
          }}
        >
          {t('loyaltyOffers.code.copy')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setKind(kind === 'qr' ? 'barcode' : 'qr')}>
          {t(kind === 'qr' ? 'loyaltyOffers.code.showBarcode' : 'loyaltyOffers.code.showQr')}
        </Button>
      </div>
      <p className={styles.status} role="status">
        {copied === undefined ? '' : t(`loyaltyOffers.code.${copied}`)}
      </p>
    </div>
  );
}
