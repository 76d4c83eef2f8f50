import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeAndPasswords, LoginStep } from '@selfcare/domain';
import {
  LOGIN_PHONE_INPUT_MAX_LENGTH,
  canConfirmOtp,
  canConfirmPasswordForm,
  maskPhone,
  toLocalPhone,
  validateLoginPassword,
  validateLoginPhone,
} from '@selfcare/domain';
import { Button } from '../../../components/Button/Button';
import { OtpInput } from '../../../components/OtpInput/OtpInput';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { PhoneField } from '../../../components/PhoneField/PhoneField';
import { CodePasswordFields } from '../private/CodePasswordFields';
import { CodeStepForm } from '../private/CodeStepForm';
import * as styles from '../private/auth.css';
import { useFocusFirstField } from '../private/useFocusFirstField';

/** The reset form of step 4: the number plus code and new password (ENT-25). */
export interface ResetInput {
  msisdn: string;
  code: string;
  password: string;
}

export interface LoginStepsProps {
  /** DOM-06 … DOM-11: the step, stepped by the domain's loginDialogReducer in the owner. */
  step: LoginStep;
  /** A call of this tab is running: the submit button is busy and inputs are kept. */
  busy?: boolean | undefined;
  /** Epoch ms from which the code may be resent (step 1 and 4 countdown). */
  resendAvailableAt?: number | undefined;
  /** DOM-57: epoch ms until which no code may be entered or resent (steps 1 and 4). */
  lockedUntil?: number | undefined;
  /** A number to start with (e.g. the one just registered). */
  initialPhone?: string | undefined;
  /** Step 0 submit and the step 1 resend; receives the number in its 84 form (AUTH-14). */
  onRequestCode: (msisdn: string) => void;
  onSubmitCode: (msisdn: string, code: string) => void;
  /** DOM-07: step 0 → 2. */
  onUsePassword: () => void;
  onSubmitPassword: (msisdn: string, password: string) => void;
  /** DOM-08: step 2 → 3. */
  onForgotPassword: () => void;
  /** Step 3 submit and the step 4 resend (DOM-09, DOM-11). */
  onRequestResetCode: (msisdn: string) => void;
  onSubmitReset: (input: ResetInput) => void;
  onBack: () => void;
  /** AUTH-10: sign in through the mobile network (button shown below 991 px only). */
  onMobileNetworkLogin?: (() => void) | undefined;
}

const emptyReset: CodeAndPasswords = { code: '', password: '', repeat: '' };

