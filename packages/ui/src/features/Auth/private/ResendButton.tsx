import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import * as styles from './auth.css';
import { useSecondsLeft } from './useSecondsLeft';

export interface ResendButtonProps {
  /** Epoch ms from which a new code may be asked for; before it the button counts down. */
  availableAt?: number | undefined;
  onResend: () => void;
  busy?: boolean | undefined;
}

/** AUTH-04: the resend link, disabled with a countdown while the operator's wait runs (CONST-56, CONST-58). */
export function ResendButton({ availableAt, onResend, busy }: ResendButtonProps) {
  const { t } = useTranslation('ui');
  const seconds = useSecondsLeft(availableAt);
  const waiting = seconds > 0;
  return (
    <div className={styles.resendRow}>
      <Button variant="ghost" size="sm" disabled={waiting || busy} onClick={onResend}>
        {waiting ? t('auth.resend.wait', { seconds }) : t('auth.resend.action')}
      </Button>
    </div>
  );
}
