import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import * as styles from './auth.css';

export interface ResendButtonProps {
  /** Epoch ms from which a new code may be asked for; before it the button counts down. */
  availableAt?: number | undefined;
  onResend: () => void;
  busy?: boolean | undefined;
}

function secondsLeft(availableAt: number | undefined): number {
  return availableAt === undefined ? 0 : Math.max(0, Math.ceil((availableAt - Date.now()) / 1000));
}

/** AUTH-04: the resend link, disabled with a countdown while the operator's wait runs (CONST-56). */
export function ResendButton({ availableAt, onResend, busy }: ResendButtonProps) {
  const { t } = useTranslation('ui');
  const [, setTick] = useState(0);
  const seconds = secondsLeft(availableAt);
  const waiting = seconds > 0;
  useEffect(() => {
    if (!waiting) return undefined;
    const id = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(id);
  }, [waiting, availableAt]);
  return (
    <div className={styles.resendRow}>
      <Button variant="ghost" size="sm" disabled={waiting || busy} onClick={onResend}>
        {waiting ? t('auth.resend.wait', { seconds }) : t('auth.resend.action')}
      </Button>
    </div>
  );
}