/** The sign-in tab, steps 0 to 4 exactly as §2.4 lists them. Inputs survive failures and step changes. */
export function LoginSteps(props: LoginStepsProps) {
  const { step, busy, resendAvailableAt, lockedUntil, initialPhone = '' } = props;
  const { t } = useTranslation('ui');
  const [phone, setPhone] = useState(initialPhone);
  const [phoneTouched, setPhoneTouched] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [reset, setReset] = useState(emptyReset);
  const stepRef = useFocusFirstField<HTMLDivElement>(step);

  const phoneCheck = validateLoginPhone(phone); // VAL-01, VAL-03
  const phoneError = phoneTouched && !phoneCheck.ok ? t(phoneCheck.error) : undefined;
  const passwordCheck = validateLoginPassword(password); // VAL-17
  const passwordError = passwordTouched && !passwordCheck.ok ? t(passwordCheck.error) : undefined;
  const shownPhone = phoneCheck.ok ? maskPhone(toLocalPhone(phoneCheck.value)) : ''; // AUTH-04, VAL-47

  const withPhone = (event: FormEvent, then: (msisdn: string) => void) => {
    event.preventDefault();
    setPhoneTouched(true);
    if (phoneCheck.ok && !busy) then(phoneCheck.value);
  };

  const phoneField = (
    <PhoneField
      allowPlus
      maxLength={LOGIN_PHONE_INPUT_MAX_LENGTH}
      value={phone}
      onValueChange={setPhone}
      onBlur={() => phone !== '' && setPhoneTouched(true)}
      error={phoneError}
      name="msisdn"
    />
  );
  const back = (
    <Button variant="ghost" size="sm" onClick={props.onBack} disabled={busy}>
      {t('auth.dialog.back')}
    </Button>
  );

  /** Steps 0 and 3: the number, one request button and the step's own links. */
  const phoneForm = (stepKey: 'step0' | 'step3', then: (msisdn: string) => void, links: ReactNode) => (
    <form className={styles.form} onSubmit={(event) => withPhone(event, then)} noValidate>
      <p className={styles.intro}>{t(`auth.login.${stepKey}.intro`)}</p>
      {phoneField}
      <Button type="submit" fullWidth loading={busy}>
        {t(`auth.login.${stepKey}.submit`)}
      </Button>
      {links}
    </form>
  );

  return <div ref={stepRef}>{renderStep()}</div>;

  function renderStep() {
    switch (step) {
      case 0:
        return phoneForm(
          'step0',
          props.onRequestCode,
          <>
            <div className={styles.links}>
              <Button variant="ghost" size="sm" onClick={props.onUsePassword} disabled={busy}>
                {t('auth.login.step0.usePassword')}
              </Button>
            </div>
            {props.onMobileNetworkLogin ? (
              <div className={styles.mobileOnly}>
                <Button variant="secondary" fullWidth onClick={props.onMobileNetworkLogin} disabled={busy}>
                  {t('auth.login.step0.mobileNetwork')}
                </Button>
              </div>
            ) : null}
          </>,
        );
      case 1:
        return (
          <CodeStepForm
            intro={t('auth.login.step1.sentTo', { phone: shownPhone })}
            submitLabel={t('auth.login.step1.submit')}
            submitDisabled={!canConfirmOtp(code)}
            busy={busy}
            resendAvailableAt={resendAvailableAt}
            lockedUntil={lockedUntil}
            onResend={() => phoneCheck.ok && props.onRequestCode(phoneCheck.value)}
            onSubmit={() => {
              if (phoneCheck.ok && canConfirmOtp(code) && !busy) props.onSubmitCode(phoneCheck.value, code);
            }}
            footer={<div className={styles.links}>{back}</div>}
          >
            <OtpInput label={t('auth.fields.code')} value={code} onValueChange={setCode} disabled={busy} />
          </CodeStepForm>
        );
      case 2:
        return (
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              setPasswordTouched(true);
              withPhone(event, (msisdn) => passwordCheck.ok && props.onSubmitPassword(msisdn, password));
            }}
          >
            {phoneField}
            <PasswordField
              label={t('auth.fields.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={passwordError}
              name="password"
            />
            <Button type="submit" fullWidth loading={busy}>
              {t('auth.login.step2.submit')}
            </Button>
            <div className={styles.links}>
              {back}
              <Button variant="ghost" size="sm" onClick={props.onForgotPassword} disabled={busy}>
                {t('auth.login.step2.forgot')}
              </Button>
            </div>
          </form>
        );
      case 3:
        return phoneForm('step3', props.onRequestResetCode, <div className={styles.links}>{back}</div>);
      case 4:
        return (
          <CodeStepForm
            intro={t('auth.login.step4.sentTo', { phone: shownPhone })}
            submitLabel={t('auth.login.step4.submit')}
            // VAL-16: enabled only with a code and two equal, valid passwords.
            submitDisabled={!canConfirmPasswordForm(reset)}
            busy={busy}
            resendAvailableAt={resendAvailableAt}
            lockedUntil={lockedUntil}
            onResend={() => phoneCheck.ok && props.onRequestResetCode(phoneCheck.value)}
            onSubmit={() => {
              if (phoneCheck.ok && canConfirmPasswordForm(reset) && !busy) {
                props.onSubmitReset({ msisdn: phoneCheck.value, code: reset.code, password: reset.password });
              }
            }}
            footer={<div className={styles.links}>{back}</div>}
          >
            <CodePasswordFields value={reset} onChange={setReset} disabled={busy} />
          </CodeStepForm>
        );
    }
  }
}
