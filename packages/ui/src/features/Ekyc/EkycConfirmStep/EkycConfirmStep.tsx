import { canConfirmOtp, type EkycSubmission } from '@selfcare/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { OtpInput } from '../../../components/OtpInput/OtpInput';
import { SubmissionFacts } from '../private/SubmissionFacts';
import * as styles from '../private/ekyc.css';

export interface EkycConfirmStepProps {
  /** What the operator read from the photos. */
  submission: EkycSubmission;
  /** Confirms the update with the six-digit code. */
  onSubmitOtp: (otp: string) => void;
  onResend: () => void;
  busy?: boolean;
  /** The operator's refusal of the code (wrong, expired, locked), in the reader's language or its own. */
  error?: string | undefined;
}

/** ACC-56: the data read from the card to check, and the code sent to the number to confirm it. */
export function EkycConfirmStep({
  submission,
  onSubmitOtp,
  onResend,
  busy = false,
  error,
}: EkycConfirmStepProps) {
  const { t } = useTranslation('ui');
  const [otp, setOtp] = useState('');
  return (
    <form
      className={styles.section}
      onSubmit={(event) => {
        event.preventDefault();
        if (canConfirmOtp(otp) && !busy) onSubmitOtp(otp.trim());
      }}
    >
      <p>{t('ekyc.confirm.lead')}</p>
      <h2 className={styles.sectionTitle}>{t('ekyc.confirm.read')}</h2>
      <SubmissionFacts submission={submission} />
      <OtpInput value={otp} onValueChange={setOtp} error={error} />
      <div className={styles.actions}>
        <Button type="submit" disabled={!canConfirmOtp(otp)} loading={busy}>
          {t('ekyc.confirm.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={onResend} disabled={busy}>
          {t('ekyc.confirm.resend')}
        </Button>
      </div>
    </form>
  );
}
