import { canConfirmOtp } from '@selfcare/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { OtpInput } from '../../../components/OtpInput/OtpInput';
import * as styles from '../private/family.css';

export interface FamilyOtpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The change's own fields (the number, the slider), above the code. */
  children?: ReactNode;
  /** Whether those fields allow asking for a code (a valid number …). */
  ready?: boolean;
  /** Asks the server to send the master a code for this change. */
  onRequestCode: () => void;
  /** A code was sent: the code field shows. */
  codeSent: boolean;
  /** Confirms with the code typed. */
  onConfirm: (otp: string) => void;
  /** The code on its way, or the change. */
  pending?: 'code' | 'change' | undefined;
  /** The operator's refusal of the last step. */
  failure?: string | undefined;
}

/**
 * ROLE-16: a master change confirmed by a one-time code sent to the master: the change's fields, a button
 * that sends the code, the six-digit code, and a confirm that stays disabled until a code is typed (VAL-23).
 * Keyboard alone: Tab through the fields and buttons; Enter in the code submits; Escape closes.
 */
export function FamilyOtpDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  ready = true,
  onRequestCode,
  codeSent,
  onConfirm,
  pending,
  failure,
}: FamilyOtpDialogProps) {
  const { t } = useTranslation('ui');
  const [otp, setOtp] = useState('');
  const canConfirm = ready && codeSent && canConfirmOtp(otp);
  const close = (next: boolean) => {
    if (!next) setOtp('');
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canConfirm) onConfirm(otp);
  };
  return (
    <Dialog open={open} onOpenChange={close} title={title} description={description} size="sm">
      <form className={styles.form} onSubmit={submit} noValidate>
        {children}
        <div className={styles.actions}>
          <Button
            type="button"
            variant="secondary"
            disabled={!ready}
            loading={pending === 'code'}
            onClick={onRequestCode}
          >
            {codeSent ? t('family.otp.resend') : t('family.otp.send')}
          </Button>
        </div>
        {codeSent ? (
          <>
            <p className={styles.muted} role="status">
              {t('family.otp.sent')}
            </p>
            <OtpInput value={otp} onValueChange={setOtp} />
          </>
        ) : null}
        {failure !== undefined ? (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!canConfirm} loading={pending === 'change'}>
            {t('family.otp.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
