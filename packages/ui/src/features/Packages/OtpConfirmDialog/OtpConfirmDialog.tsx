import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canConfirmOtp, formatPhoneDisplay, formatPrice, type PackageSummary } from '@selfcare/domain';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { OtpInput } from '../../../components/OtpInput/OtpInput';
import * as styles from './OtpConfirmDialog.css';

export interface OtpConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pkg: Pick<PackageSummary, 'name' | 'price'>;
  /** The subscriber's number (84… or 0…), shown grouped. */
  msisdn: string;
  /** Called with the typed code; the owner closes the dialog when the registration is done. */
  onConfirm: (otp: string) => void;
  onResend?: () => void;
  /** The registration is running: confirm busy, the code kept. */
  confirming?: boolean;
  resending?: boolean;
  /** A translated message (wrong code, server message); the typed code is kept. */
  error?: string;
}

/** PKG-11, PKG-14: the OTP confirm of a package registration; confirm stays disabled while the code is empty (VAL-23). */
export function OtpConfirmDialog({
  open,
  onOpenChange,
  pkg,
  msisdn,
  onConfirm,
  onResend,
  confirming = false,
  resending = false,
  error,
}: OtpConfirmDialogProps) {
  const { t, i18n } = useTranslation('ui');
  const [otp, setOtp] = useState('');
  const change = (next: boolean) => {
    if (!next) setOtp('');
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={t('packages.otp.title')}
      description={t('packages.otp.message', {
        phone: formatPhoneDisplay(msisdn),
        name: pkg.name,
        price: formatPrice(pkg.price, i18n.language),
      })}
      size="sm"
      footer={
        <>
          {onResend ? (
            <Button variant="ghost" onClick={onResend} loading={resending} disabled={confirming}>
              {t('packages.otp.resend')}
            </Button>
          ) : null}
          <Button disabled={!canConfirmOtp(otp)} loading={confirming} onClick={() => onConfirm(otp.trim())}>
            {t('packages.otp.confirm')}
          </Button>
        </>
      }
    >
      <form
        className={styles.body}
        onSubmit={(event) => {
          event.preventDefault();
          if (canConfirmOtp(otp) && !confirming) onConfirm(otp.trim());
        }}
      >
        <OtpInput value={otp} onValueChange={setOtp} error={error} />
      </form>
    </Dialog>
  );
}
