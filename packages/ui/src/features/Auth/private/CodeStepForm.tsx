import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@selfcare/domain';
import { Button } from '../../../components/Button/Button';
import { ResendButton } from './ResendButton';
import * as styles from './auth.css';
import { useSecondsLeft } from './useSecondsLeft';

export interface CodeStepFormProps {
  /** 'The code was sent to 091234xxx.' */
  intro: string;
  /** The code field(s), shown under the intro. */
  children: ReactNode;
  /** Shown between the resend link and the submit button (the registration's wallet tick box). */
  beforeSubmit?: ReactNode;
  submitLabel: string;
  submitDisabled: boolean;
  busy?: boolean | undefined;
  resendAvailableAt?: number | undefined;
  /** DOM-57: epoch ms until which the number may not enter a code (too many wrong codes). */
  lockedUntil?: number | undefined;
  onResend: () => void;
  /** Called on submit; the caller checks its own rules before acting. */
  onSubmit: () => void;
  /** The back link(s) under the submit button. */
  footer: ReactNode;
}

/**
 * Every 'enter the code we sent' step of sign-in and registration (AUTH-04, AUTH-42): the masked
 * number, the fields, the resend link with its countdown (CONST-56) and the submit button. While
 * the number is locked (DOM-57) neither submit nor resend is offered, and the lock's time left shows.
 */
export function CodeStepForm(props: CodeStepFormProps) {
  const { t } = useTranslation('ui');
  const lockSeconds = useSecondsLeft(props.lockedUntil);
  const locked = lockSeconds > 0;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!locked) props.onSubmit();
      }}
    >
      <p className={styles.intro}>{props.intro}</p>
      {props.children}
      {locked ? (
        <p className={styles.lockNotice}>{t('auth.lock.message', { time: formatDuration(lockSeconds) })}</p>
      ) : null}
      <ResendButton
        availableAt={Math.max(props.resendAvailableAt ?? 0, props.lockedUntil ?? 0)}
        busy={props.busy}
        onResend={props.onResend}
      />
      {props.beforeSubmit}
      <Button type="submit" fullWidth loading={props.busy} disabled={props.submitDisabled || locked}>
        {props.submitLabel}
      </Button>
      {props.footer}
    </form>
  );
}
