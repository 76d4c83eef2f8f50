import { canConfirmOtp, formatPhoneDisplay } from '@selfcare/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { OtpInput } from '../../../components/OtpInput/OtpInput';
import * as styles from '../private/family.css';
import { useResendSecondsLeft } from '../private/useResendSecondsLeft';

/** Issue 47: the invitation the master's code sent, waiting for the member's own code. */
export interface FamilyInvitationStep {
  /** The invited number (its 84 form). */
  msisdn: string;
  /** Whether the last code reached the number (the OTP limits may hold it back). */
  codeSent: boolean;
  /** Epoch ms from which another code may be sent to the number. */
  resendAvailableAt: number;
}

export interface FamilyMemberCodeStepProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invitation: FamilyInvitationStep;
  onConfirm: (otp: string) => void;
  onResend: () => void;
  /** The code on its way, or the join. */
  pending?: 'code' | 'change' | undefined;
  failure?: string | undefined;
}

/**
 * Issue 47, item 5: the add dialog's second step. The invited number got a code of its own; its holder reads
 * it out to the master if they agree, and only that code adds them. A resend waits out the operator's
 * countdown. Closing leaves the invitation standing: its holder may still answer on their own family page.
 */
export function FamilyMemberCodeStep({
  open,
  onOpenChange,
  invitation,
  onConfirm,
  onResend,
  pending,
  failure,
}: FamilyMemberCodeStepProps) {
  const { t } = useTranslation('ui');
  const [otp, setOtp] = useState('');
  const wait = useResendSecondsLeft(invitation.resendAvailableAt);
  const phone = formatPhoneDisplay(invitation.msisdn);
  const canConfirm = canConfirmOtp(otp) && pending !== 'change';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canConfirm) onConfirm(otp.trim());
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('family.invite.title')}
      description={t('family.invite.description', { phone })}
      size="sm"
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted} role="status">
          {invitation.codeSent ? t('family.invite.sent', { phone }) : t('family.invite.notSent', { phone })}
        </p>
        <OtpInput value={otp} onValueChange={setOtp} />
        <div className={styles.actions}>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={wait > 0}
            loading={pending === 'code'}
            onClick={onResend}
          >
            {wait > 0 ? t('family.invite.resendWait', { seconds: wait }) : t('family.invite.resend')}
          </Button>
        </div>
        {failure !== undefined ? (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('family.invite.later')}
          </Button>
          <Button type="submit" disabled={!canConfirmOtp(otp)} loading={pending === 'change'}>
            {t('family.invite.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
