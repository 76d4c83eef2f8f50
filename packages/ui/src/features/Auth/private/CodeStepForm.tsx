import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import { ResendButton } from './ResendButton';
import * as styles from './auth.css';

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
  onResend: () => void;
  /** Called on submit; the caller checks its own rules before acting. */
  onSubmit: () => void;
  /** The back link(s) under the submit button. */
  footer: ReactNode;
}

/**
 * Every 'enter the code we sent' step of sign-in and registration (AUTH-04, AUTH-42): the masked
 * number, the fields, the resend link with its countdown (CONST-56) and the submit button.
 */
export function CodeStepForm(props: CodeStepFormProps) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <p className={styles.intro}>{props.intro}</p>
      {props.children}
      <ResendButton availableAt={props.resendAvailableAt} busy={props.busy} onResend={props.onResend} />
      {props.beforeSubmit}
      <Button type="submit" fullWidth loading={props.busy} disabled={props.submitDisabled}>
        {props.submitLabel}
      </Button>
      {props.footer}
    </form>
  );
}
